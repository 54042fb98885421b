import { and, eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { productCategories, productSubCategories, products } from '../../db/schema';
import { type IdPage, newestFirst, type PageWindow } from '../search/search.repository';

export type ProductValues = Pick<
  typeof products.$inferInsert,
  'name' | 'images' | 'unit' | 'stock' | 'price' | 'discount' | 'description' | 'moreDetails'
>;

export async function insertProduct(db: Executor, values: ProductValues): Promise<string> {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  return row!.id;
}

/** False when there is no such product. */
export async function updateProduct(
  db: Executor,
  id: string,
  patch: Partial<ProductValues>,
): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** Links go with it (cascade); order items keep their snapshot and no foreign key to it. */
export async function deleteProduct(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return rows.length > 0;
}

export async function setProductCategories(
  db: Executor,
  productId: string,
  categoryIds: readonly string[],
): Promise<void> {
  await db.delete(productCategories).where(eq(productCategories.productId, productId));
  if (categoryIds.length === 0) return;
  await db.insert(productCategories).values(categoryIds.map((categoryId) => ({ productId, categoryId })));
}

export async function setProductSubCategories(
  db: Executor,
  productId: string,
  subCategoryIds: readonly string[],
): Promise<void> {
  await db.delete(productSubCategories).where(eq(productSubCategories.productId, productId));
  if (subCategoryIds.length === 0) return;
  await db
    .insert(productSubCategories)
    .values(subCategoryIds.map((subCategoryId) => ({ productId, subCategoryId })));
}

export async function productExists(db: Executor, id: string): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  return rows.length > 0;
}

/**
 * The newest products of a category. Written as EXISTS so the planner may walk products_created_idx
 * and stop at `limit` (large categories) or start from product_categories_category_idx (small ones).
 */
export async function newestIdsInCategory(
  db: Executor,
  categoryId: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      sql`exists (select 1 from ${productCategories} pc where pc.product_id = ${products.id} and pc.category_id = ${categoryId})`,
    )
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** A page of the products in both a category and a sub category, newest first, with their count. */
export async function idsInSubCategory(
  db: Executor,
  categoryId: string,
  subCategoryId: string,
  { limit, offset }: PageWindow,
): Promise<IdPage> {
  const inBoth = and(
    sql`exists (select 1 from ${productSubCategories} ps where ps.product_id = ${products.id} and ps.sub_category_id = ${subCategoryId})`,
    sql`exists (select 1 from ${productCategories} pc where pc.product_id = ${products.id} and pc.category_id = ${categoryId})`,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(inBoth)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from ${products} where ${inBoth}`),
  ]);
  return { ids: rows.map((row) => row.id), total: counted?.total ?? 0 };
}
