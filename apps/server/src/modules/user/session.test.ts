import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { cookiesOf, registerAndLogin } from '../../../test/user-test-helpers';
import { loadConfig } from '../../config';
import { refreshTokens, users } from '../../db/schema';
import { cookieOptions, siteOf } from '../../http/cookie-options';
import { revokeAllOfUser } from './refresh-token.repository';

describe('sessions: refresh, logout, cookies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const refreshWithCookie = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/user/refresh-token', cookies: { refreshToken } });
  const refreshWithBearer = (refreshToken: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/refresh-token',
      headers: { authorization: `Bearer ${refreshToken}` },
    });

  it('sets HttpOnly, Path=/, SameSite=Lax cookies without Secure over plain http', async () => {
    const session = await registerAndLogin(t);
    const res = await refreshWithCookie(session.refreshToken);
    for (const cookie of res.cookies) {
      expect(cookie).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
      expect(cookie.secure).toBeUndefined();
    }
    const access = res.cookies.find((cookie) => cookie.name === 'accessToken');
    expect(access?.maxAge).toBe(15 * 60);
    const refresh = res.cookies.find((cookie) => cookie.name === 'refreshToken');
    expect(refresh?.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it('rotates the refresh token: a new access token, a new refresh token, the old one replaced', async () => {
    const session = await registerAndLogin(t);
    const res = await refreshWithCookie(session.refreshToken);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.accessToken).toBe(data.access_token);
    expect(data.refreshToken).not.toBe(session.refreshToken);
    expect(cookiesOf(res)).toEqual({ accessToken: data.accessToken, refreshToken: data.refreshToken });
    const details = await t.app.inject({
      method: 'GET',
      url: '/api/user/user-details',
      cookies: { accessToken: data.accessToken },
    });
    expect(details.statusCode).toBe(200);
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, session.user.id));
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.familyId)).size).toBe(1);
    expect(rows.every((row) => !row.tokenHash.includes(session.refreshToken))).toBe(true);
    // The bearer header works too, as the spec's client sends it.
    expect((await refreshWithBearer(data.refreshToken)).statusCode).toBe(200);
  });

  it('kills the whole family when a rotated token is used again', async () => {
    const session = await registerAndLogin(t);
    const first = await refreshWithCookie(session.refreshToken);
    const newer = first.json().data.refreshToken as string;
    const reuse = await refreshWithCookie(session.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ success: false, error: true, message: expect.any(String) });
    expect((await refreshWithCookie(newer)).statusCode).toBe(401);
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, session.user.id));
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('refuses the refresh token after logout, by GET and by POST', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const session = await registerAndLogin(t);
      const out = await t.app.inject({ method, url: '/api/user/logout', cookies: session.cookies });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ success: true, error: false, message: 'Logout successfully' });
      const cleared = Object.fromEntries(out.cookies.map((cookie) => [cookie.name, cookie]));
      expect(cleared.accessToken?.value).toBe('');
      expect(cleared.refreshToken?.value).toBe('');
      expect((await refreshWithCookie(session.refreshToken)).statusCode).toBe(401);
      expect((await refreshWithBearer(session.refreshToken)).statusCode).toBe(401);
    }
  });

  it('logs out a client that keeps the refresh token itself (POST body), and answers without any session', async () => {
    const session = await registerAndLogin(t);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      payload: { refreshToken: session.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    expect((await refreshWithBearer(session.refreshToken)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/logout' })).statusCode).toBe(200);
  });

  it('answers 401 for a missing, unknown or expired refresh token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/user/refresh-token' })).statusCode).toBe(401);
    expect((await refreshWithCookie('made-up-token')).statusCode).toBe(401);
    const session = await registerAndLogin(t);
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, session.user.id));
    expect((await refreshWithCookie(session.refreshToken)).statusCode).toBe(401);
  });

  it('refuses a suspended user on refresh (403) and on any call with a live access token', async () => {
    const session = await registerAndLogin(t);
    await t.db.update(users).set({ status: 'Suspended' }).where(eq(users.id, session.user.id));
    const refresh = await refreshWithCookie(session.refreshToken);
    expect(refresh.statusCode).toBe(403);
    expect(refresh.json().message).toMatch(/suspended/);
    const details = await t.app.inject({
      method: 'GET',
      url: '/api/user/user-details',
      cookies: session.cookies,
    });
    expect(details.statusCode).toBe(403);
  });

  it('chooses SameSite=None with Secure only for a cross-site frontend, Secure over https', () => {
    const options = (env: Record<string, string>) => cookieOptions(loadConfig({ NODE_ENV: 'test', ...env }));
    expect(options({})).toMatchObject({ httpOnly: true, path: '/', sameSite: 'lax', secure: false });
    expect(options({ PUBLIC_URL: 'https://shop.example.com' })).toMatchObject({
      sameSite: 'lax',
      secure: true,
    });
    expect(
      options({ PUBLIC_URL: 'https://shop.example.com', FRONTEND_URL: 'https://www.example.com' }),
    ).toMatchObject({
      sameSite: 'lax',
      secure: true,
    });
    expect(
      options({ PUBLIC_URL: 'https://api.kirana.co.in', FRONTEND_URL: 'https://old.other.co.in' }),
    ).toMatchObject({
      sameSite: 'none',
      secure: true,
    });
    expect(siteOf('https://a.shop.co.in')).toBe('https://shop.co.in');
    expect(siteOf('http://127.0.0.1:3000')).toBe('http://127.0.0.1');
  });
});

