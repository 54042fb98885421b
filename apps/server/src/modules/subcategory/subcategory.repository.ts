import { asc, eq, inArray, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { categories, productSubCategories, subCategories, subCategoryCategories } from '../../db/schema';

export type SubCategoryRow = typeof subCategories.$inferSelect;
export type SubCategoryValues = Pick<SubCategoryRow, 'name' | 'image'>;

export const listSubCategories = (db: Executor): Promise<SubCategoryRow[]> =>
  db.select().from(subCategories).orderBy(asc(subCategories.name), asc(subCategories.id));

export async function insertSubCategory(db: Executor, values: SubCategoryValues): Promise<SubCategoryRow> {
  const [row] = await db.insert(subCategories).values(values).returning();
  return row!;
}

export async function updateSubCategory(
  db: Executor,
  id: string,
  patch: Partial<SubCategoryValues>,
): Promise<SubCategoryRow | undefined> {
  const [row] = await db
    .update(subCategories)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(subCategories.id, id))
    .returning();
  return row;
}

/** Replaces the parent categories, keeping the order they were given in. */
export async function setSubCategoryParents(
  db: Executor,
  id: string,
  categoryIds: readonly string[],
): Promise<void> {
  await db.delete(subCategoryCategories).where(eq(subCategoryCategories.subCategoryId, id));
  if (categoryIds.length === 0) return;
  await db
    .insert(subCategoryCategories)
    .values(categoryIds.map((categoryId, position) => ({ subCategoryId: id, categoryId, position })));
}

/** Locks the row so no product can link to it until the transaction ends. */
export async function lockSubCategory(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: subCategories.id })
    .from(subCategories)
    .where(eq(subCategories.id, id))
    .for('update');
  return rows.length > 0;
}

export async function countProductsInSubCategory(db: Executor, id: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${productSubCategories} where ${productSubCategories.subCategoryId} = ${id}`,
  );
  return row?.count ?? 0;
}

export async function deleteSubCategory(db: Executor, id: string): Promise<void> {
  await db.delete(subCategories).where(eq(subCategories.id, id));
}

export async function existingSubCategoryIds(db: Executor, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: subCategories.id })
    .from(subCategories)
    .where(inArray(subCategories.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/** The parent categories of each sub category, `{ _id, name, image }`, in the order they were linked. */
export function findParentLinks(db: Executor, subCategoryIds: readonly string[]) {
  return db
    .select({
      subCategoryId: subCategoryCategories.subCategoryId,
      _id: categories.id,
      name: categories.name,
      image: categories.image,
    })
    .from(subCategoryCategories)
    .innerJoin(categories, eq(categories.id, subCategoryCategories.categoryId))
    .where(inArray(subCategoryCategories.subCategoryId, [...new Set(subCategoryIds)]))
    .orderBy(asc(subCategoryCategories.position));
}
