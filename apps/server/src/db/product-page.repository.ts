import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { prepared } from './prepared';
import { productColumns } from './product-columns';
import { products } from './schema';

/**
 * A product's links as ids only: the categories themselves are few and kept in memory (taxonomy.ts);
 * building them as JSON here for every product cost ten times the rest of the statement.
 */
export const productWithLinkIds = {
  ...productColumns,
  categoryIds: sql<string[]>`array(select pc.category_id from product_categories pc
    where pc.product_id = ${products.id})`,
  subCategoryIds: sql<string[]>`array(select ps.sub_category_id from product_sub_categories ps
    where ps.product_id = ${products.id})`,
};

/** Product rows in a page's order, and how many the whole list holds. */
export interface ProductRowPage {
  rows: ProductWithLinksRow[];
  total: number;
}

/**
 * A page's product as one JSON value, in the shape of ProductWithLinksRow but for its timestamps (ISO
 * strings): one column for the driver to parse instead of fourteen, and no text arrays. Mapping the
 * columns through the query builder and parsing the arrays was about a seventh of the server's CPU on
 * the long tail's lists (docs/performance.md).
 */
const productAsJson = sql`case when ${products.id} is null then null else json_build_object(${sql.join(
  Object.entries(productWithLinkIds).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
  sql`, `,
)}) end`;

type JsonProduct = Omit<ProductWithLinksRow, 'createdAt' | 'updatedAt'> & {
  createdAt: string;
  updatedAt: string;
};

/**
 * The JSON product as the rest of the server reads a product row (numbers stay numbers in JSON): its
 * timestamps made dates in place, the object being the driver's own, fresh for each row.
 */
const fromJson = (value: unknown): ProductWithLinksRow | null => {
  if (value === null) return null;
  const product = value as JsonProduct | ProductWithLinksRow;
  product.createdAt = new Date(product.createdAt);
  product.updatedAt = new Date(product.updatedAt);
  return product as ProductWithLinksRow;
};

/**
 * The products of a page and the page's total in one prepared statement, one round trip (the lists and
 * search pages; docs/performance.md). `page` is a one-row select of `ids` (text[], in the page's order),
 * `total` and any `extra` integer columns, with `sql.placeholder`s for its arguments. The products are
 * joined to it on the left, so a page with none (past the end, an empty list, a search over its cap)
 * still answers its total.
 */
export function productPage<Extra extends string = never>(
  name: string,
  page: SQL,
  extra: readonly Extra[] = [],
) {
  return prepared((db) => {
    const statement = db
      .select({
        ...Object.fromEntries(extra.map((column) => [column, sql.raw(`page."${column}"`).mapWith(Number)])),
        total: sql<number>`page.total`.mapWith(Number),
        product: productAsJson.mapWith(fromJson),
      })
      // 'offset 0' keeps the page a subquery of its own: flattened into this select, its ids were
      // computed twice, once to find the products and once to order them.
      .from(sql`(select * from (${page}) page offset 0) page`)
      .leftJoin(products, sql`${products.id} = any(page.ids)`)
      .orderBy(sql`array_position(page.ids, ${products.id})`)
      .prepare(name);
    return {
      async execute(values: Record<string, unknown>): Promise<ProductRowPage & Record<Extra, number>> {
        const rows = await statement.execute(values);
        const first: Record<string, unknown> | undefined = rows[0];
        const columns = {} as Record<Extra, number>;
        for (const column of extra) columns[column] = Number(first?.[column] ?? 0);
        return {
          ...columns,
          total: rows[0]?.total ?? 0,
          rows: rows.flatMap((row) => (row.product ? [row.product as ProductWithLinksRow] : [])),
        };
      },
    };
  });
}

/** Behind every product read and cart answer, so prepared once (db/prepared.ts). */
const productsWithLinks = prepared((db) =>
  db
    .select(productWithLinkIds)
    .from(products)
    .where(sql`${products.id} = any(${sql.placeholder('ids')})`)
    .prepare('products_with_links'),
);

/** A product as every product answer reads it: its columns and the ids of its links. */
export type ProductWithLinksRow = Awaited<
  ReturnType<ReturnType<typeof productsWithLinks>['execute']>
>[number];

/** Products with the ids of their categories and sub categories, in no particular order, in one query. */
export function findProductsWithLinks(db: Executor, ids: readonly string[]): Promise<ProductWithLinksRow[]> {
  return productsWithLinks(db).execute({ ids: [...ids] });
}
