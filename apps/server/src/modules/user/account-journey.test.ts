import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink';
import { randomIp, uniqueEmail } from '../../../test/user-test-helpers';
import { smtpMailer } from '../../adapters/mail';
import { buildApp } from '../../app';
import { queryRows } from '../../db/client';
import { passwordResets } from '../../db/schema';

describe('account journey over HTTP with mail through SMTP', () => {
  let t: TestApp;
  let sink: SmtpSink;
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
      mailWorker: false,
      logger: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
    await sink?.stop();
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
    await app.deps.outbox.deliverDue();
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

  it('answers forgot-password alike for an account, an unknown email and with SMTP down; the mail comes on a retry', async () => {
    const forgot = (email: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/user/forgot-password',
        payload: { email },
        remoteAddress: randomIp(),
      });
    const user = await createUser(t.db);
    const resetsOf = () => t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    const before = { messages: sink.messages.length, connections: sink.connections };

    const known = await forgot(user.email);
    const unknown = await forgot(uniqueEmail('nobody'));
    await sink.stop();
    const down = await forgot(user.email);
    for (const res of [known, unknown, down]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(known.body);
    }
    // The requests did the same work: none looked the account up to write a code or talked to SMTP.
    expect(await resetsOf()).toEqual([]);
    expect(sink.connections).toBe(before.connections);
    expect(await app.deps.outbox.depth()).toBe(3);

    // SMTP is down: both mails for the account fail and wait for their retry; the unknown email is done.
    expect(await app.deps.outbox.deliverDue()).toEqual({ completed: 1, failed: 2 });
    expect(await app.deps.outbox.depth()).toBe(2);
    expect(sink.messages).toHaveLength(before.messages);

    await sink.start();
    // Their retries are not due yet (a minute or more away)...
    expect(await app.deps.outbox.deliverDue()).toEqual({ completed: 0, failed: 0 });
    // ...and go out when they are.
    expect(await app.deps.outbox.deliverDue({ ignoreBackoff: true })).toEqual({ completed: 2, failed: 0 });
    expect(await app.deps.outbox.depth()).toBe(0);
    const mails = sink.messages.slice(before.messages);
    expect(mails).toHaveLength(2);
    const codes = mails.map((raw) => raw.match(/reset your Kirana password is: (\d{6})/)?.[1]);
    const latest = codes.at(-1)!;
    expect(latest).toMatch(/^\d{6}$/);

    // No code in plain text in the queue, its archive or the reset table: jobs carry the address only.
    const stored = await queryRows<{ text: string }>(
      t.db,
      sql`select data::text || coalesce(output::text, '') as text from pgboss.job where data->>'email' = ${user.email}
          union all
          select data::text || coalesce(output::text, '') from pgboss.archive where data->>'email' = ${user.email}
          union all
          select otp_hash from password_resets where user_id = ${user.id}`,
    );
    expect(stored.length).toBeGreaterThanOrEqual(3);
    for (const code of codes) {
      for (const row of stored) expect(row.text).not.toMatch(new RegExp(`(^|\\D)${code}(\\D|$)`));
    }

    // Each delivery issued a fresh code; the latest one works.
    const verify = (otp: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/user/verify-forgot-password-otp',
        payload: { email: user.email, otp },
        remoteAddress: randomIp(),
      });
    expect((await verify(latest)).statusCode).toBe(200);
  });
});
