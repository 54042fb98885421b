import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, loginAs, type Session } from '../../../test/factories';
import { randomIp, uniqueEmail } from '../../../test/user-test-helpers';

const envelope = (message: string) => ({ success: false, error: true, message });
const longEmail = `${'a'.repeat(250)}@example.com`;

describe('account requests are bounded before any work is done', () => {
  let t: TestApp;
  let shopper: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    shopper = await loginAs(t);
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT', path: string, payload: object, headers = {}) =>
    t.app.inject({ method, url: `/api/user/${path}`, remoteAddress: randomIp(), headers, payload });

  it('refuses a 900 KB password at login without hashing it', async () => {
    const user = await createUser(t.db, { email: uniqueEmail() });
    const res = await send('POST', 'login', { email: user.email, password: 'x'.repeat(900 * 1024) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(envelope('password: must be at most 128 characters'));
  });

  it.each([
    ['login', 'POST', { email: longEmail, password: 'whatever1' }, 'email: must be at most 254 characters'],
    [
      'register',
      'POST',
      { name: 'A', email: longEmail, password: 'password1', confirmPassword: 'password1' },
      'email: must be at most 254 characters',
    ],
    [
      'register',
      'POST',
      { name: 'A', email: uniqueEmail(), password: 'password1', confirmPassword: 'x'.repeat(129) },
      'confirmPassword: must be at most 128 characters',
    ],
    ['forgot-password', 'PUT', { email: longEmail }, 'email: must be at most 254 characters'],
    [
      'verify-forgot-password-otp',
      'PUT',
      { email: 'someone@example.com', otp: '1'.repeat(100_000) },
      'otp: must be 6 characters',
    ],
    [
      'reset-password',
      'PUT',
      { email: 'someone@example.com', newPassword: 'password1', confirmPassword: 'x'.repeat(100_000) },
      'confirmPassword: must be at most 128 characters',
    ],
  ] as const)('%s: refuses an over-long field (case %#)', async (path, method, body, message) => {
    const res = await send(method, path, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(envelope(message));
  });

  it('caps the profile fields', async () => {
    const res = await send('PUT', 'update-user', { email: longEmail }, shopper.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(envelope('email: must be at most 254 characters'));
    const name = await send('PUT', 'update-user', { name: 'x'.repeat(101) }, shopper.headers);
    expect(name.json()).toEqual(envelope('name: must be at most 100 characters'));
  });
});
