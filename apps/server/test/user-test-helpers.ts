import { randomBytes, randomInt } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { users } from '../src/db/schema';
import type { TestApp } from './build-test-app';
import { createUser, TEST_PASSWORD } from './factories';

/** A fresh client address, so one test's attempts never count against another's per-IP limit. */
export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export const uniqueEmail = (prefix = 'shopper') => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

/** The value of each cookie the response sets. */
export function cookiesOf(res: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(res.cookies.map((cookie) => [cookie.name, cookie.value]));
}

export const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

export interface LoggedIn {
  user: typeof users.$inferSelect;
  accessToken: string;
  refreshToken: string;
  cookies: Record<string, string>;
}

/** A user created in the database, then logged in through the real login route. */
export async function registerAndLogin(
  t: TestApp,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<LoggedIn> {
  const user = await createUser(t.db, { email: uniqueEmail(), ...overrides });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: randomIp(),
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const { access_token, refresh_token } = res.json().data;
  return { user, accessToken: access_token, refreshToken: refresh_token, cookies: cookiesOf(res) };
}

/** A multipart/form-data body with one file part. */
export function multipartFile(
  field: string,
  filename: string,
  contentType: string,
  body: Buffer,
): Pick<InjectOptions, 'payload' | 'headers'> {
  const boundary = `----kirana${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), body, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
