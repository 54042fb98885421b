import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import { randomIp, registerAndLogin, uniqueEmail } from '../../../test/user-test-helpers';
import { passwordResets, users } from '../../db/schema';

describe('password recovery by email otp', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const put = (path: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/user/${path}`, remoteAddress: randomIp(), payload });
  const forgot = (email: string) => put('forgot-password', { email });
  const verify = (email: string, otp: string) => put('verify-forgot-password-otp', { email, otp });
  const reset = (email: string, newPassword: string, confirmPassword = newPassword) =>
    put('reset-password', { email, newPassword, confirmPassword });

  /** Asks for a code and reads it from the captured mail. */
  async function requestOtp(email: string): Promise<string> {
    const before = t.mails.length;
    expect((await forgot(email)).statusCode).toBe(200);
    await t.deliverMail();
    const mail = t.mails.at(-1);
    expect(t.mails.length).toBe(before + 1);
    const otp = mail?.text.match(/\b(\d{6})\b/)?.[1];
    if (!otp) throw new Error('no otp in the mail');
    return otp;
  }
  const wrongOtp = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

  it('mails a 6-digit code, in a text and an HTML part, stored only hashed', async () => {
    const user = await createUser(t.db);
    const otp = await requestOtp(user.email.toUpperCase());
    const mail = t.mails.at(-1)!;
    expect(mail.to).toBe(user.email);
    expect(mail.text).toContain(otp);
    expect(mail.html).toContain(otp);
    expect(mail.html).toMatch(/^<!doctype html>/);
    const [row] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(row?.otpHash).not.toContain(otp);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60 * 1000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000);
  });

  it('answers an unknown email exactly like a known one, and sends nothing', async () => {
    const user = await createUser(t.db);
    const known = await forgot(user.email);
    await t.deliverMail();
    const before = t.mails.length;
    const unknown = await forgot(uniqueEmail('nobody'));
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await t.deliverMail()).toEqual({ completed: 1, failed: 0 });
    expect(t.mails.length).toBe(before);
  });

  it('recovers the account: verify, reset once, sessions revoked, the new password works', async () => {
    const session = await registerAndLogin(t);
    const otp = await requestOtp(session.user.email);
    const verified = await verify(session.user.email, otp);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ success: true, error: false });
    const done = await reset(session.user.email, 'a brand new password');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ success: true, error: false });

    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/user/refresh-token',
      cookies: { refreshToken: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: randomIp(),
        payload: { email: session.user.email, password },
      });
    expect((await login(TEST_PASSWORD)).statusCode).toBe(400);
    expect((await login('a brand new password')).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, session.user.id));
    expect(row?.verifyEmail).toBe(true);

    const again = await reset(session.user.email, 'yet another password');
    expect(again.statusCode).toBe(400);
  });

  it('says Invalid otp for a wrong code, and voids the code after five wrong tries', async () => {
    const user = await createUser(t.db);
    const otp = await requestOtp(user.email);
    for (let attempt = 0; attempt < 5; attempt++) {
      const res = await verify(user.email, wrongOtp(otp));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error: true, message: 'Invalid otp' });
    }
    const right = await verify(user.email, otp);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toMatch(/new otp/);
    expect((await reset(user.email, 'a brand new password')).statusCode).toBe(400);
    // A fresh code works again.
    const fresh = await requestOtp(user.email);
    expect((await verify(user.email, fresh)).statusCode).toBe(200);
  });

  it('verifies an email without an account with exactly the answers a real one gets', async () => {
    const user = await createUser(t.db);
    const nobody = uniqueEmail('nobody');
    await requestOtp(user.email);
    expect((await forgot(nobody)).statusCode).toBe(200);
    await t.deliverMail();
    const answers = async (email: string) => {
      const seen: string[] = [];
      for (let attempt = 0; attempt < 6; attempt++) seen.push((await verify(email, '000000')).json().message);
      await t.db
        .update(passwordResets)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResets.email, email));
      seen.push((await verify(email, '000000')).json().message);
      seen.push((await reset(email, 'a brand new password')).json().message);
      return seen;
    };
    const real = await answers(user.email);
    expect(real).toEqual([
      ...Array(5).fill('Invalid otp'),
      'Too many wrong attempts. Please request a new otp.',
      'Otp is expired',
      'Please verify the otp sent to your email first',
    ]);
    expect(await answers(nobody)).toEqual(real);
  });

  it('says Otp is expired once ten minutes have passed', async () => {
    const user = await createUser(t.db);
    const otp = await requestOtp(user.email);
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    const res = await verify(user.email, otp);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: true, message: 'Otp is expired' });
  });

  it('only the latest code counts', async () => {
    const user = await createUser(t.db);
    const first = await requestOtp(user.email);
    const second = await requestOtp(user.email);
    if (first !== second) expect((await verify(user.email, first)).json().message).toBe('Invalid otp');
    expect((await verify(user.email, second)).statusCode).toBe(200);
  });

  it('refuses a reset without a verified code, for unknown emails too', async () => {
    const user = await createUser(t.db);
    await requestOtp(user.email);
    const res = await reset(user.email, 'a brand new password');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/verify/i);
    const unknown = await reset(uniqueEmail('nobody'), 'a brand new password');
    expect(unknown.json()).toEqual(res.json());
  });

  it('refuses a reset once the window after verification has passed', async () => {
    const user = await createUser(t.db);
    const otp = await requestOtp(user.email);
    expect((await verify(user.email, otp)).statusCode).toBe(200);
    await t.db
      .update(passwordResets)
      .set({ verifiedAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(passwordResets.userId, user.id));
    expect((await reset(user.email, 'a brand new password')).statusCode).toBe(400);
  });

  it('checks the new password pair with the exact message, and its length', async () => {
    const user = await createUser(t.db);
    const mismatch = await reset(user.email, 'a brand new password', 'something else entirely');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({
      success: false,
      error: true,
      message: 'New password and confirm password must be same.',
    });
    const short = await reset(user.email, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/^newPassword/);
  });
});
