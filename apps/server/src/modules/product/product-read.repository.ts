import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { prepared } from '../../db/prepared';
import { productColumns } from '../../db/product-columns';
import { products } from '../../db/schema';

/**
 * Behind every product read and cart answer, so prepared once (db/prepared.ts). The links come back as ids
 * only: the categories themselves are few and kept in memory (taxonomy.ts); building them as JSON here for
 * every product cost ten times the rest of the statement.
 */
const productsWithLinks = prepared((db) =>
  db
    .select({
      ...productColumns,
      categoryIds: sql<string[]>`array(select pc.category_id from product_categories pc
        where pc.product_id = ${products.id})`,
      subCategoryIds: sql<string[]>`array(select ps.sub_category_id from product_sub_categories ps
        where ps.product_id = ${products.id})`,
    })
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
