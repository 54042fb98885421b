import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { MailOutbox } from '../../mail/mail-outbox';

/** What the order services need from the app: the database, the mail outbox and a logger. */
export interface OrderContext {
  db: Database;
  outbox: Pick<MailOutbox, 'enqueue'>;
  log: FastifyBaseLogger;
}
