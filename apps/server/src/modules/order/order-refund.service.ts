import { toPaise } from '@kirana/shared/pricing';
import { countPayment } from '../../metrics/shop-counters';
import { findOrder, lockOrder, type OrderRow, ordersOwingRefund, updateOrderIf } from './order.repository';
import type { OrderContext } from './order-context';

type ProviderContext = Pick<OrderContext, 'db' | 'payments' | 'log'>;

/**
 * A cancelled card order whose payment is still with us. This state is the durable record of a refund owed
 * (docs/decisions/0005-card-refunds.md): the cancel commits it, the refund clears it, the sweeper retries it.
 */
export const owesRefund = (order: OrderRow): boolean =>
  order.paymentMethod === 'CARD' && order.status === 'cancelled' && order.paymentStatus === 'paid';

/**
 * Asks the provider for the order's refund (idempotent per order), then records it. No transaction is open
 * during the provider's call; a failure is logged and leaves the order owing, for the next sweep.
 */
export async function refundOrder(ctx: ProviderContext, orderId: string): Promise<OrderRow | undefined> {
  const order = await findOrder(ctx.db, orderId);
  if (!order || !owesRefund(order)) return order;
  const log = ctx.log.child({ orderId, paymentId: order.paymentId });
  if (!ctx.payments || !order.paymentId) {
    log.error('a cancelled card order owes a refund, but card payments are not configured');
    return order;
  }
  let refundId: string;
  try {
    ({ id: refundId } = await ctx.payments.refund({
      orderId,
      paymentId: order.paymentId,
      amountPaise: toPaise(order.totalAmt),
    }));
  } catch (error) {
    countPayment('refund_failed');
    log.error({ err: error }, 'refund failed; it will be retried');
    return order;
  }
  const row = await ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked || !owesRefund(locked)) return locked;
    return updateOrderIf(tx, orderId, 'cancelled', { paymentStatus: 'refunded', refundId });
  });
  if (row?.paymentStatus === 'refunded') countPayment('refunded');
  log.info({ refundId }, 'card payment refunded');
  return row;
}

/** Retries every refund still owed (the reservation sweeper calls it each minute); answers how many went through. */
export async function refundOwedOrders(ctx: ProviderContext, limit = 50): Promise<number> {
  let refunded = 0;
  for (const id of await ordersOwingRefund(ctx.db, limit)) {
    if ((await refundOrder(ctx, id))?.paymentStatus === 'refunded') refunded += 1;
  }
  return refunded;
}

/** Ends a checkout session that must no longer be paid; if that fails, a payment on it is refunded anyway. */
export async function expireSessionQuietly(ctx: ProviderContext, sessionId: string): Promise<void> {
  try {
    await ctx.payments?.expireCheckoutSession(sessionId);
  } catch (error) {
    ctx.log.warn({ err: error, sessionId }, 'could not expire a checkout session');
  }
}
