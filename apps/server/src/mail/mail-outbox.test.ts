import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import { type MailMessage, smtpMailer } from '../adapters/mail';
import { queryRows } from '../db/client';
import { MAIL_QUEUE, MailOutbox, type MailOutboxOptions } from './mail-outbox';

/** What the outbox logged, by level. */
function capturedLog() {
  const lines: { level: string; msg: string }[] = [];
  const at =
    (level: string) =>
    (first: unknown, msg?: string): void =>
      void lines.push({ level, msg: typeof first === 'string' ? first : (msg ?? '') });
  const log = {
    level: 'info',
    fatal: at('fatal'),
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
    trace: at('trace'),
    silent: () => undefined,
    child: () => log,
  };
  return { lines, log: log as unknown as FastifyBaseLogger };
}

const mailTo = (to: string): MailMessage => ({ to, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' });

/** The replay of docs/operations.md "Mail outbox": failed mail is queued again with fresh retries. */
const REPLAY_FAILED = sql.raw(`
  update pgboss.job
  set state = 'retry', retry_count = 0, started_on = null, start_after = now(), completed_on = null,
      keep_until = now() + interval '14 days'
  where name = 'mail' and state = 'failed'`);

interface JobRow {
  state: string;
  retry_count: number;
  retry_limit: number;
  due_in_seconds: number;
  output: { message?: string } | null;
}

describe('the mail outbox', () => {
  let t: TestApp;
  let sink: SmtpSink;
  const outboxes: MailOutbox[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    for (const outbox of outboxes) await outbox.stop();
    await t?.close();
    await sink?.stop();
  });

  async function startOutbox(options: Partial<MailOutboxOptions>): Promise<MailOutbox> {
    const outbox = new MailOutbox({
      database: t.database,
      mailer: smtpMailer(sink.url, t.config.mailFrom),
      compose: async (job) => mailTo(job.kind === 'password-reset' ? job.email : 'shopper@kirana.test'),
      log: capturedLog().log,
      worker: false,
      ...options,
    });
    outboxes.push(outbox);
    await outbox.start();
    return outbox;
  }

  const jobsTo = (email: string) =>
    queryRows<JobRow>(
      t.db,
      sql`select state, retry_count, retry_limit, output,
            extract(epoch from start_after - now())::float8 as due_in_seconds
          from pgboss.job where name = ${MAIL_QUEUE} and data->>'email' = ${email}`,
    );

  it('holds a job queued in a transaction only if that transaction commits', async () => {
    const { outbox } = t.app.deps;
    await expect(
      t.db.transaction(async (tx) => {
        await outbox.enqueue(tx, { kind: 'password-reset', email: 'rolled-back@kirana.test' });
        throw new Error('the order failed after its mail was queued');
      }),
    ).rejects.toThrow('the order failed');
    expect(await outbox.depth()).toBe(0);
    expect(await jobsTo('rolled-back@kirana.test')).toEqual([]);

    await t.db.transaction((tx) =>
      outbox.enqueue(tx, { kind: 'password-reset', email: 'committed@kirana.test' }),
    );
    expect(await outbox.depth()).toBe(1);
    expect(await t.deliverMail()).toEqual({ completed: 1, failed: 0 });
    expect(await outbox.depth()).toBe(0);
  });

  it('retries a mail that keeps failing with backoff, then keeps it as failed and logs an error', async () => {
    const { lines, log } = capturedLog();
    const outbox = await startOutbox({ log });
    const email = 'never-delivered@kirana.test';
    await sink.stop();

    await outbox.enqueue(t.db, { kind: 'password-reset', email });
    expect(await outbox.deliverDue()).toEqual({ completed: 0, failed: 1 });
    const [waiting] = await jobsTo(email);
    expect(waiting).toMatchObject({ state: 'retry', retry_count: 0, retry_limit: 9 });
    // The first retry comes 1–2 minutes later (pg-boss's jitter), not at once.
    expect(waiting!.due_in_seconds).toBeGreaterThan(50);
    expect(waiting!.due_in_seconds).toBeLessThan(125);
    expect(await outbox.depth()).toBe(1);
    expect(await outbox.deliverDue()).toEqual({ completed: 0, failed: 0 });

    // Every retry, now rather than over the next hours.
    expect(await outbox.deliverDue({ ignoreBackoff: true })).toEqual({ completed: 0, failed: 9 });
    expect(await outbox.depth()).toBe(0);
    const [dead] = await jobsTo(email);
    expect(dead).toMatchObject({ state: 'failed', retry_count: 9 });
    expect(dead!.output?.message).toMatch(/ECONNREFUSED/);
    expect(lines.filter((line) => line.level === 'warn')).toHaveLength(9);
    expect(lines.filter((line) => line.level === 'error')).toEqual([
      { level: 'error', msg: 'mail given up; kept in pgboss.job as failed' },
    ]);

    // Replayed once the mail server is back, it goes out.
    await sink.start();
    const received = sink.messages.length;
    await t.db.execute(REPLAY_FAILED);
    expect(await outbox.depth()).toBe(1);
    const [replayed] = await jobsTo(email);
    expect(replayed).toMatchObject({ state: 'retry', retry_count: 0 });
    expect(replayed!.due_in_seconds).toBeLessThanOrEqual(0);
    expect(await outbox.deliverDue()).toEqual({ completed: 1, failed: 0 });
    expect(sink.messages.slice(received).join('')).toMatch(/^To: never-delivered@kirana\.test/m);
    expect(await jobsTo(email)).toMatchObject([{ state: 'completed' }]);
  });

  it('delivers from a worker of its own as soon as mail is queued, and stops gracefully', async () => {
    let delivered!: (message: MailMessage) => void;
    const sent = new Promise<MailMessage>((resolve) => {
      delivered = resolve;
    });
    const outbox = await startOutbox({
      worker: true,
      mailer: { send: async (message) => delivered(message) },
    });
    await outbox.enqueue(t.db, { kind: 'password-reset', email: 'by-the-worker@kirana.test' });
    expect((await sent).to).toBe('by-the-worker@kirana.test');
    await outbox.stop();
    expect(await jobsTo('by-the-worker@kirana.test')).toMatchObject([{ state: 'completed' }]);
    expect(await outbox.depth()).toBe(0);
  });
});
