import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// react-hot-toast reads prefers-reduced-motion; some DOM shims lack matchMedia.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
