import type { AddressFields } from '@kirana/shared/address';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { addresses } from '../../db/schema';

export type AddressRow = typeof addresses.$inferSelect;

const toColumns = (fields: Partial<AddressFields>) => ({
  addressLine: fields.address_line,
  city: fields.city,
  state: fields.state,
  country: fields.country,
  pincode: fields.pincode,
  mobile: fields.mobile,
});

export async function insertAddress(
  db: Executor,
  userId: string,
  fields: AddressFields,
): Promise<AddressRow> {
  const { address_line: addressLine, ...rest } = fields;
  const [row] = await db
    .insert(addresses)
    .values({ userId, addressLine, ...rest })
    .returning();
  return row!;
}

/** How many addresses the user has, and how many of them are active. */
export async function countAddresses(
  db: Executor,
  userId: string,
): Promise<{ total: number; active: number }> {
  const [row] = await db
    .select({ total: count(), active: count(sql`case when ${addresses.status} then 1 end`) })
    .from(addresses)
    .where(eq(addresses.userId, userId));
  return row ?? { total: 0, active: 0 };
}

export function listAddresses(db: Executor, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.createdAt), asc(addresses.id));
}

export async function findOwnedAddress(
  db: Executor,
  userId: string,
  id: string,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row;
}

/** Undefined when the address is not the caller's; drizzle leaves out the fields that are undefined. */
export async function updateOwnedAddress(
  db: Executor,
  userId: string,
  id: string,
  changes: Partial<AddressFields> & { status?: boolean },
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set({ ...toColumns(changes), status: changes.status, updatedAt: new Date() })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row;
}
