import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Mailer, MailMessage } from '../src/adapters/mail';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import type { DeliveryReport } from '../src/mail/mail-outbox';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  db: DatabaseHandle['db'];
  config: Config;
  /** Every mail delivered (deliverMail), newest last. */
  mails: MailMessage[];
  /**
   * Runs the mail worker until nothing due is left; `ignoreBackoff` also retries failed mail at once
   * (until it is sent or given up). Mail is only delivered here: tests never wait on a clock.
   */
  deliverMail(options?: { ignoreBackoff?: boolean }): Promise<DeliveryReport>;
  close(): Promise<void>;
}

/** A real Fastify app on a fresh migrated database of its own; call once per test file (beforeAll). */
export async function buildTestApp(
  env: Record<string, string> = {},
  /** `database`: share another test app's database (a second server process on the same data). */
  options: { webDir?: string; database?: DatabaseHandle } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kirana-app-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    NODE_ENV: 'test',
    ...env,
  });
  const database = options.database ?? (await openTestDatabase());
  const mails: MailMessage[] = [];
  const mailer: Mailer = { send: async (message) => void mails.push(message) };
  const app = await buildApp({
    config,
    database,
    mailer,
    mailWorker: false,
    secrets: {
      jwtAccessSecret: 'test-access-secret-0123456789abcdef',
      jwtRefreshSecret: 'test-refresh-secret-0123456789abcdef',
    },
    webDir: options.webDir ?? path.join(dataDir, 'no-web'),
  });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    mails,
    deliverMail: (deliverOptions) => app.deps.outbox.deliverDue(deliverOptions),
    async close() {
      await app.close();
      if (!options.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
