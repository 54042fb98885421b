import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { PageWindow } from '../../db/paging';
import {
  asked,
  type ListedProductRow,
  type ProductRowPage,
  productPages,
} from '../../db/product-page.repository';
import {
  listingCounts,
  listingProducts,
  productCategories,
  productCounts,
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

/** What to delete and insert for a product's links to be `wanted`, given those it `held`. */
function linksChanged(held: readonly string[], wanted: readonly string[]) {
  const keep = new Set(wanted);
  const had = new Set(held);
  return { gone: held.filter((id) => !keep.has(id)), added: [...keep].filter((id) => !had.has(id)) };
}

/**
 * Sets a product's categories, writing only the links that change: every write to the links is a
 * catalogue change for every process (migration 0003's statement triggers, even one that changes no row),
 * and the admin's edit form sends the links with each edit, a price alone included (migration 0021).
 * Called after the product's row is updated in the same transaction, whose lock orders concurrent edits.
 */
export async function setProductCategories(
  db: Executor,
  productId: string,
  categoryIds: readonly string[],
): Promise<void> {
  const held = await db
    .select({ id: productCategories.categoryId })
    .from(productCategories)
    .where(eq(productCategories.productId, productId));
  const { gone, added } = linksChanged(
    held.map((link) => link.id),
    categoryIds,
  );
  if (gone.length > 0) {
    await db
      .delete(productCategories)
      .where(and(eq(productCategories.productId, productId), inArray(productCategories.categoryId, gone)));
  }
  if (added.length > 0) {
    await db.insert(productCategories).values(added.map((categoryId) => ({ productId, categoryId })));
  }
}

/** Sets a product's sub categories, writing only the links that change (as setProductCategories). */
export async function setProductSubCategories(
  db: Executor,
  productId: string,
  subCategoryIds: readonly string[],
): Promise<void> {
  const held = await db
    .select({ id: productSubCategories.subCategoryId })
    .from(productSubCategories)
    .where(eq(productSubCategories.productId, productId));
  const { gone, added } = linksChanged(
    held.map((link) => link.id),
    subCategoryIds,
  );
  if (gone.length > 0) {
    await db
      .delete(productSubCategories)
      .where(
        and(eq(productSubCategories.productId, productId), inArray(productSubCategories.subCategoryId, gone)),
      );
  }
  if (added.length > 0) {
    await db
      .insert(productSubCategories)
      .values(added.map((subCategoryId) => ({ productId, subCategoryId })));
  }
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

/**
 * Shoppers' lists (home rows, listings) show published products only: the link's copy of publish
 * (migration 0015), an equality the link indexes (*_newest_idx) hold before the order.
 */
const published = (link: string) => sql.raw(`${link}.product_published = true`);

/** Newest first, as the link indexes (*_newest_idx) are built, so a page is an index range. */
const newestLinks = (link: string) =>
  sql.raw(`${link}.product_created_at desc nulls last, ${link}.product_id desc nulls last`);

/**
 * Home rows show this many products of a category (docs/api.md). Written into the statement, not passed:
 * with the limit unknown, PostgreSQL judged its one generic plan costlier than planning each call, and
 * planned every home row anew (PGlite 27k: 1.55 ms a row, 0.64 ms with the generic plan).
 */
const CATEGORY_ROW_SIZE = 15;

/** One row: the ids of a category's newest published products (product_categories_newest_idx). */
const newestInCategory = sql`select array(
    select pc.product_id from ${productCategories} pc
    where pc.category_id = ${asked('categoryId')} and ${published('pc')}
    order by ${newestLinks('pc')}
    limit ${sql.raw(String(CATEGORY_ROW_SIZE))}
  ) as ids, 0 as total`;

const productsNewestInCategory = productPages<{ categoryId: string }>(
  'category_newest_products',
  { categoryId: 'text' },
  newestInCategory,
);

/** The newest products of a category (a home row), in one statement with the rows asked beside it. */
export async function newestInCategoryRows(db: Executor, categoryId: string): Promise<ListedProductRow[]> {
  return (await productsNewestInCategory(db).load({ categoryId })).rows;
}

/**
 * One row: the ids of a page of the products in both a category and a sub category, newest first, and
 * their count. One range of listing_products_newest_idx (the pairs the link triggers keep), so a page costs
 * the same however few of a shared sub category's products are in the category; the count is the one the
 * triggers keep (listing_counts), not a count of the listing's products.
 */
const listingPage = sql`select array(
    select lp.product_id from ${listingProducts} lp
    where lp.category_id = ${asked('categoryId')}
      and lp.sub_category_id = ${asked('subCategoryId')} and ${published('lp')}
    order by ${newestLinks('lp')}
    limit ${asked('limit')} offset ${asked('offset')}
  ) as ids,
  greatest(coalesce((select lc.products from ${listingCounts} lc
    where lc.category_id = ${asked('categoryId')}
      and lc.sub_category_id = ${asked('subCategoryId')}), 0), 0) as total`;

const productsOfListing = productPages<{ categoryId: string; subCategoryId: string } & PageWindow>(
  'listing_products_page',
  { categoryId: 'text', subCategoryId: 'text', limit: 'int', offset: 'bigint' },
  listingPage,
);

/** A listing page's products, newest first, and how many the listing holds: one statement. */
export async function listingPageRows(
  db: Executor,
  categoryId: string,
  subCategoryId: string,
  { limit, offset }: PageWindow,
): Promise<ProductRowPage> {
  return productsOfListing(db).load({ categoryId, subCategoryId, limit, offset });
}

/**
 * One row: the ids of a page of the newest products, and how many there are. Served by
 * products_created_idx (spelled as it is built: DESC NULLS LAST); the total is the one the triggers keep
 * (product_counts), not a count of the table.
 */
const newestPage = sql`select array(
    select p.id from ${products} p
    where p.publish or ${asked('withUnpublished')}
    order by p.created_at desc nulls last, p.id desc nulls last
    limit ${asked('limit')} offset ${asked('offset')}
  ) as ids,
  greatest(coalesce((select sum(c.products) from ${productCounts} c
    where c.published or ${asked('withUnpublished')}), 0), 0)::int as total`;

const productsOfNewest = productPages<{ withUnpublished: boolean } & PageWindow>(
  'newest_products_page',
  { withUnpublished: 'boolean', limit: 'int', offset: 'bigint' },
  newestPage,
);

/** A page of the newest products (what an empty search lists) and how many there are: one statement. */
export async function newestPageRows(
  db: Executor,
  { limit, offset }: PageWindow,
  withUnpublished: boolean,
): Promise<ProductRowPage> {
  return productsOfNewest(db).load({ limit, offset, withUnpublished });
}
