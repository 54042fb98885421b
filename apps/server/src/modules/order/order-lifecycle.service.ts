import { canTransition, type OrderDto, type OrderStatus, shopperCancellable } from '@kirana/shared/order';
import { cartTotals } from '@kirana/shared/pricing';
import type { Executor, Transaction } from '../../db/client';
import { isId } from '../../db/ids';
import { conflict, forbidden, notFound, unprocessable } from '../../http/http-error';
import type { AuthUser } from '../../plugins/auth';
import { removeOrderedLines } from '../cart/cart.service';
import { returnStock, setStock } from '../product/stock.service';
import { stockPlaceOf } from '../store/store.service';
import {
  deleteOrderLine,
  lockOrder,
  type OrderChanges,
  type OrderRow,
  orderLines,
  updateOrderIf,
} from './order.repository';
import type { CancelReason, OrderContext } from './order-context';
import { toOrderDtos } from './order-read.service';
import { expireSessionQuietly, owesRefund, refundOrder } from './order-refund.service';

const statusLabel = (status: OrderStatus) => status.replaceAll('_', ' ');

/**
 * Moves a locked order to `to`, appending to its history; a cancel puts the stock back. The update is
 * conditional on the status it was read in, so a concurrent move makes this one a 409, never a double.
 */
export async function changeStatus(
  tx: Executor,
  order: OrderRow,
  to: OrderStatus,
  changes: OrderChanges = {},
): Promise<OrderRow> {
  const at = new Date().toISOString();
  const row = await updateOrderIf(tx, order.id, order.status, {
    ...changes,
    status: to,
    statusHistory: [...order.statusHistory, { status: to, at }],
  });
  if (!row) throw conflict('The order changed meanwhile, please reload it');
  if (to === 'cancelled') {
    await returnStock(tx, await stockPlaceOf(tx, order.storeId), await orderLines(tx, order.id));
  }
  return row;
}

/** A card order that will not be paid (expired, failed, replaced): its stock goes back on the shelf. */
export function releaseReservation(tx: Executor, order: OrderRow, reason: CancelReason): Promise<OrderRow> {
  return changeStatus(tx, order, 'cancelled', {
    paymentStatus: 'failed',
    reservationExpiresAt: null,
    cancelReason: reason,
  });
}

/** The one place a card order becomes paid, whichever way the news arrives (webhook or hosted page). */
export async function markPaid(tx: Executor, order: OrderRow, paymentId: string): Promise<OrderRow> {
  const row = await changeStatus(tx, order, 'placed', {
    paymentStatus: 'paid',
    paymentId,
    reservationExpiresAt: null,
    cancelReason: null,
  });
  const lines = await orderLines(tx, order.id);
  await removeOrderedLines(
    tx,
    order.userId,
    lines.map((line) => line.productId),
  );
  return row;
}

/** A paid card order keeps payment_status 'paid' until its refund is recorded (order-refund.service.ts). */
function cancelChanges(order: OrderRow, reason: CancelReason): OrderChanges {
  return order.status === 'pending_payment'
    ? { paymentStatus: 'failed', reservationExpiresAt: null, cancelReason: reason }
    : { cancelReason: reason };
}

/**
 * The cancel's database part in one transaction; then, outside it, what involves the provider: the open
 * checkout of a pending order is ended, and a paid one is refunded (or left owing, for the sweeper).
 */
async function cancelAndSettle(
  ctx: OrderContext,
  id: string,
  check: (order: OrderRow) => void,
  reason: CancelReason,
): Promise<OrderRow> {
  const { before, row } = await ctx.db.transaction(async (tx) => {
    const order = isId(id) ? await lockOrder(tx, id) : undefined;
    if (!order) throw notFound('Order not found');
    check(order);
    return { before: order, row: await changeStatus(tx, order, 'cancelled', cancelChanges(order, reason)) };
  });
  if (before.status === 'pending_payment' && before.checkoutSessionId)
    await expireSessionQuietly(ctx, before.checkoutSessionId);
  return owesRefund(row) ? ((await refundOrder(ctx, row.id)) ?? row) : row;
}

async function toDto(ctx: OrderContext, row: OrderRow): Promise<OrderDto> {
  const [dto] = await toOrderDtos(ctx.db, [row]);
  return dto!;
}

/** A shopper may cancel their own order until it is packed; the stock is returned, a card payment refunded. */
export async function cancelOrder(
  ctx: OrderContext,
  user: AuthUser,
  id: string,
): Promise<{ order: OrderDto; message: string }> {
  const row = await cancelAndSettle(
    ctx,
    id,
    (order) => {
      if (order.userId !== user.id) throw notFound('Order not found');
      if (!shopperCancellable.includes(order.status)) {
        throw conflict(`This order is already ${statusLabel(order.status)} and can no longer be cancelled`);
      }
    },
    'shopper',
  );
  const message =
    row.paymentStatus === 'refunded'
      ? 'Order cancelled, your payment has been refunded'
      : owesRefund(row)
        ? 'Order cancelled, your refund will follow shortly'
        : 'Order cancelled';
  return { order: await toDto(ctx, row), message };
}

