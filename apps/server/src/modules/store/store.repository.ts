import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders, stores } from '../../db/schema';

export type StoreRow = typeof stores.$inferSelect;
export type NewStore = Omit<typeof stores.$inferInsert, 'id' | 'isDefault' | 'createdAt' | 'updatedAt'>;

/** Orders a store still has to pack or hand over: the queue its delivery estimate grows with. */
export const OPEN_STATUSES = ['placed', 'confirmed', 'packed'] as const;

/**
 * Async, so callers get a promise that ran once: Drizzle's query is a thenable that runs again on each
 * `then`, and StoreDirectory hands one promise to every request for two seconds.
 */
export async function listStores(db: Executor): Promise<StoreRow[]> {
  return db.select().from(stores).orderBy(asc(stores.name), asc(stores.id));
}

export async function findStore(db: Executor, id: string): Promise<StoreRow | undefined> {
  const [row] = await db.select().from(stores).where(eq(stores.id, id));
  return row;
}

export async function findStoreByCode(db: Executor, code: string): Promise<StoreRow | undefined> {
  const [row] = await db.select().from(stores).where(eq(stores.code, code));
  return row;
}

/**
 * The store an order is being placed at, share-locked: a pause (an update of the row) waits for the orders
 * already being placed, and every order after it sees the store paused.
 */
export async function lockStoreForOrder(tx: Executor, id: string): Promise<StoreRow | undefined> {
  const [row] = await tx.select().from(stores).where(eq(stores.id, id)).for('share');
  return row;
}

export async function insertStore(db: Executor, store: NewStore): Promise<StoreRow> {
  const [row] = await db.insert(stores).values(store).returning();
  return row!;
}

export async function updateStore(
  db: Executor,
  id: string,
  changes: Partial<NewStore>,
): Promise<StoreRow | undefined> {
  const [row] = await db.update(stores).set(changes).where(eq(stores.id, id)).returning();
  return row;
}

export async function deleteStore(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(stores).where(eq(stores.id, id)).returning({ id: stores.id });
  return rows.length > 0;
}

export async function countOrdersOfStore(db: Executor, id: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(orders).where(eq(orders.storeId, id));
  return row?.value ?? 0;
}

export async function countOpenOrders(db: Executor, id: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(orders)
    .where(and(eq(orders.storeId, id), inArray(orders.status, [...OPEN_STATUSES])));
  return row?.value ?? 0;
}

export async function updateDefaultStore(db: Executor, changes: Partial<NewStore>): Promise<void> {
  await db.update(stores).set(changes).where(eq(stores.isDefault, true));
}
