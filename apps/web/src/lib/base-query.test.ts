import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baseQueryWithRefresh } from './base-query';
import { sessionExpired } from './session/session-events';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const unauthorized = () => json(401, { success: false, error: true, message: 'Please log in' });

function makeApi(): BaseQueryApi {
  return {
    signal: new AbortController().signal,
    abort: () => {},
    dispatch: vi.fn(),
    getState: () => ({}),
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  };
}

/** A server whose only valid access token is `fresh`; the refresh call answers with `refreshStatus`. */
function stubServer(refreshStatus = 200) {
  const seen: { path: string; auth: string | null }[] = [];
  const fetchMock = vi.fn(async (request: Request) => {
    const { pathname } = new URL(request.url);
    const auth = request.headers.get('Authorization');
    seen.push({ path: pathname, auth });
    if (pathname === '/api/user/refresh-token') {
      return refreshStatus === 200
        ? json(200, { success: true, error: false, data: { accessToken: 'fresh', access_token: 'fresh' } })
        : unauthorized();
    }
    return auth === 'Bearer fresh' ? json(200, { success: true, data: pathname }) : unauthorized();
  });
  vi.stubGlobal('fetch', fetchMock);
  return seen;
}

beforeEach(() => {
  localStorage.setItem('accesstoken', 'stale');
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('baseQueryWithRefresh', () => {
  it('refreshes once for concurrent 401s and retries each call with the new token', async () => {
    const seen = stubServer();
    const api = makeApi();

    const results = await Promise.all([
      baseQueryWithRefresh('/api/cart/get', api, {}),
      baseQueryWithRefresh('/api/address/get', api, {}),
    ]);

    expect(results.map((r) => r.data)).toEqual([
      { success: true, data: '/api/cart/get' },
      { success: true, data: '/api/address/get' },
    ]);
    const refreshes = seen.filter((s) => s.path === '/api/user/refresh-token');
    expect(refreshes).toHaveLength(1);
    // The refresh relies on the cookie, never on the expired access token.
    expect(refreshes[0]?.auth).toBeNull();
    expect(localStorage.getItem('accesstoken')).toBe('fresh');
    expect(api.dispatch).not.toHaveBeenCalled();
  });

  it('expires the session when the refresh is refused', async () => {
    stubServer(401);
    const toastError = vi.spyOn(toast, 'error');
    const api = makeApi();

    const result = await baseQueryWithRefresh('/api/cart/get', api, {});

    expect(result.error?.status).toBe(401);
    expect(api.dispatch).toHaveBeenCalledWith(sessionExpired());
    expect(localStorage.getItem('accesstoken')).toBeNull();
    expect(toastError).toHaveBeenCalledTimes(1);
  });

  it('does not refresh when a login attempt is refused', async () => {
    const seen = stubServer();
    const result = await baseQueryWithRefresh(
      { url: '/api/user/login', method: 'POST', body: { email: 'a@b.c', password: 'x' } },
      makeApi(),
      {},
    );
    expect(result.error?.status).toBe(401);
    expect(seen.map((s) => s.path)).toEqual(['/api/user/login']);
  });
});
