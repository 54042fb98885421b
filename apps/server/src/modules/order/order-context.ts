import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Database } from '../../db/client';
import type { MailOutbox } from '../../mail/mail-outbox';
import type { StoreContext } from '../store/store.service';

/** What the order services need; `payments` is undefined when the store takes no card payments. */
export interface OrderContext extends StoreContext {
  db: Database;
  outbox: Pick<MailOutbox, 'enqueue'>;
  payments: PaymentProvider | undefined;
  log: FastifyBaseLogger;
}

/**
 * Why a cancelled order ended (orders.cancel_reason). The last three close card attempts that were never
 * paid: a newer checkout (or a cash order) replaced it, its reservation ran out, or the provider reported
 * the payment failed.
 */
export type CancelReason = 'shopper' | 'admin' | 'replaced' | 'expired' | 'payment_failed' | 'unavailable';

/** Closed card attempts that were never orders in the shopper's eyes: My Orders leaves them out. */
export const ABANDONED_ATTEMPT_REASONS: readonly CancelReason[] = ['replaced', 'expired', 'payment_failed'];