/** Who is moving an order, beyond an admin: store staff or the rider, each only to their own orders. */
export interface Mover {
  /** Whether this order is theirs to move; when not, it does not exist for them (a 404). */
  owns(order: OrderRow): boolean;
  /** Where they may move it (staff do not cancel; riders only pick up and deliver). */
  may?: readonly OrderStatus[];
}

/**
 * Moves an order along the lifecycle (admins, store staff, riders); a delivered cash order has been paid
 * (`cashCollected`, when a rider says how much); a cancel refunds a card. Invalid moves are 409s.
 */
export async function setOrderStatus(
  ctx: OrderContext,
  id: string,
  to: OrderStatus,
  mover?: Mover,
  cashCollected?: number,
): Promise<OrderDto> {
  const refuse = (order: OrderRow) => {
    if (mover && !mover.owns(order)) throw notFound('Order not found');
    if (mover?.may && !mover.may.includes(to)) throw forbidden('Do not have permission');
    if (!canTransition(order.status, to)) {
      throw conflict(`An order that is ${statusLabel(order.status)} cannot be moved to ${statusLabel(to)}`);
    }
  };
  if (to === 'cancelled') return toDto(ctx, await cancelAndSettle(ctx, id, refuse, 'admin'));
  const row = await ctx.db.transaction(async (tx: Transaction) => {
    const order = isId(id) ? await lockOrder(tx, id) : undefined;
    if (!order) throw notFound('Order not found');
    refuse(order);
    const changes: OrderChanges =
      to === 'delivered' && order.paymentMethod === 'COD'
        ? { paymentStatus: 'paid', cashCollected: cashCollected ?? order.totalAmt }
        : {};
    const moved = await changeStatus(tx, order, to, changes);
    if (to === 'out_for_delivery')
      await ctx.outbox.enqueue(tx, { kind: 'out-for-delivery', orderId: moved.id });
    return moved;
  });
  return toDto(ctx, row);
}

/**
 * Hands a packed order to a rider of its store (or takes it back, `riderId` null), before it leaves the
 * store. `isRider` says whether the user may ride for the order's store (asked inside the transaction: on
 * PGlite's one connection a query outside it would wait for it forever).
 */
export async function assignRider(
  ctx: OrderContext,
  id: string,
  riderId: string | null,
  mover: Mover,
  isRider: (tx: Executor, riderId: string, storeId: string) => Promise<boolean>,
): Promise<OrderDto> {
  const row = await ctx.db.transaction(async (tx: Transaction) => {
    const order = isId(id) ? await lockOrder(tx, id) : undefined;
    if (!order || !mover.owns(order)) throw notFound('Order not found');
    if (!['confirmed', 'packed'].includes(order.status)) {
      throw conflict(`An order that is ${statusLabel(order.status)} cannot be given to a rider`);
    }
    if (riderId && !(await isRider(tx, riderId, order.storeId))) {
      throw unprocessable('That rider does not ride for this store');
    }
    const moved = await updateOrderIf(tx, order.id, order.status, { riderId });
    if (!moved) throw conflict('The order changed meanwhile, please reload it');
    return moved;
  });
  return toDto(ctx, row);
}

/** Before it is packed, staff may find an item is not on the shelf after all. */
const STILL_PICKING: readonly OrderStatus[] = ['placed', 'confirmed'];

/**
 * An item the store does not have after all (docs/product-rules.md "Store operations"): its stock at the
 * store becomes 0, and the order loses the line, its totals repriced, so a cash order is simply paid less at
 * the door. A card order, or an order of that one line, is cancelled instead (the card refunded in full:
 * partial refunds are not taken yet), with the other lines' stock returned. One transaction.
 */
export async function dropUnavailableItem(
  ctx: OrderContext,
  id: string,
  productId: string,
  mover: Mover,
): Promise<{ order: OrderDto; cancelled: boolean }> {
  const result = await ctx.db.transaction(async (tx: Transaction) => {
    const order = isId(id) ? await lockOrder(tx, id) : undefined;
    if (!order || !mover.owns(order)) throw notFound('Order not found');
    if (!STILL_PICKING.includes(order.status)) {
      throw conflict(`An order that is ${statusLabel(order.status)} can no longer change its items`);
    }
    const lines = await orderLines(tx, order.id);
    if (!lines.some((line) => line.productId === productId)) throw notFound('That item is not in this order');
    const place = await stockPlaceOf(tx, order.storeId);
    if (order.paymentMethod === 'CARD' || lines.length === 1) {
      const row = await changeStatus(tx, order, 'cancelled', cancelChanges(order, 'unavailable'));
      await setStock(tx, place, [{ productId, stock: 0 }]);
      return { row, cancelled: true };
    }
    const left = await deleteOrderLine(tx, order.id, productId);
    const total = cartTotals(left).grandTotal;
    const row = await updateOrderIf(tx, order.id, order.status, { subTotalAmt: total, totalAmt: total });
    if (!row) throw conflict('The order changed meanwhile, please reload it');
    await setStock(tx, place, [{ productId, stock: 0 }]);
    return { row, cancelled: false };
  });
  const row = owesRefund(result.row) ? ((await refundOrder(ctx, result.row.id)) ?? result.row) : result.row;
  return { order: await toDto(ctx, row), cancelled: result.cancelled };
}
