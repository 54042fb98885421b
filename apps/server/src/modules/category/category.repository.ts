import { asc, eq, inArray, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { categories, productCategories, subCategoryCategories } from '../../db/schema';

export type CategoryRow = typeof categories.$inferSelect;
export type CategoryValues = Pick<CategoryRow, 'name' | 'image'>;

export const listCategories = (db: Executor): Promise<CategoryRow[]> =>
  db.select().from(categories).orderBy(asc(categories.name), asc(categories.id));

export async function insertCategory(db: Executor, values: CategoryValues): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values(values).returning();
  return row!;
}

export async function updateCategory(
  db: Executor,
  id: string,
  patch: Partial<CategoryValues>,
): Promise<CategoryRow | undefined> {
  const [row] = await db
    .update(categories)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(categories.id, id))
    .returning();
  return row;
}

/** Locks the row so no product or sub category can link to it until the transaction ends. */
export async function lockCategory(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, id))
    .for('update');
  return rows.length > 0;
}

export async function categoryUsage(
  db: Executor,
  id: string,
): Promise<{ subCategories: number; products: number }> {
  const [row] = await queryRows<{ sub_categories: number; products: number }>(
    db,
    sql`select
      (select count(*)::int from ${subCategoryCategories} where ${subCategoryCategories.categoryId} = ${id}) as sub_categories,
      (select count(*)::int from ${productCategories} where ${productCategories.categoryId} = ${id}) as products`,
  );
  return { subCategories: row?.sub_categories ?? 0, products: row?.products ?? 0 };
}

export async function deleteCategory(db: Executor, id: string): Promise<void> {
  await db.delete(categories).where(eq(categories.id, id));
}

/** Which of `ids` exist, for validating references. */
export async function existingCategoryIds(db: Executor, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}
