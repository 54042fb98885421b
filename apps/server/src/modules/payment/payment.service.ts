import type { FastifyBaseLogger } from 'fastify';
import {
  InvalidSignatureError,
  type PaymentEvent,
  type PaymentProvider,
} from '../../adapters/payments/payment-provider';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../http/http-error';
import type { MailOutbox } from '../../mail/mail-outbox';
import { countPayment, ordersPlaced } from '../../metrics/shop-counters';
import type { AuthUser } from '../../plugins/auth';
import {
  applyPaymentOutcome,
  orderAfterPayment,
  orderIdOfSession,
  shoppersOrderOfSession,
} from '../order/order-payment.service';
import { refundOrder } from '../order/order-refund.service';
import { recordEvent } from './payment.repository';

export interface PaymentContext {
  db: Database;
  payments: PaymentProvider | undefined;
  outbox: Pick<MailOutbox, 'enqueue'>;
  log: FastifyBaseLogger;
}

/** The webhook and the test provider's Pay and Cancel buttons all come through here. */
export async function receiveWebhook(
  ctx: PaymentContext,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<void> {
  let event: PaymentEvent;
  try {
    if (!ctx.payments) throw new InvalidSignatureError('Card payments are not configured');
    event = ctx.payments.parseWebhook(rawBody, headers);
  } catch (error) {
    if (error instanceof InvalidSignatureError || error instanceof SyntaxError) {
      ctx.log.warn({ reason: error.message }, 'payment webhook refused');
      throw badRequest('Invalid webhook signature');
    }
    throw error;
  }
  await handlePaymentEvent(ctx, event);
}

/**
 * Idempotent: the event id is recorded once and the order row is locked in the same transaction, so
 * replays, concurrent deliveries and the sweeper all converge on one outcome. A payment for an order that
 * was closed meanwhile is kept only as a refund owed, given back after the transaction.
 */
export async function handlePaymentEvent(ctx: PaymentContext, event: PaymentEvent): Promise<void> {
  const orderId =
    event.orderId ?? (event.sessionId ? await orderIdOfSession(ctx.db, event.sessionId) : undefined);
  const result = await ctx.db.transaction(async (tx) => {
    if (!(await recordEvent(tx, event, orderId)) || event.outcome === 'ignored' || !orderId) return undefined;
    const applied = await applyPaymentOutcome(
      tx,
      orderId,
      { ...event, outcome: event.outcome, paymentId: event.paymentId ?? event.id },
      ctx.log.child({ eventId: event.id }),
    );
    if (applied === 'paid') await ctx.outbox.enqueue(tx, { kind: 'order-placed', orderId });
    return applied;
  });
  // Counted once committed: a replayed event records nothing and counts nothing.
  if (result) countPayment(result === 'refund' ? 'paid_after_close' : result);
  if (result === 'paid') ordersPlaced.inc({ payment_method: 'CARD' });
  if (result === 'refund' && orderId) await refundOrder(ctx, orderId);
}

/** The shopper's browser is back from the hosted page: ask the provider, then take the webhook's path. */
export async function confirmCheckout(ctx: PaymentContext, user: AuthUser, sessionId: string) {
  const order = await shoppersOrderOfSession(ctx.db, sessionId, user.id);
  if (!order) throw notFound('Checkout session not found');
  // Still unpaid as far as we know (open, or closed before its payment was heard of): ask the provider.
  if (order.payment_status === 'pending' || order.payment_status === 'failed') {
    const event = await ctx.payments?.retrieveOutcome(sessionId);
    if (event) await handlePaymentEvent(ctx, event);
  }
  return orderAfterPayment(ctx.db, order._id);
}