describe('cookies behind https with a cross-site frontend', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      PUBLIC_URL: 'https://shop.example.com',
      FRONTEND_URL: 'https://old-client.example',
    });
  });
  afterAll(() => t.close());

  it('sets SameSite=None; Secure on both cookies', async () => {
    const session = await registerAndLogin(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/refresh-token',
      cookies: { refreshToken: session.refreshToken },
    });
    expect(res.cookies).toHaveLength(2);
    for (const cookie of res.cookies)
      expect(cookie).toMatchObject({ httpOnly: true, path: '/', sameSite: 'None', secure: true });
  });
});

describe('access tokens end with their session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const detailsWithBearer = (accessToken: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/user/user-details',
      headers: { authorization: `Bearer ${accessToken}` },
    });

  it('refuses the access token at once after logout (and keeps other sessions)', async () => {
    const session = await registerAndLogin(t);
    const other = await registerAndLogin(t, { email: `other-${session.user.email}` });
    expect((await detailsWithBearer(session.accessToken)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'GET', url: '/api/user/logout', cookies: session.cookies });
    expect(out.statusCode).toBe(200);
    const after = await detailsWithBearer(session.accessToken);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toMatch(/expired/);
    expect((await detailsWithBearer(other.accessToken)).statusCode).toBe(200);
  });

  it('logs out a bearer-only client by its access token', async () => {
    const session = await registerAndLogin(t);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await detailsWithBearer(session.accessToken)).statusCode).toBe(401);
  });

  it('refuses every access token of the account after a password reset', async () => {
    const session = await registerAndLogin(t);
    await revokeAllOfUser(t.db, session.user.id);
    expect((await detailsWithBearer(session.accessToken)).statusCode).toBe(401);
  });

  it('does not let another site log a shopper out with a link (GET), but the store itself can', async () => {
    const session = await registerAndLogin(t);
    const crossSite = await t.app.inject({
      method: 'GET',
      url: '/api/user/logout',
      cookies: session.cookies,
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.cookies).toEqual([]);
    expect((await detailsWithBearer(session.accessToken)).statusCode).toBe(200);
    const sameOrigin = await t.app.inject({
      method: 'GET',
      url: '/api/user/logout',
      cookies: session.cookies,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.statusCode).toBe(200);
    expect((await detailsWithBearer(session.accessToken)).statusCode).toBe(401);
  });
});

describe('sliding sessions for clients that never call refresh-token', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A one-second access token, so the test sees it expire.
    t = await buildTestApp({ ACCESS_TOKEN_TTL: '1s' });
  });
  afterAll(() => t.close());

  /** Waits until the token is refused on its own (expired): polled, never a fixed sleep. */
  async function untilExpired(accessToken: string) {
    await expect
      .poll(
        async () =>
          (
            await t.app.inject({
              method: 'GET',
              url: '/api/user/user-details',
              headers: { authorization: `Bearer ${accessToken}` },
            })
          ).statusCode,
        { timeout: 10_000, interval: 200 },
      )
      .toBe(401);
  }

  it('sets the access cookie for the configured lifetime', async () => {
    const session = await registerAndLogin(t);
    expect(session.cookies.accessToken).toBeTruthy();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/refresh-token',
      cookies: { refreshToken: session.refreshToken },
    });
    expect(res.cookies.find((cookie) => cookie.name === 'accessToken')?.maxAge).toBe(1);
  });

  it('continues the session with the refresh cookie when the access token has expired', async () => {
    const session = await registerAndLogin(t);
    await untilExpired(session.accessToken);
    // The browser dropped the expired access cookie; only the refresh cookie is left.
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/user-details',
      cookies: { refreshToken: session.refreshToken, accessToken: session.accessToken },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data._id).toBe(session.user.id);
    const fresh = cookiesOf(res);
    expect(fresh.accessToken).toBeTruthy();
    expect(fresh.refreshToken).toBeTruthy();
    expect(fresh.refreshToken).not.toBe(session.refreshToken);
    // Rotation rules hold: the new pair works, the old refresh token is spent.
    const next = await t.app.inject({ method: 'GET', url: '/api/user/user-details', cookies: fresh });
    expect(next.statusCode).toBe(200);
  });

  it('lets parallel requests with one expired session all through, rotating once', async () => {
    const session = await registerAndLogin(t);
    await untilExpired(session.accessToken);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({
          method: 'GET',
          url: '/api/user/user-details',
          cookies: { refreshToken: session.refreshToken },
        }),
      ),
    );
    expect(responses.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, session.user.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.revokedAt === null)).toBe(true);
  });

  it('still ends the session when a rotated refresh token comes back after the grace period', async () => {
    const session = await registerAndLogin(t);
    const rotated = await t.app.inject({
      method: 'POST',
      url: '/api/user/refresh-token',
      cookies: { refreshToken: session.refreshToken },
    });
    expect(rotated.statusCode).toBe(200);
    // The rotation happened long ago as far as the grace period is concerned.
    await t.db
      .update(refreshTokens)
      .set({ createdAt: new Date(Date.now() - 10 * 60 * 1000) })
      .where(eq(refreshTokens.userId, session.user.id));
    await untilExpired(session.accessToken);
    const stolen = await t.app.inject({
      method: 'GET',
      url: '/api/user/user-details',
      cookies: { refreshToken: session.refreshToken },
    });
    expect(stolen.statusCode).toBe(401);
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, session.user.id));
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('does not slide a logged-out session', async () => {
    const session = await registerAndLogin(t);
    await t.app.inject({ method: 'GET', url: '/api/user/logout', cookies: session.cookies });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/user-details',
      cookies: { refreshToken: session.refreshToken },
    });
    expect(res.statusCode).toBe(401);
    expect(res.cookies).toEqual([]);
  });
});
