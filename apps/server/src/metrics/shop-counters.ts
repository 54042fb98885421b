import { Counter } from 'prom-client';

/**
 * What the shop's services count, wherever they run. Module-level so that a service needs nothing passed
 * in to count; registered in no registry here: the metrics plugin adds them to its own (plugins/metrics.ts).
 * One app per process in production; tests that build several in a file compare before and after.
 */

export const ordersPlaced = new Counter({
  name: 'kirana_orders_placed_total',
  help: 'Orders placed: cash on delivery when ordered, card orders when their payment completes',
  labelNames: ['payment_method'] as const,
  registers: [],
});

/**
 * paid: a card payment completed its order; paid_after_close: a payment arrived for an order already
 * closed, so it is refunded; failed: the provider reported the payment failed; expired: a card checkout's
 * reservation ended unpaid; refunded / refund_failed: a refund's attempt (a failed one is retried).
 */
export type PaymentOutcome =
  | 'paid'
  | 'paid_after_close'
  | 'failed'
  | 'expired'
  | 'refunded'
  | 'refund_failed';

export const paymentOutcomes = new Counter({
  name: 'kirana_payment_outcomes_total',
  help: 'Card payment outcomes: paid, paid_after_close, failed, expired, refunded, refund_failed',
  labelNames: ['outcome'] as const,
  registers: [],
});

// Every series from the start, so that rate() and alerts see a 0 before the first event.
for (const method of ['COD', 'CARD']) ordersPlaced.inc({ payment_method: method }, 0);
for (const outcome of [
  'paid',
  'paid_after_close',
  'failed',
  'expired',
  'refunded',
  'refund_failed',
] satisfies PaymentOutcome[]) {
  paymentOutcomes.inc({ outcome }, 0);
}

export const countPayment = (outcome: PaymentOutcome, count = 1) => paymentOutcomes.inc({ outcome }, count);
