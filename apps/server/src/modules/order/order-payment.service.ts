import type { OrderDto } from '@kirana/shared/order';
import { toPaise } from '@kirana/shared/pricing';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/client';
import { countPayment } from '../../metrics/shop-counters';
import { retakeStock } from '../product/stock.service';
import { stockPlaceOf } from '../store/store.service';
import {
  expiredReservationIds,
  findOrder,
  findOrderIdBySession,
  lockOrder,
  type OrderRow,
  orderLines,
  updateOrderIf,
} from './order.repository';
import { markPaid, releaseReservation } from './order-lifecycle.service';
import { toOrderDtos } from './order-read.service';

/** What a payment provider reported about an order's checkout, as the order side needs it. */
export interface PaymentOutcome {
  outcome: 'completed' | 'released';
  /** The provider's event type: an async payment failure closes the order as 'payment_failed'. */
  type: string;
  amountPaise?: number;
  paymentId: string;
}

/**
 * How an order took a payment outcome: now paid, a payment to give back, its reservation released as
 * failed or expired, or nothing to do.
 */
export type PaymentResult = 'paid' | 'refund' | 'failed' | 'expired' | undefined;

export async function orderIdOfSession(db: Database, sessionId: string): Promise<string | undefined> {
  return findOrderIdBySession(db, sessionId);
}

/** The order of a checkout session, if it belongs to `userId`; anyone else gets nothing. */
export async function shoppersOrderOfSession(
  db: Database,
  sessionId: string,
  userId: string | undefined,
): Promise<OrderDto | undefined> {
  const id = userId && (await findOrderIdBySession(db, sessionId));
  const row = id ? await findOrder(db, id) : undefined;
  if (!row || row.userId !== userId) return undefined;
  const [order] = await toOrderDtos(db, [row]);
  return order;
}

/**
 * Applies a provider's outcome to the order, locked in the caller's transaction (which also records the
 * event, so replays are no-ops). A payment for an order that was closed meanwhile is kept only as a refund
 * owed ('refund'): it must never become a second order.
 */
export async function applyPaymentOutcome(
  tx: Transaction,
  orderId: string,
  payment: PaymentOutcome,
  log: FastifyBaseLogger,
): Promise<PaymentResult> {
  const order = await lockOrder(tx, orderId);
  if (!order) {
    log.warn({ orderId }, 'payment event for an unknown order');
    return undefined;
  }
  if (payment.outcome === 'released') {
    const failed = payment.type.endsWith('async_payment_failed');
    if (order.status !== 'pending_payment') return undefined;
    await releaseReservation(tx, order, failed ? 'payment_failed' : 'expired');
    return failed ? 'failed' : 'expired';
  }
  return completePayment(tx, order, payment, log);
}

async function completePayment(
  tx: Transaction,
  order: OrderRow,
  payment: PaymentOutcome,
  log: FastifyBaseLogger,
): Promise<PaymentResult> {
  // Already paid (or refunded), or not a card order at all: nothing more to do.
  if (order.paymentMethod !== 'CARD' || order.paymentStatus === 'paid' || order.paymentStatus === 'refunded')
    return undefined;
  if (payment.amountPaise !== toPaise(order.totalAmt)) {
    log.error(
      { orderId: order.id, amountPaise: payment.amountPaise },
      'amount paid differs from order total',
    );
    return undefined;
  }
  const { paymentId } = payment;
  if (order.status === 'pending_payment') {
    await markPaid(tx, order, paymentId);
    return 'paid';
  }
  if (order.status !== 'cancelled') return undefined;
  // Paid just after its reservation ran out (a late webhook): take the stock again if it is still there.
  if (order.cancelReason === 'expired') {
    const retaken = await tx
      .transaction(async (savepoint) =>
        retakeStock(
          savepoint,
          await stockPlaceOf(savepoint, order.storeId),
          await orderLines(savepoint, order.id),
        ),
      )
      .catch(() => false);
    if (retaken) {
      await markPaid(tx, order, paymentId);
      return 'paid';
    }
  }
  // Replaced by a newer checkout, cancelled by the shopper or an admin, or its stock sold meanwhile: keep
  // the payment as owed back (owesRefund) and refund it.
  await updateOrderIf(tx, order.id, 'cancelled', { paymentStatus: 'paid', paymentId });
  log.warn(
    { orderId: order.id, paymentId, cancelReason: order.cancelReason },
    'paid after the order was closed: refunding',
  );
  return 'refund';
}

/** The order as it is now, for the shopper whose browser came back from the provider. */
export async function orderAfterPayment(db: Database, orderId: string): Promise<OrderDto> {
  const [dto] = await toOrderDtos(db, [(await findOrder(db, orderId))!]);
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
  countPayment('expired', released);
  return released;
}
