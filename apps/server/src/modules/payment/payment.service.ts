import { toPaise } from '@kirana/shared/pricing';
import type { FastifyBaseLogger } from 'fastify';
import {
  InvalidSignatureError,
  type PaymentEvent,
  type PaymentProvider,
} from '../../adapters/payments/payment-provider';
import type { Database, Transaction } from '../../db/client';
import { badRequest, notFound } from '../../http/http-error';
import type { MailOutbox } from '../../mail/mail-outbox';
import type { AuthUser } from '../../plugins/auth';
import {
  expiredReservationIds,
  findOrder,
  findOrderIdBySession,
  lockOrder,
  type OrderRow,
  retakeStock,
  updateOrderIf,
} from '../order/order.repository';
import { toOrderDtos } from '../order/order-dto';
import { markPaid, releaseReservation } from '../order/order-lifecycle.service';
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
    event.orderId ?? (event.sessionId ? await findOrderIdBySession(ctx.db, event.sessionId) : undefined);
  const refundDue = await ctx.db.transaction(async (tx) => {
    if (!(await recordEvent(tx, event, orderId)) || event.outcome === 'ignored' || !orderId) return false;
    const order = await lockOrder(tx, orderId);
    if (!order) {
      ctx.log.warn({ eventId: event.id, orderId }, 'payment event for an unknown order');
      return false;
    }
    if (event.outcome === 'released') {
      const reason = event.type.endsWith('async_payment_failed') ? 'payment_failed' : 'expired';
      if (order.status === 'pending_payment') await releaseReservation(tx, order, reason);
      return false;
    }
    const outcome = await completePayment(ctx, tx, order, event);
    if (outcome === 'paid') await ctx.outbox.enqueue(tx, { kind: 'order-placed', orderId: order.id });
    return outcome === 'refund';
  });
  if (refundDue && orderId) await refundOrder(ctx, orderId);
}

async function completePayment(
  ctx: PaymentContext,
  tx: Transaction,
  order: OrderRow,
  event: PaymentEvent,
): Promise<'paid' | 'refund' | undefined> {
  // Already paid (or refunded), or not a card order at all: nothing more to do.
  if (order.paymentMethod !== 'CARD' || order.paymentStatus === 'paid' || order.paymentStatus === 'refunded')
    return undefined;
  if (event.amountPaise !== toPaise(order.totalAmt)) {
    ctx.log.error(
      { orderId: order.id, eventId: event.id, amountPaise: event.amountPaise },
      'amount paid differs from order total',
    );
    return undefined;
  }
  const paymentId = event.paymentId ?? event.id;
  if (order.status === 'pending_payment') {
    await markPaid(tx, order, paymentId);
    return 'paid';
  }
  if (order.status !== 'cancelled') return undefined;
  // Paid just after its reservation ran out (a late webhook): take the stock again if it is still there.
  if (order.cancelReason === 'expired') {
    const retaken = await tx.transaction((savepoint) => retakeStock(savepoint, order.id)).catch(() => false);
    if (retaken) {
      await markPaid(tx, order, paymentId);
      return 'paid';
    }
  }
  // Replaced by a newer checkout, cancelled by the shopper or an admin, or its stock sold meanwhile: it must
  // never become a second order. Keep the payment as owed back (owesRefund) and refund it.
  await updateOrderIf(tx, order.id, 'cancelled', { paymentStatus: 'paid', paymentId });
  ctx.log.warn(
    { orderId: order.id, paymentId, cancelReason: order.cancelReason },
    'paid after the order was closed: refunding',
  );
  return 'refund';
}

/** The shopper's browser is back from the hosted page: ask the provider, then take the webhook's path. */
export async function confirmCheckout(ctx: PaymentContext, user: AuthUser, sessionId: string) {
  const orderId = await findOrderIdBySession(ctx.db, sessionId);
  const order = orderId ? await findOrder(ctx.db, orderId) : undefined;
  if (!order || order.userId !== user.id) throw notFound('Checkout session not found');
  // Still unpaid as far as we know (open, or closed before its payment was heard of): ask the provider.
  if (order.paymentStatus === 'pending' || order.paymentStatus === 'failed') {
    const event = await ctx.payments?.retrieveOutcome(sessionId);
    if (event) await handlePaymentEvent(ctx, event);
  }
  const [dto] = await toOrderDtos(ctx.db, [(await findOrder(ctx.db, order.id))!]);
  return dto!;
}

/** Releases card reservations whose time is up ('expired'); the sweeper runs it, tests call it directly. */
export async function releaseExpiredReservations(ctx: { db: Database }, now = new Date()): Promise<number> {
  let released = 0;
  for (const id of await expiredReservationIds(ctx.db, now, 100)) {
    await ctx.db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      if (
        order?.status !== 'pending_payment' ||
        !order.reservationExpiresAt ||
        order.reservationExpiresAt >= now
      )
        return;
      await releaseReservation(tx, order, 'expired');
      released += 1;
    });
  }
  return released;
}
