import type { MailMessage } from '../adapters/mail';
import type { Database } from '../db/client';
import { orderMail } from '../modules/order/order-mail';
import { emailChangedMail } from '../modules/user/email-changed-mail';
import { passwordResetMail } from '../modules/user/password-reset.service';
import type { Secrets } from '../secrets';
import type { MailJob } from './mail-job';

/** Every mail the store sends, made from its job when the outbox delivers it. */
export function mailComposer(db: Database, secrets: Secrets) {
  return async (job: MailJob): Promise<MailMessage | undefined> => {
    switch (job.kind) {
      case 'password-reset':
        return passwordResetMail(db, secrets, job.email);
      case 'order-placed':
      case 'out-for-delivery':
        return orderMail(db, job.kind, job.orderId);
      case 'email-changed':
        return emailChangedMail(db, job.userId, job.previousEmail);
      default:
        // A job written by hand (a replay) with a kind this version does not know: failed, so it shows.
        throw new Error(`Unknown mail job kind: ${(job as { kind?: unknown }).kind}`);
    }
  };
}
