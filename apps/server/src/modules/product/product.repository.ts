import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { IdPage, PageWindow } from '../../db/paging';
import { preparedSelect } from '../../db/prepared';
import {
  listingCounts,
  listingProducts,
  productCategories,
  productSubCategories,
  products,
} from '../../db/schema';

export type ProductValues = Pick<
  typeof products.$inferInsert,
  'name' | 'images' | 'unit' | 'stock' | 'price' | 'discount' | 'description' | 'moreDetails' | 'publish'
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

/** The price and discount of a product, locked until the transaction ends (an update merges with them). */
export async function lockProductPricing(
  tx: Executor,
  id: string,
): Promise<{ price: number; discount: number } | undefined> {
  const [row] = await tx
    .select({ price: products.price, discount: products.discount })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  return row;
}

export async function productExists(db: Executor, id: string): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  return rows.length > 0;
}

/** Shoppers' lists (home rows, listings) show published products only: a primary-key probe per link. */
const published = (link: string) =>
  sql.raw(`exists (select 1 from products p where p.id = ${link}.product_id and p.publish)`);

/** Newest first, as the link indexes (*_newest_idx) are built, so a page is an index range. */
const newestLinks = (link: string) =>
  sql.raw(`${link}.product_created_at desc nulls last, ${link}.product_id desc nulls last`);

const newestInCategory = preparedSelect<{ id: string }>(
  'newest_in_category',
  ['id'],
  sql`select pc.product_id as id from ${productCategories} pc
    where pc.category_id = ${sql.placeholder('categoryId')} and ${published('pc')}
    order by ${newestLinks('pc')}
    limit ${sql.placeholder('limit')}`,
);

/** The newest products of a category: the first rows of product_categories_newest_idx. */
export async function newestIdsInCategory(
  db: Executor,
  categoryId: string,
  limit: number,
): Promise<string[]> {
  const rows = await newestInCategory(db).execute({ categoryId, limit });
  return rows.map((row) => row.id);
}

const pageOfListing = preparedSelect<IdPage>(
  'listing_page',
  ['ids', 'total'],
  sql`select array(
      select lp.product_id from ${listingProducts} lp
      where lp.category_id = ${sql.placeholder('categoryId')}
        and lp.sub_category_id = ${sql.placeholder('subCategoryId')} and ${published('lp')}
      order by ${newestLinks('lp')}
      limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}
    ) as ids,
    greatest(coalesce((select lc.products from ${listingCounts} lc
      where lc.category_id = ${sql.placeholder('categoryId')}
        and lc.sub_category_id = ${sql.placeholder('subCategoryId')}), 0), 0) as total`,
);

/**
 * A page of the products in both a category and a sub category, newest first, with their count, in one
 * statement: one range of listing_products_newest_idx (the pairs the link triggers keep), so a page costs
 * the same however few of a shared sub category's products are in the category. The count is the one the
 * triggers keep (listing_counts), not a count of the listing's products.
 */
export async function idsInSubCategory(
  db: Executor,
  categoryId: string,
  subCategoryId: string,
  { limit, offset }: PageWindow,
): Promise<IdPage> {
  const [page] = await pageOfListing(db).execute({ categoryId, subCategoryId, limit, offset });
  return page ?? { ids: [], total: 0 };
}
