import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { smtpMailer } from '../../adapters/mail';
import { buildApp } from '../../app';
import { randomIp, uniqueEmail } from './user-test-helpers';

/** A real SMTP sink: every message received, raw. */
async function startSmtpSink(): Promise<{ url: string; messages: string[]; close: () => Promise<void> }> {
  const messages: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('account journey over HTTP with mail through SMTP', () => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: TestApp['app'];
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp();
    // The same database and config, but mail leaves through the SMTP adapter as in production.
    app = await buildApp({
      config: { ...t.config, smtpUrl: sink.url },
      database: t.database,
      secrets: {
        jwtAccessSecret: 'journey-access-secret-0123456789abcdef',
        jwtRefreshSecret: 'journey-refresh-secret-0123456789abcd',
      },
      mailer: smtpMailer(sink.url, t.config.mailFrom),
      logger: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
    await sink?.close();
  });

  it('register, log out, recover the password from the mailed otp, log in with the new one', async () => {
    const ip = randomIp();
    const call = (
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      payload?: object,
      cookies?: Record<string, string>,
    ) => app.inject({ method, url: `/api/user/${url}`, payload, cookies, remoteAddress: ip });
    const email = uniqueEmail('journey');

    expect(
      (
        await call('POST', 'register', {
          name: 'Meera',
          email,
          password: 'first password',
          confirmPassword: 'first password',
        })
      ).statusCode,
    ).toBe(201);
    const login = await call('POST', 'login', { email, password: 'first password' });
    expect(login.statusCode).toBe(200);
    const cookies = Object.fromEntries(login.cookies.map((cookie) => [cookie.name, cookie.value]));
    expect((await call('GET', 'user-details', undefined, cookies)).json().data.email).toBe(email);
    expect((await call('GET', 'logout', undefined, cookies)).statusCode).toBe(200);

    expect((await call('PUT', 'forgot-password', { email })).statusCode).toBe(200);
    expect(sink.messages).toHaveLength(1);
    const raw = sink.messages[0]!;
    expect(raw).toMatch(/^To: .*journey-/im);
    expect(raw).toMatch(/multipart\/alternative/i);
    expect(raw).toMatch(/text\/plain/i);
    expect(raw).toMatch(/text\/html/i);
    const otp = raw.match(/reset your Kirana password is: (\d{6})/)?.[1];
    expect(otp).toMatch(/^\d{6}$/);

    expect((await call('PUT', 'verify-forgot-password-otp', { email, otp })).statusCode).toBe(200);
    const reset = await call('PUT', 'reset-password', {
      email,
      newPassword: 'second password',
      confirmPassword: 'second password',
    });
    expect(reset.statusCode).toBe(200);
    expect((await call('POST', 'login', { email, password: 'first password' })).statusCode).toBe(400);
    expect((await call('POST', 'login', { email, password: 'second password' })).statusCode).toBe(200);
  });
});
