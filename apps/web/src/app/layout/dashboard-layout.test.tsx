import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('dashboard pages for guests', () => {
  it.each(['/dashboard/myorders', '/dashboard/address', '/dashboard/category'])(
    'send a guest on %s to /login, to come back after',
    async (path) => {
      vi.stubGlobal('fetch', async () => Response.json({ success: true, error: false, data: [] }));
      const router = renderRoute(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.search).toBe(`?next=${encodeURIComponent(path)}`);
      expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    },
  );
});
