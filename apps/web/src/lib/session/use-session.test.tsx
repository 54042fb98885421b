import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSessionStore, testUser } from '../../test/session-test-kit';
import { useSession } from './use-session';
import { selectUser } from './user-slice';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A server whose only valid access token is `fresh`, and whose refresh cookie yields it. */
function stubServer() {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const { pathname } = new URL(request.url);
      paths.push(pathname);
      if (pathname === '/api/user/refresh-token') {
        return json(200, { success: true, error: false, data: { access_token: 'fresh' } });
      }
      if (request.headers.get('Authorization') !== 'Bearer fresh') {
        return json(401, { success: false, error: true, message: 'Please log in' });
      }
      return json(200, { success: true, error: false, data: testUser() });
    }),
  );
  return paths;
}

function renderSession() {
  const store = makeSessionStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  renderHook(() => useSession(), { wrapper });
  return store;
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('useSession at start', () => {
  it('asks nothing for a guest without a stored access token (no 401s in the console)', async () => {
    const paths = stubServer();
    const store = renderSession();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(paths).toEqual([]);
    expect(selectUser(store.getState())).toBeNull();
  });

  it('restores a logged-in user from the stored access token', async () => {
    const paths = stubServer();
    localStorage.setItem('accesstoken', 'fresh');
    const store = renderSession();
    await waitFor(() => expect(selectUser(store.getState())?._id).toBe(testUser()._id));
    expect(paths).toEqual(['/api/user/user-details']);
  });

  it('refreshes an expired access token, then loads the user', async () => {
    const paths = stubServer();
    localStorage.setItem('accesstoken', 'expired');
    const store = renderSession();
    await waitFor(() => expect(selectUser(store.getState())?._id).toBe(testUser()._id));
    expect(paths).toEqual(['/api/user/user-details', '/api/user/refresh-token', '/api/user/user-details']);
    expect(localStorage.getItem('accesstoken')).toBe('fresh');
  });
});
