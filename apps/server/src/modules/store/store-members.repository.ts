import type { UserRole } from '@kirana/shared/user';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { storeMembers, stores, users } from '../../db/schema';

/** The stores a staff member or rider works at. */
export async function memberStoreIds(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ storeId: storeMembers.storeId })
    .from(storeMembers)
    .where(eq(storeMembers.userId, userId));
  return rows.map((row) => row.storeId);
}

/** Whether the user has the role and works at the store. */
export async function isMemberAs(db: Executor, userId: string, role: UserRole, storeId: string) {
  const [row] = await db
    .select({ userId: storeMembers.userId })
    .from(storeMembers)
    .innerJoin(users, eq(users.id, storeMembers.userId))
    .where(and(eq(storeMembers.userId, userId), eq(storeMembers.storeId, storeId), eq(users.role, role)));
  return row !== undefined;
}

/** Everyone with a store role, with the stores they work at, by name. */
export async function listMembers(db: Executor) {
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      mobile: users.mobile,
      role: users.role,
      storeId: storeMembers.storeId,
      storeName: stores.name,
    })
    .from(users)
    .leftJoin(storeMembers, eq(storeMembers.userId, users.id))
    .leftJoin(stores, eq(stores.id, storeMembers.storeId))
    .where(inArray(users.role, ['STORE_STAFF', 'RIDER']))
    .orderBy(asc(users.name), asc(users.id), asc(stores.name));
  return rows;
}

/** The riders of a store, by name. */
export function ridersOfStore(db: Executor, storeId: string) {
  return db
    .select({ _id: users.id, name: users.name, mobile: users.mobile })
    .from(storeMembers)
    .innerJoin(users, eq(users.id, storeMembers.userId))
    .where(and(eq(storeMembers.storeId, storeId), eq(users.role, 'RIDER')))
    .orderBy(asc(users.name), asc(users.id));
}

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role, name: users.name })
    .from(users)
    .where(eq(users.email, email));
  return row;
}

/** Sets a user's store role and stores, replacing what they had, in the caller's transaction. */
export async function setMembership(
  tx: Executor,
  userId: string,
  role: UserRole,
  storeIds: readonly string[],
) {
  await tx.update(users).set({ role }).where(eq(users.id, userId));
  await tx.delete(storeMembers).where(eq(storeMembers.userId, userId));
  if (storeIds.length > 0) {
    await tx.insert(storeMembers).values(storeIds.map((storeId) => ({ userId, storeId })));
  }
}
