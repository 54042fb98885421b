/**
 * What a queued mail carries: the reason to write, never the message. The worker composes the mail when
 * it delivers it (mail/compose-mail.ts), so a password-reset job holds only the address (its code is made
 * and hashed at delivery), and an order's mail is rendered from the order as it is then.
 */
export type MailJob =
  | { kind: 'password-reset'; email: string }
  | { kind: 'order-placed'; orderId: string }
  | { kind: 'out-for-delivery'; orderId: string }
  /** To the address the account had before its email changed (the account now holds the new one). */
  | { kind: 'email-changed'; userId: string; previousEmail: string };
