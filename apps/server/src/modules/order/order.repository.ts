import { and, asc, count, desc, eq, inArray, isNotNull, lt, not } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderItems, orders, users } from '../../db/schema';
import { ABANDONED_ATTEMPT_REASONS } from './order-context';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;
export type OrderChanges = Partial<Omit<NewOrder, 'id' | 'userId' | 'orderNumber'>>;

/** An order's quantities by product, in product id order (the order rows are locked in). */
export function orderLines(tx: Executor, orderId: string) {
  return tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId));
}

export async function insertOrder(tx: Executor, order: NewOrder, items: readonly NewOrderItem[]) {
  const [row] = await tx.insert(orders).values(order).returning();
  const itemRows = await tx
    .insert(orderItems)
    .values(items.map((item) => ({ ...item, orderId: row!.id })))
    .returning();
  return { order: row!, items: itemRows };
}

export async function findOrder(db: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** The shopper's open card checkout (at most one: a unique index), locked. */
export async function lockOpenCheckout(tx: Executor, userId: string): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending_payment')))
    .for('update');
  return row;
}

/** The row lock serialises everything that moves one order: webhooks, the sweeper, admins, the shopper. */
export async function lockOrder(tx: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function findOrderIdBySession(db: Executor, sessionId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.checkoutSessionId, sessionId));
  return row?.id;
}

/** Undefined when the order is no longer in `from` (someone else moved it first). */
export async function updateOrderIf(
  tx: Executor,
  id: string,
  from: OrderRow['status'],
  changes: OrderChanges,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(orders.id, id), eq(orders.status, from)))
    .returning();
  return row;
}

export async function expiredReservationIds(db: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending_payment'), lt(orders.reservationExpiresAt, now)))
    .orderBy(asc(orders.reservationExpiresAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * A shopper's orders, without the card attempts that were closed unpaid as replaced, expired or failed
 * (a shopper's own cancel stays, as does every order that was paid).
 */
export function listOrdersOfShopper(db: Executor, userId: string): Promise<OrderRow[]> {
  const abandonedAttempt = and(
    eq(orders.paymentMethod, 'CARD'),
    eq(orders.status, 'cancelled'),
    eq(orders.paymentStatus, 'failed'),
    // Not null first: `null in (...)` is null, and NOT null would drop the row.
    isNotNull(orders.cancelReason),
    inArray(orders.cancelReason, [...ABANDONED_ATTEMPT_REASONS]),
  );
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), not(abandonedAttempt!)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** Cancelled card orders still holding the shopper's money, oldest first (a partial index keeps this cheap). */
export async function ordersOwingRefund(db: Executor, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.status, 'cancelled'), eq(orders.paymentStatus, 'paid'), eq(orders.paymentMethod, 'CARD')),
    )
    .orderBy(asc(orders.updatedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function pageOrders(
  db: Executor,
  filter: { status?: OrderRow['status']; page: number; limit: number },
) {
  const where = filter.status ? eq(orders.status, filter.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ value: count() }).from(orders).where(where),
  ]);
  return { rows, totalCount: total?.value ?? 0 };
}

export async function loadOrderItems(
  db: Executor,
  orderIds: readonly string[],
): Promise<Map<string, OrderItemRow[]>> {
  const byOrder = new Map<string, OrderItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.name), asc(orderItems.id));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

export async function findUserContact(db: Executor, userId: string) {
  const [row] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Riders' names and phones, by id. */
export async function loadRiders(db: Executor, ids: readonly string[]) {
  const found = new Map<string, { _id: string; name: string; mobile: string | null }>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({ _id: users.id, name: users.name, mobile: users.mobile })
    .from(users)
    .where(inArray(users.id, [...ids]));
  for (const row of rows) found.set(row._id, row);
  return found;
}

/** A store's orders in the given statuses, oldest first (the board's queue). */
export function listOrdersOfStore(
  db: Executor,
  storeId: string,
  statuses: readonly OrderRow['status'][],
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, storeId), inArray(orders.status, [...statuses])))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

/** A rider's orders still on the way, oldest first. */
export function listOrdersOfRider(
  db: Executor,
  riderId: string,
  statuses: readonly OrderRow['status'][],
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.riderId, riderId), inArray(orders.status, [...statuses])))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

/** Takes one product's line out of an order; returns the lines left. */
export async function deleteOrderLine(tx: Executor, orderId: string, productId: string) {
  await tx
    .delete(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, productId)));
  return tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
}
