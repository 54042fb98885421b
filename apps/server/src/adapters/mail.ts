import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends one message now: SMTP when SMTP_URL is set, otherwise the log (a local store needs no mail server).
 * Only the mail outbox's worker calls it (mail/mail-outbox.ts); requests queue mail instead.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Ends open connections (a pooled SMTP transport keeps some), so the process can exit. */
  close?(): void;
}

/**
 * Nodemailer waits up to 2 minutes to connect and 10 for a silent socket; the outbox worker sends one mail
 * at a time and takes back a delivery still running after 5 minutes, so a dead server must fail sooner.
 * Options in SMTP_URL's query take precedence, e.g. `?pool=true`: connections reused instead of one per mail.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

export function logMailer(log: FastifyBaseLogger): Mailer {
  return {
    async send({ to, subject, text }) {
      log.info({ mail: { to, subject, text } }, `mail to ${to}: ${subject}`);
    },
  };
}
