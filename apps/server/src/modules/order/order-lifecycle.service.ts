import { canTransition, type OrderDto, type OrderStatus, shopperCancellable } from '@kirana/shared/order';
import type { Executor, Transaction } from '../../db/client';
import { isId } from '../../db/ids';
import { conflict, notFound } from '../../http/http-error';
import type { AuthUser } from '../../plugins/auth';
import {
  deleteCartLines,
  loadOrderItems,
  lockOrder,
  type OrderChanges,
  type OrderRow,
  returnStock,
  updateOrderIf,
} from './order.repository';
import type { OrderContext } from './order-context';
import { toOrderDtos } from './order-dto';

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
  if (to === 'cancelled') await returnStock(tx, order.id);
  return row;
}

/** A card order whose session expired, failed or was abandoned: its stock goes back on the shelf. */
export function releaseReservation(tx: Executor, order: OrderRow): Promise<OrderRow> {
  return changeStatus(tx, order, 'cancelled', { paymentStatus: 'failed', reservationExpiresAt: null });
}

/** The one place a card order becomes paid, whichever way the news arrives (webhook or hosted page). */
export async function markPaid(tx: Executor, order: OrderRow, paymentId: string): Promise<OrderRow> {
  const row = await changeStatus(tx, order, 'placed', {
    paymentStatus: 'paid',
    paymentId,
    reservationExpiresAt: null,
  });
  const items = await loadOrderItems(tx, [order.id]);
  await deleteCartLines(
    tx,
    order.userId,
    (items.get(order.id) ?? []).map((item) => item.productId),
  );
  return row;
}

function cancelChanges(order: OrderRow): OrderChanges {
  return order.status === 'pending_payment' ? { paymentStatus: 'failed', reservationExpiresAt: null } : {};
}

async function withLockedOrder(
  ctx: OrderContext,
  id: string,
  visible: (order: OrderRow) => boolean,
  move: (tx: Transaction, order: OrderRow) => Promise<OrderRow>,
): Promise<OrderDto> {
  const row = await ctx.db.transaction(async (tx) => {
    const order = isId(id) ? await lockOrder(tx, id) : undefined;
    if (!order || !visible(order)) throw notFound('Order not found');
    return move(tx, order);
  });
  const [dto] = await toOrderDtos(ctx.db, [row]);
  return dto!;
}

/** A shopper may cancel their own order until it is packed; the stock is returned. */
export function cancelOrder(ctx: OrderContext, user: AuthUser, id: string): Promise<OrderDto> {
  return withLockedOrder(
    ctx,
    id,
    (order) => order.userId === user.id,
    async (tx, order) => {
      if (!shopperCancellable.includes(order.status)) {
        throw conflict(`This order is already ${statusLabel(order.status)} and can no longer be cancelled`);
      }
      return changeStatus(tx, order, 'cancelled', cancelChanges(order));
    },
  );
}

/** Admins move orders along the lifecycle; a delivered cash order has been paid. */
export function setOrderStatus(ctx: OrderContext, id: string, to: OrderStatus): Promise<OrderDto> {
  return withLockedOrder(
    ctx,
    id,
    () => true,
    async (tx, order) => {
      if (!canTransition(order.status, to)) {
        throw conflict(`An order that is ${statusLabel(order.status)} cannot be moved to ${statusLabel(to)}`);
      }
      const changes: OrderChanges =
        to === 'cancelled'
          ? cancelChanges(order)
          : to === 'delivered' && order.paymentMethod === 'COD'
            ? { paymentStatus: 'paid' }
            : {};
      const row = await changeStatus(tx, order, to, changes);
      if (to === 'out_for_delivery')
        await ctx.outbox.enqueue(tx, { kind: 'out-for-delivery', orderId: row.id });
      return row;
    },
  );
}
