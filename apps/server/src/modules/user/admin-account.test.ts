import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import { randomIp, registerAndLogin, uniqueEmail } from '../../../test/user-test-helpers';
import { ConfigError } from '../../config';
import { users } from '../../db/schema';
import { ensureAdmin } from './admin-account';

describe('the admin account made at start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const login = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: randomIp(),
      payload: { email, password },
    });
  const roleOf = async (email: string) =>
    (await t.db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role;

  it('never promotes a pre-registered ADMIN_EMAIL with its registrant’s password', async () => {
    // Someone registers the address the operator will configure, and stays signed in.
    const squatter = await registerAndLogin(t, { email: uniqueEmail('owner') });
    const adminPassword = 'operator-chosen-password';
    const admin = await ensureAdmin(t.db, squatter.user.email, adminPassword);
    expect(admin).toMatchObject({ email: squatter.user.email, promoted: true, created: false });
    expect(await roleOf(squatter.user.email)).toBe('ADMIN');
    expect((await login(squatter.user.email, TEST_PASSWORD)).statusCode).toBe(400);
    expect((await login(squatter.user.email, adminPassword)).statusCode).toBe(200);
    // The registrant's session ended with the takeover.
    const details = await t.app.inject({
      method: 'GET',
      url: '/api/user/user-details',
      headers: { authorization: `Bearer ${squatter.accessToken}` },
    });
    expect(details.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/user/refresh-token',
      cookies: { refreshToken: squatter.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('refuses to start when ADMIN_EMAIL is someone else’s account and ADMIN_PASSWORD is unset', async () => {
    const user = await createUser(t.db, { email: uniqueEmail('taken') });
    const attempt = ensureAdmin(t.db, user.email, undefined);
    await expect(attempt).rejects.toBeInstanceOf(ConfigError);
    await expect(attempt).rejects.toThrow(`npm run admin -- --email ${user.email}`);
    expect(await roleOf(user.email)).toBe('USER');
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('leaves an existing admin and its password alone', async () => {
    const admin = await createUser(t.db, { email: uniqueEmail('admin'), role: 'ADMIN' });
    expect(await ensureAdmin(t.db, admin.email, 'a-new-password-ignored')).toMatchObject({
      promoted: false,
      created: false,
    });
    expect((await login(admin.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('creates ADMIN_EMAIL with ADMIN_PASSWORD, or with a generated password shown once', async () => {
    const email = uniqueEmail('new-admin');
    expect(await ensureAdmin(t.db, email, 'chosen-password-1')).toEqual({
      email,
      created: true,
      promoted: false,
      generatedPassword: undefined,
    });
    expect((await login(email, 'chosen-password-1')).statusCode).toBe(200);
    const other = uniqueEmail('generated');
    const generated = await ensureAdmin(t.db, other, undefined);
    expect(generated?.generatedPassword).toMatch(/^\S{12}$/);
    expect((await login(other, generated!.generatedPassword!)).statusCode).toBe(200);
  });
});

describe('the default admin on a store with no admin yet', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('takes admin@kirana.local over from whoever registered it, with a generated password', async () => {
    await createUser(t.db, { email: 'admin@kirana.local' });
    const admin = await ensureAdmin(t.db, undefined, undefined);
    expect(admin).toMatchObject({ email: 'admin@kirana.local', promoted: true });
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: randomIp(),
        payload: { email: 'admin@kirana.local', password },
      });
    expect((await login(TEST_PASSWORD)).statusCode).toBe(400);
    expect((await login(admin!.generatedPassword!)).statusCode).toBe(200);
  });
});
