import cookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import { multipartFile, randomIp, registerAndLogin } from '../../../test/user-test-helpers';
import { addresses, users } from '../../db/schema';
import { AccessTokens, authPlugin } from '../../plugins/auth';
import { errorsPlugin } from '../../plugins/errors';
import { ACCOUNT_LIMITS } from './account-limits';
import { promoteToAdmin } from './admin-account';

describe('profile, avatar and roles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const update = (cookies: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/user/update-user', cookies, payload });
  const login = async (email: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: randomIp(),
        payload: { email, password: TEST_PASSWORD },
      })
    ).json().data as { access_token: string; refresh_token: string };

  it('returns the public user with the ids of its addresses', async () => {
    const session = await registerAndLogin(t);
    const [address] = await t.db
      .insert(addresses)
      .values({
        userId: session.user.id,
        addressLine: '1 Main Rd',
        city: 'Pune',
        state: 'MH',
        country: 'India',
        pincode: '411001',
        mobile: '9999999999',
      })
      .returning();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/user-details',
      cookies: session.cookies,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: session.user.id,
      address_details: [address!.id],
      shopping_cart: [],
      orderHistory: [],
      last_login_date: expect.any(String),
    });
  });

  it('updates any subset of name, email and mobile', async () => {
    const session = await registerAndLogin(t, { verifyEmail: true });
    const res = await update(session.cookies, { name: 'Renamed', mobile: 9876543210 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Renamed',
      mobile: '9876543210',
      email: session.user.email,
      verify_email: true,
    });
    const email = `Moved-${session.user.id}@Example.com`;
    const moved = await update(session.cookies, { email, mobile: '', currentPassword: TEST_PASSWORD });
    expect(moved.json().data).toMatchObject({
      email: email.toLowerCase(),
      mobile: null,
      verify_email: false,
    });
    expect((await update(session.cookies, {})).statusCode).toBe(200);
  });

  it('keeps emails unique (409) and well-formed (400)', async () => {
    const other = await createUser(t.db);
    const session = await registerAndLogin(t);
    const taken = await update(session.cookies, {
      email: other.email.toUpperCase(),
      currentPassword: TEST_PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ success: false, error: true, message: expect.any(String) });
    const bad = await update(session.cookies, { email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^email/);
    const same = await update(session.cookies, { email: session.user.email });
    expect(same.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/user/update-user', payload: { name: 'x' } }))
        .statusCode,
    ).toBe(401);
  });

  describe('changing the email (a stolen access token must not become the account)', () => {
    const details = (cookies: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/user/user-details', cookies });

    it('needs the current password, and a wrong one changes nothing', async () => {
      const session = await registerAndLogin(t);
      const email = `new-${session.user.id}@example.com`;
      const missing = await update(session.cookies, { email });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({
        success: false,
        error: true,
        message: 'Enter your current password to change your email',
      });
      const wrong = await update(session.cookies, { email, currentPassword: 'not my password' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('Your current password is not correct');
      expect((await details(session.cookies)).json().data.email).toBe(session.user.email);
      // Name and mobile stay password-free, even when the unchanged email is sent along (as the form does).
      const named = await update(session.cookies, { name: 'Still me', email: session.user.email });
      expect(named.statusCode).toBe(200);
    });

    it('stops guessing the current password after a few tries', async () => {
      const session = await registerAndLogin(t);
      const email = `guess-${session.user.id}@example.com`;
      for (let i = 0; i < ACCOUNT_LIMITS.confirmPassword.perAccount.perClient.max; i++) {
        expect((await update(session.cookies, { email, currentPassword: `guess ${i}` })).statusCode).toBe(
          400,
        );
      }
      const limited = await update(session.cookies, { email, currentPassword: TEST_PASSWORD });
      expect(limited.statusCode).toBe(429);
      expect((await details(session.cookies)).json().data.email).toBe(session.user.email);
    });

    it('tells the old address and signs every other session out, keeping this one', async () => {
      const session = await registerAndLogin(t);
      const elsewhere = await login(session.user.email);
      const email = `changed-${session.user.id}@example.com`;
      const res = await update(session.cookies, { email, currentPassword: TEST_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.email).toBe(email);
      await t.deliverMail();
      const notice = t.mails.findLast((mail) => mail.to === session.user.email);
      expect(notice?.subject).toBe('The email of your Kirana account was changed');
      expect(notice?.text).toContain(email);
      expect((await details(session.cookies)).statusCode).toBe(200);
      // The other device: its access token and its refresh token are both dead.
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/user/user-details',
            headers: { authorization: `Bearer ${elsewhere.access_token}` },
          })
        ).statusCode,
      ).toBe(401);
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/api/user/refresh-token',
        cookies: { refreshToken: elsewhere.refresh_token },
      });
      expect(refresh.statusCode).toBe(401);
    });
  });

  describe('avatar', () => {
    const upload = (cookies: Record<string, string>, file: ReturnType<typeof multipartFile>) =>
      t.app.inject({ method: 'PUT', url: '/api/user/upload-avatar', cookies, ...file });

    it('accepts a real PNG, re-encodes it and answers { _id, avatar }', async () => {
      const session = await registerAndLogin(t);
      const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#0c831f' } })
        .png()
        .toBuffer();
      const res = await upload(session.cookies, multipartFile('avatar', 'me.png', 'image/png', png));
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data).toEqual({
        _id: session.user.id,
        avatar: expect.stringMatching(new RegExp(`^${t.config.publicUrl}/uploads/[0-9a-f]+\\.webp$`)),
      });
      const image = await t.app.inject({ method: 'GET', url: data.avatar });
      expect(image.statusCode).toBe(200);
      expect(image.headers['cache-control']).toContain('max-age');
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 256,
        height: 256,
      });
      // Stored root-relative (a change of domain breaks nothing), answered absolute.
      const [row] = await t.db.select().from(users).where(eq(users.id, session.user.id));
      expect(`${t.config.publicUrl}${row?.avatar}`).toBe(data.avatar);
    });

    it('refuses a file that is not an image with 415, whatever its name and type say', async () => {
      const session = await registerAndLogin(t);
      const res = await upload(
        session.cookies,
        multipartFile('avatar', 'me.png', 'image/png', Buffer.from('<?php echo 1; ?>')),
      );
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ success: false, error: true, message: expect.any(String) });
    });

    it('refuses a 20 MB upload with 413', async () => {
      const session = await registerAndLogin(t);
      const big = Buffer.alloc(20 * 1024 * 1024, 1);
      const res = await upload(session.cookies, multipartFile('avatar', 'big.png', 'image/png', big));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ success: false, error: true });
    });

    it('needs a login', async () => {
      const res = await upload({}, multipartFile('avatar', 'me.png', 'image/png', Buffer.from('x')));
      expect(res.statusCode).toBe(401);
    });
  });

  describe('roles', () => {
    it('lets only an ADMIN through the requireAdmin guard (403 for a USER)', async () => {
      // A bare app with the real auth plugin and one guarded route, as every admin route uses it.
      const guarded = Fastify({ logger: false });
      await guarded.register(errorsPlugin);
      await guarded.register(cookie);
      await guarded.register(authPlugin, {
        db: t.db,
        accessTokens: new AccessTokens('test-access-secret-0123456789abcdef', 60),
        resume: async () => undefined,
      });
      guarded.get('/admin-only', { preHandler: guarded.requireAdmin }, async () => ({ success: true }));
      try {
        const asUser = await registerAndLogin(t);
        const asAdmin = await registerAndLogin(t, { role: 'ADMIN' });
        const call = (cookies: Record<string, string>) =>
          guarded.inject({ method: 'GET', url: '/admin-only', cookies });
        const denied = await call(asUser.cookies);
        expect(denied.statusCode).toBe(403);
        expect(denied.json()).toEqual({ success: false, error: true, message: 'Do not have permission' });
        expect((await call(asAdmin.cookies)).statusCode).toBe(200);
        expect((await call({})).statusCode).toBe(401);
      } finally {
        await guarded.close();
      }
    });

    it('answers a USER with 403 on a real admin route', async () => {
      const asUser = await registerAndLogin(t);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/category/add-category',
        cookies: asUser.cookies,
        payload: { name: 'Not allowed', image: '/uploads/x.webp' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, error: true, message: 'Do not have permission' });
    });

    it('promotes an existing user with the admin CLI function', async () => {
      const user = await createUser(t.db);
      expect(await promoteToAdmin(t.db, ` ${user.email.toUpperCase()} `)).toBe(true);
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.role).toBe('ADMIN');
      expect(await promoteToAdmin(t.db, 'nobody@example.com')).toBe(false);
      const session = await registerAndLogin(t, { role: 'ADMIN' });
      const details = await t.app.inject({
        method: 'GET',
        url: '/api/user/user-details',
        cookies: session.cookies,
      });
      expect(details.json().data.role).toBe('ADMIN');
    });
  });
});
