import { and, asc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { addresses, cartItems, orders, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type UserPatch = Partial<
  Pick<UserRow, 'name' | 'email' | 'mobile' | 'avatar' | 'verifyEmail' | 'passwordHash' | 'role' | 'status'>
>;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function insertUser(
  db: Executor,
  values: Pick<UserRow, 'name' | 'email' | 'passwordHash'> & Partial<Pick<UserRow, 'role' | 'verifyEmail'>>,
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function findAnyAdminEmail(db: Executor): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.role, 'ADMIN')).limit(1);
  return row?.email;
}

export async function updateUser(db: Executor, id: string, patch: UserPatch): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  return row;
}

export async function recordLogin(db: Executor, id: string): Promise<void> {
  await db.update(users).set({ lastLoginDate: new Date() }).where(eq(users.id, id));
}

export async function isEmailTaken(db: Executor, email: string, exceptUserId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, exceptUserId)));
  return row !== undefined;
}

export interface UserLinks {
  addressIds: string[];
  cartItemIds: string[];
  orderIds: string[];
}

/** The ids the public user lists; indexed lookups, no rows of the linked data. */
export async function findUserLinks(db: Executor, userId: string): Promise<UserLinks> {
  const [addressRows, cartRows, orderRows] = await Promise.all([
    db
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(asc(addresses.createdAt)),
    db
      .select({ id: cartItems.id })
      .from(cartItems)
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.createdAt)),
    db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.createdAt)),
  ]);
  return {
    addressIds: addressRows.map((row) => row.id),
    cartItemIds: cartRows.map((row) => row.id),
    orderIds: orderRows.map((row) => row.id),
  };
}

/** PostgreSQL's unique_violation, whether the driver error arrives bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | undefined)?.code;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | undefined)?.cause) === '23505';
}
