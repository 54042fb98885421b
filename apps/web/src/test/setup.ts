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

// Nothing listens behind the test origin: a component a test did not give answers to (the header's
// queries, say) sees what a browser sees offline, instead of happy-dom dialling localhost and printing
// ECONNREFUSED. Tests that need answers stub fetch themselves (cart-test-kit, catalogue-test-kit).
globalThis.fetch = async () => {
  throw new TypeError('Failed to fetch');
};
