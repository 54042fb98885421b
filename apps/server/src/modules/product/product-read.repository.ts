import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { prepared } from '../../db/prepared';
import { productColumns } from '../../db/product-columns';
import { products } from '../../db/schema';

/**
 * A product's links as ids only: the categories themselves are few and kept in memory (taxonomy.ts);
 * building them as JSON here for every product cost ten times the rest of the statement.
 */
const withLinkIds = {
  ...productColumns,
  categoryIds: sql<string[]>`array(select pc.category_id from product_categories pc
    where pc.product_id = ${products.id})`,
  subCategoryIds: sql<string[]>`array(select ps.sub_category_id from product_sub_categories ps
    where ps.product_id = ${products.id})`,
};

/** Behind every product read and cart answer, so prepared once (db/prepared.ts). */
const productsWithLinks = prepared((db) =>
  db
    .select(withLinkIds)
    .from(products)
    .where(sql`${products.id} = any(${sql.placeholder('ids')})`)
    .prepare('products_with_links'),
);

export type ProductWithLinksRow = Awaited<
  ReturnType<ReturnType<typeof productsWithLinks>['execute']>
>[number];

/** Products with the ids of their categories and sub categories, in no particular order, in one query. */
export function findProductsWithLinks(db: Executor, ids: readonly string[]): Promise<ProductWithLinksRow[]> {
  return productsWithLinks(db).execute({ ids: [...ids] });
}

/** A page's products, in its order, each with the page's total (the list's length). */
export type PagedProductRow = ProductWithLinksRow & { total: number };

/**
 * The products of a page and the page's total in one prepared statement, one round trip: `page` is a
 * one-row select of `ids` (text[], in the page's order) and `total`, with `sql.placeholder`s for its
 * arguments. An empty page has no rows, so no total: its caller asks the page alone.
 */
export function productsOfPage(name: string, page: SQL) {
  return prepared((db) =>
    db
      .select({ ...withLinkIds, total: sql<number>`page.total`.mapWith(Number) })
      .from(sql`(${page}) page`)
      .innerJoin(products, sql`${products.id} = any(page.ids)`)
      .orderBy(sql`array_position(page.ids, ${products.id})`)
      .prepare(name),
  );
}
