import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Mailer, MailMessage } from '../adapters/mail';
import type { DatabaseHandle, Executor } from '../db/client';
import { bossExecutor, drizzleExecutor } from './boss-executor';
import type { MailJob } from './mail-job';

/** The pg-boss queue outgoing mail waits in (rows of pgboss.job with name 'mail'). */
export const MAIL_QUEUE = 'mail';

/**
 * Ten attempts: the first retry 1–2 minutes after a failure, each wait doubling (pg-boss adds up to 100%
 * jitter), the last 4–8.5 hours after the one before; a mail is given up 8.5–17 hours after it was queued.
 */
const MAIL_RETRY = { retryLimit: 9, retryDelay: 60, retryBackoff: true } as const;
/** A delivery still active after this long (its process died mid-send) is failed by pg-boss's maintenance, so retried. */
const EXPIRE_IN_SECONDS = 5 * 60;
/** Mail that failed for good stays in pgboss.job (state 'failed') this long, then pg-boss archives it. */
const KEEP_FAILED_SECONDS = 30 * 24 * 60 * 60;
/** A job queued inside a transaction is visible only once it commits: the worker also looks this often. */
const POLL_MS = 1000;

function newBoss(database: DatabaseHandle, supervise: boolean): PgBoss {
  return new PgBoss({
    db: bossExecutor(database),
    // No cron jobs here; maintenance (expiring stuck deliveries, archiving) runs where mail is delivered.
    schedule: false,
    supervise,
    archiveFailedAfterSeconds: KEEP_FAILED_SECONDS,
  });
}

/** pg-boss's schema (its own migrator, schema `pgboss`) and the mail queue with its retry policy; idempotent. */
async function ensureQueue(boss: PgBoss): Promise<void> {
  await boss.start();
  const policy = { ...MAIL_RETRY, expireInSeconds: EXPIRE_IN_SECONDS };
  await boss.createQueue(MAIL_QUEUE, { name: MAIL_QUEUE, ...policy });
  // An existing queue takes a changed policy too.
  await boss.updateQueue(MAIL_QUEUE, { name: MAIL_QUEUE, ...policy });
}

/** Once per start, beside the migrations (main.ts, the test template). */
export async function installMailOutbox(database: DatabaseHandle): Promise<void> {
  const boss = newBoss(database, false);
  await ensureQueue(boss);
  await boss.stop({ graceful: false });
}

export interface MailOutboxOptions {
  database: DatabaseHandle;
  mailer: Mailer;
  /** The message for a job, made at delivery; nothing when there is no one to write to any more. */
  compose: (job: MailJob) => Promise<MailMessage | undefined>;
  log: FastifyBaseLogger;
  /** A worker in this process delivers mail as it is queued (the server); tests call deliverDue instead. */
  worker: boolean;
}

export interface DeliveryReport {
  /** Jobs done: their mail sent, or nothing to send (an email without an account). */
  completed: number;
  /** Attempts that failed: retried later, or given up after the last one. */
  failed: number;
}

/**
 * Outgoing mail as jobs in PostgreSQL (pg-boss): queued in the caller's transaction, delivered by a worker
 * in every server process (pg-boss's `FOR UPDATE SKIP LOCKED` hands each job to one of them), retried with
 * backoff, and kept as 'failed' when it never goes through. docs/decisions/0006-mail-outbox.md.
 */
export class MailOutbox {
  private readonly boss: PgBoss;
  private loop?: Promise<void>;
  private stopping = false;
  private woken = false;
  private idle?: AbortController;

  constructor(private readonly options: MailOutboxOptions) {
    this.boss = newBoss(options.database, options.worker);
    this.boss.on('error', (error) => options.log.warn({ err: error }, 'mail outbox maintenance failed'));
  }

  async start(): Promise<void> {
    await ensureQueue(this.boss);
    if (this.options.worker) this.loop = this.work();
  }

  /** Lets the batch being delivered finish; the rest waits in the queue for the next start or another process. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.idle?.abort();
    await this.loop;
    await this.boss.stop({ graceful: false });
    this.options.mailer.close?.();
  }

  /** Queues a mail in `executor`'s transaction (or at once on the database): it exists iff that commits. */
  async enqueue(executor: Executor, job: MailJob): Promise<void> {
    const id = await this.boss.send(MAIL_QUEUE, job, { db: drizzleExecutor(executor) });
    if (!id) throw new Error(`The mail queue '${MAIL_QUEUE}' does not exist; installMailOutbox creates it`);
    this.wake();
  }

  /** Mail waiting to go out: queued, or failed and waiting for its next retry. */
  depth(): Promise<number> {
    return this.boss.getQueueSize(MAIL_QUEUE);
  }

  wake(): void {
    this.woken = true;
    this.idle?.abort();
  }

  /**
   * Delivers every job that is due until none is left (a failed one waits for its retry time, unless
   * `ignoreBackoff`, with which every queued job is tried again at once until it is sent or given up).
   * Throws when the queue cannot be updated (the database is away); the job is then retried after expiry.
   */
  async deliverDue({ ignoreBackoff = false } = {}): Promise<DeliveryReport> {
    const report: DeliveryReport = { completed: 0, failed: 0 };
    while (!this.stopping) {
      // One job at a time, oldest first: no job waits claimed behind another's slow SMTP server, and a
      // shopper's mails leave in the order they were queued.
      const [job] = await this.boss.fetch<MailJob>(MAIL_QUEUE, {
        includeMetadata: true,
        ignoreStartAfter: ignoreBackoff,
      });
      if (!job) break;
      report[(await this.deliver(job)) ? 'completed' : 'failed'] += 1;
    }
    return report;
  }

  private async deliver(job: PgBoss.JobWithMetadata<MailJob>): Promise<boolean> {
    // data may have been written by hand (a replay): nothing here may throw before the try.
    const about = { mailJob: job.id, kind: job.data?.kind, attempt: job.retryCount + 1 };
    try {
      const message = await this.options.compose(job.data);
      if (message) await this.options.mailer.send(message);
    } catch (error) {
      // Only the message is kept with the job: an error object may carry more than an operator needs.
      await this.boss.fail(MAIL_QUEUE, job.id, {
        message: error instanceof Error ? error.message : String(error),
      });
      if (job.retryCount >= job.retryLimit) {
        this.options.log.error({ ...about, err: error }, 'mail given up; kept in pgboss.job as failed');
      } else {
        this.options.log.warn({ ...about, err: error }, 'mail not sent; it will be retried');
      }
      return false;
    }
    await this.boss.complete(MAIL_QUEUE, job.id);
    return true;
  }

  /**
   * pg-boss's own work() does not await completing a job, so a database drop at that moment would be an
   * unhandled rejection; this loop awaits every step and outlives outages (fetch answers nothing meanwhile).
   */
  private async work(): Promise<void> {
    let failing = false;
    while (!this.stopping) {
      this.woken = false;
      try {
        await this.deliverDue();
        if (failing) this.options.log.info('mail outbox reachable again');
        failing = false;
      } catch (error) {
        if (!failing) this.options.log.warn({ err: error }, 'mail outbox unreachable; trying again');
        failing = true;
      }
      if (!this.stopping && !this.woken) await this.sleep(POLL_MS);
    }
  }

  private async sleep(ms: number): Promise<void> {
    this.idle = new AbortController();
    await sleep(ms, undefined, { signal: this.idle.signal, ref: false }).catch(() => undefined);
    this.idle = undefined;
  }
}
