import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import { randomIp, registerAndLogin, uniqueEmail } from '../../../test/user-test-helpers';
import { users } from '../../db/schema';

const PUBLIC_USER_KEYS = [
  '_id',
  'address_details',
  'avatar',
  'createdAt',
  'email',
  'last_login_date',
  'mobile',
  'name',
  'orderHistory',
  'role',
  'shopping_cart',
  'status',
  'updatedAt',
  'verify_email',
];

describe('register and login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const register = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/user/register', remoteAddress: randomIp(), payload });
  const login = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: randomIp(), payload });

  it('registers with a normalised email and answers the public user without secrets', async () => {
    const email = uniqueEmail('New');
    const res = await register({
      name: 'Asha',
      email: `  ${email.toUpperCase()} `,
      password: 'longenough',
      confirmPassword: 'longenough',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      error: false,
      data: { name: 'Asha', email: email.toLowerCase(), role: 'USER', status: 'Active' },
    });
    expect(Object.keys(body.data).sort()).toEqual(PUBLIC_USER_KEYS);
    expect(body.data._id).toMatch(/^[0-9a-f]{24}$/);
    expect(res.body).not.toMatch(/password|argon2/i);
    const [row] = await t.db.select().from(users).where(eq(users.id, body.data._id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses an email that exists, whatever its case, with 409', async () => {
    const user = await createUser(t.db);
    const res = await register({
      name: 'B',
      email: user.email.toUpperCase(),
      password: 'longenough',
      confirmPassword: 'longenough',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error: true, message: expect.any(String) });
  });

  it('checks the password pair, its length and the email format', async () => {
    const base = { name: 'C', email: uniqueEmail(), password: 'longenough', confirmPassword: 'longenough' };
    const mismatch = await register({ ...base, confirmPassword: 'different1' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('password and confirm password must be same');
    const short = await register({ ...base, password: 'short', confirmPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/^password/);
    const badEmail = await register({ ...base, email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toMatch(/^email/);
    const missing = await register({
      email: uniqueEmail(),
      password: 'longenough',
      confirmPassword: 'longenough',
    });
    expect(missing.json().message).toBe('name is required');
  });

  it('logs in: both cookies, the four token keys, and last_login_date recorded', async () => {
    const user = await createUser(t.db);
    const res = await login({ email: ` ${user.email.toUpperCase()}`, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const { data, message } = res.json();
    expect(message).toEqual(expect.any(String));
    expect(Object.keys(data).sort()).toEqual([
      'access_token',
      'accesstoken',
      'refreshToken',
      'refresh_token',
    ]);
    expect(data.accesstoken).toBe(data.access_token);
    expect(data.refreshToken).toBe(data.refresh_token);
    const names = res.cookies.map((cookie) => cookie.name).sort();
    expect(names).toEqual(['accessToken', 'refreshToken']);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.lastLoginDate).toBeInstanceOf(Date);
  });

  it('gives one answer for an unknown email and a wrong password', async () => {
    const user = await createUser(t.db);
    const wrongPassword = await login({ email: user.email, password: 'not the password' });
    const unknownEmail = await login({ email: uniqueEmail('nobody'), password: 'not the password' });
    expect(wrongPassword.statusCode).toBe(unknownEmail.statusCode);
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json()).toEqual({
      success: false,
      error: true,
      message: 'Invalid email or password',
    });
    expect(wrongPassword.cookies).toEqual([]);
  });

  it('refuses a suspended account with 403, only once the password is right', async () => {
    const user = await createUser(t.db, { status: 'Suspended' });
    const right = await login({ email: user.email, password: TEST_PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json().message).toMatch(/suspended/);
    const wrong = await login({ email: user.email, password: 'not the password' });
    expect(wrong.statusCode).toBe(400);
  });

  it('reads the session from the accessToken cookie or the bearer header', async () => {
    const session = await registerAndLogin(t);
    const byCookie = await t.app.inject({
      method: 'GET',
      url: '/api/user/user-details',
      cookies: { accessToken: session.accessToken },
    });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json().data).toMatchObject({ _id: session.user.id, email: session.user.email });
    const byBearer = await t.app.inject({
      method: 'GET',
      url: '/api/user/user-details',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(byBearer.statusCode).toBe(200);
  });

  it('answers 401, never 500, for a missing, forged or expired access token', async () => {
    const session = await registerAndLogin(t);
    const details = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/user/user-details', headers });
    expect((await details({})).statusCode).toBe(401);
    expect((await details({ authorization: 'Bearer not.a.jwt' })).statusCode).toBe(401);
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.user.id)
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('someone-elses-secret-0123456789abcdef'));
    expect((await details({ authorization: `Bearer ${forged}` })).statusCode).toBe(401);
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.user.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 1800)
      .sign(new TextEncoder().encode('test-access-secret-0123456789abcdef'));
    const res = await details({ authorization: `Bearer ${expired}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, error: true, message: expect.stringMatching(/expired/) });
  });
});
