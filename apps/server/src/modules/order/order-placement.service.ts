import { quantityProblem } from '@kirana/shared/cart-limits';
import type { OrderDto, PlaceOrderBody } from '@kirana/shared/order';
import type { Transaction } from '../../db/client';
import { lockUserRow } from '../../db/user-lock.repository';
import { unprocessable } from '../../http/http-error';
import { ordersPlaced } from '../../metrics/shop-counters';
import type { AuthUser } from '../../plugins/auth';
import { takeCart } from '../cart/cart.service';
import { takeStock } from '../product/stock.service';
import { stockPlace, storeForDelivery } from '../store/store.service';
import { insertOrder, lockOpenCheckout, type OrderRow } from './order.repository';
import type { OrderContext } from './order-context';
import { toOrderDto } from './order-dto';
import { releaseReservation } from './order-lifecycle.service';
import { newOrderNumber } from './order-number';
import { type PricedCart, priceCart } from './order-pricing';
import { expireSessionQuietly } from './order-refund.service';

/** Stripe sessions live at least 30 minutes; the reservation ends with the session, a minute of margin later. */
export const RESERVATION_MS = 31 * 60 * 1000;

/**
 * Takes the stock of a priced cart with conditional decrements and inserts the order, in the caller's
 * transaction: concurrent orders can never oversell.
 */
export async function insertPricedOrder(
  ctx: OrderContext,
  tx: Transaction,
  user: AuthUser,
  priced: PricedCart,
  method: 'COD' | 'CARD',
  now: Date,
) {
  // The store is chosen by the delivery address and kept: editing the address later never moves the order.
  const { store, etaMinutes } = await storeForDelivery(ctx, tx, priced.address, now);
  const short = await takeStock(tx, stockPlace(store), priced.items);
  if (short) {
    const { line, left } = short;
    throw unprocessable(quantityProblem({ name: line.name, stock: left }, line.quantity)!);
  }
  const status = method === 'COD' ? 'placed' : 'pending_payment';
  return insertOrder(
    tx,
    {
      orderNumber: newOrderNumber(now),
      userId: user.id,
      status,
      paymentMethod: method,
      paymentStatus: 'pending',
      reservationExpiresAt: method === 'CARD' ? new Date(now.getTime() + RESERVATION_MS) : null,
      deliveryAddress: priced.address,
      subTotalAmt: priced.totals.grandTotal,
      totalAmt: priced.totals.grandTotal,
      statusHistory: [{ status, at: now.toISOString() }],
      storeId: store.id,
      etaMinutes,
      promisedAt: etaMinutes === null ? null : new Date(now.getTime() + etaMinutes * 60_000),
    },
    priced.items,
  );
}

/**
 * Cash on delivery: placed at once, payment pending until delivered; the cart is emptied in the same
 * transaction. An open card checkout is released in it too: it was for this cart (or an older one), and
 * would otherwise hold the same stock a second time.
 */
export async function placeCodOrder(
  ctx: OrderContext,
  user: AuthUser,
  body: PlaceOrderBody,
): Promise<OrderDto> {
  const { order, items, released } = await ctx.db.transaction(async (tx) => {
    // The same lock order as a card checkout (user, open checkout, cart), so the two never deadlock.
    await lockUserRow(tx, user.id);
    const open: OrderRow | undefined = await lockOpenCheckout(tx, user.id);
    const priced = await priceCart(tx, user, body, await takeCart(tx, user.id));
    if (open) await releaseReservation(tx, open, 'replaced');
    const placed = await insertPricedOrder(ctx, tx, user, priced, 'COD', new Date());
    await ctx.outbox.enqueue(tx, { kind: 'order-placed', orderId: placed.order.id });
    return { ...placed, released: open };
  });
  ordersPlaced.inc({ payment_method: 'COD' });
  if (released?.checkoutSessionId) await expireSessionQuietly(ctx, released.checkoutSessionId);
  return toOrderDto(order, items);
}
