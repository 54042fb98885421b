import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { driverRows, prepared } from './prepared';
import { productColumns } from './product-columns';
import { readTogether } from './read-together';
import { productListings, products } from './schema';

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

/**
 * A listed product as the database keeps it (product_listings), to be spliced into the answer rather than
 * parsed and serialized again (JSON.parse, objects, JSON.stringify were about a quarter of a list's server CPU;
 * docs/performance.md). What the database cannot write is kept apart: the categories (in memory,
 * taxonomy.ts), the images (made absolute on the server's public URL) and the stock (a store's own).
 */
export interface ListedProductRow {
  id: string;
  /** The product's other fields as the API shows them, one compact JSON object. */
  json: string;
  /** Its stored image paths, a JSON array. */
  images: string;
  /** The ids of its categories and of its sub categories, comma separated (ids hold no commas). */
  categoryIds: string;
  subCategoryIds: string;
  stock: number;
}

/** Product rows in a page's order, and how many the whole list holds. */
export interface ProductRowPage {
  rows: ListedProductRow[];
  total: number;
}

/**
 * The listed product's columns, as its product_listings row keeps them (migration 0016 writes them there
 * with its functions, and migration 0020 the stock), for a page's products: `listed` is a page's ids, one
 * row each in the page's order. The products row is read only should a listing row be missing (the
 * lateral subquery's own condition skips it otherwise: reading it for the stock was a fifth to a third of
 * a list page's database time), and the same functions write the row here instead: a product is never left
 * out of a list. Never for the row of nulls of a page with no products: those functions are planned at
 * each call (4 ms a page past the end of a search, when every call paid it).
 */
const listedProducts = sql`left join lateral unnest(page.ids) with ordinality as listed(id, at) on true
  left join ${productListings} on ${productListings.productId} = listed.id
  left join lateral (select p as product from ${products} p
    where ${productListings.productId} is null and p.id = listed.id offset 0) missing on true`;

const missing = (column: string) => sql.raw(`(missing.product).${column}`);
const kept = (column: SQL, fallback: SQL) =>
  sql<string>`coalesce(${column}, case when ${missing('id')} is not null then ${fallback} end)`;

const listedProduct = {
  id: sql<string>`coalesce(${sql`${productListings.productId}`}, ${missing('id')})`,
  json: kept(sql`${productListings.json}`, sql`product_listing_json(missing.product)`),
  images: kept(sql`${productListings.images}`, sql`to_json(${missing('images')})::text`),
  categoryIds: kept(sql`${productListings.categoryIds}`, sql`product_category_ids(${missing('id')})`),
  subCategoryIds: kept(
    sql`${productListings.subCategoryIds}`,
    sql`product_sub_category_ids(${missing('id')})`,
  ),
  stock: sql<number>`coalesce(${sql`${productListings.stock}`}, ${missing('stock')})`,
};

/** A product's columns as its details read them: its products row and its listing row, both by id. */
const productAndListing = {
  id: sql<string>`${products.id}`,
  json: sql<string>`coalesce(${productListings.json}, product_listing_json(${products}))`,
  images: sql<string>`coalesce(${productListings.images}, to_json(${products.images})::text)`,
  categoryIds: sql<string>`coalesce(${productListings.categoryIds}, product_category_ids(${products.id}))`,
  subCategoryIds: sql<string>`coalesce(${productListings.subCategoryIds}, product_sub_category_ids(${products.id}))`,
  stock: sql<number>`${products.stock}`,
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
    // Every column named, and the rows taken as the driver gives them (`all`): the query builder's mapping
    // of each column of each row was the largest part of the server's time left on a list.
    const columns = { ...listedProduct, total: sql`page.total` };
    const statement = db
      .select({
        ...Object.fromEntries(extra.map((column) => [column, sql.raw(`page."${column}"`).as(column)])),
        ...Object.fromEntries(Object.entries(columns).map(([key, column]) => [key, column.as(key)])),
      })
      // 'offset 0' keeps the page a subquery of its own: flattened into this select, its ids were
      // computed twice, once to find the products and once to order them.
      .from(sql`(select * from (${page}) page offset 0) page ${listedProducts}`)
      .orderBy(sql`listed.at`)
      .prepare(name);
    const rowsOf = driverRows<PageRow>(statement);
    return {
      async execute(values: Record<string, unknown>): Promise<ProductRowPage & Record<Extra, number>> {
        const rows = await rowsOf(values);
        const first = rows[0];
        const counts = {} as Record<Extra, number>;
        // Counts may be bigint, which the driver gives as text.
        for (const column of extra) counts[column] = Number(first?.[column] ?? 0);
        return {
          ...counts,
          total: Number(first?.total ?? 0),
          // A page with no products is one row of nulls (the left join).
          rows: rows.filter((row): row is ListedProductRow & PageRow => row.id !== null),
        };
      },
    };
  });
}

/**
 * How a batched page's argument is typed in its statement (an array of it, one item a page). An offset is a
 * bigint: a page far past the end (page 10^12) still answers, with no products. A `list` (a search page's
 * ids or scores) is sent as one text of its items joined by commas, as PostgreSQL's arrays of arrays must
 * all be one length; `askedList` reads it back.
 */
type ArgumentType = 'text' | 'int' | 'bigint' | 'boolean' | 'list';

/** An argument of a batched page (productPages), named as its `types` name it. */
export const asked = (name: string) => sql.raw(`asked."${name}"`);

/** A `list` argument of a batched page, an array of `type` (an empty list, an empty array). */
export const askedList = (name: string, type: 'text' | 'float8') =>
  sql.raw(`string_to_array(asked."${name}", ',')::${type}[]`);

/** A page's argument: a list's items hold no commas (ids, numbers). */
type Argument = string | number | boolean | readonly (string | number)[];
const sent = (value: Argument) => (Array.isArray(value) ? value.join(',') : value);

/**
 * productPage for pages asked for many at once (the lists, a search's pages scored in memory): the pages
 * asked for in the same turn of the event loop, read by one statement, each caller given its own page
 * (read-together.ts). `page` is productPage's one-row select of `ids` and `total`, its arguments
 * `asked(name)` (or `askedList`), one for each of `types`: the statement takes each argument as an array,
 * one item a page, and reads every page beside its arguments (a lateral join). A page with no products is
 * still one row, which answers its total.
 */
export function productPages<Args extends Record<keyof Args, Argument>>(
  name: string,
  types: { [Key in keyof Args]: ArgumentType },
  page: SQL,
) {
  const names = Object.keys(types) as (keyof Args & string)[];
  return prepared((db) => {
    const columns = { ...listedProduct, total: sql`page.total`, asked: sql`page.asked` };
    const arrays = names.map(
      (key) => sql`${sql.placeholder(key)}::${sql.raw(types[key] === 'list' ? 'text' : types[key])}[]`,
    );
    const statement = db
      .select(Object.fromEntries(Object.entries(columns).map(([key, column]) => [key, column.as(key)])))
      .from(
        sql`(select asked.n as asked, page.*
          from unnest(${sql.join(arrays, sql`, `)}) with ordinality
            as asked(${sql.raw(names.map((key) => `"${key}"`).join(', '))}, n)
          cross join lateral (${page}) page offset 0) page ${listedProducts}`,
      )
      .orderBy(sql`page.asked, listed.at`)
      .prepare(name);
    const rowsOf = driverRows<PageRow & { asked: number | string }>(statement);
    return readTogether(
      async (pages: readonly Args[]) => {
        const values = Object.fromEntries(names.map((key) => [key, pages.map((args) => sent(args[key]))]));
        const answers = pages.map((): ProductRowPage => ({ rows: [], total: 0 }));
        for (const row of await rowsOf(values)) {
          // The ordinality is a bigint, which a driver may give as text.
          const answer = answers[Number(row.asked) - 1]!;
          answer.total = Number(row.total ?? 0);
          if (row.id !== null) answer.rows.push(row as ListedProductRow & PageRow);
        }
        return answers;
      },
      (args) => names.map((key) => sent(args[key])).join(' '),
    );
  });
}

/** A listed product and whether it is published: a product's details, read as the lists read theirs. */
export type ListedProductWithPublish = ListedProductRow & { publish: boolean };

/**
 * Behind every details read: the products asked for at once, read by one statement (read-together.ts).
 */
const listedProductsByIds = prepared((db) => {
  const columns = { ...productAndListing, publish: sql<boolean>`${products.publish}` };
  const statement = db
    .select(Object.fromEntries(Object.entries(columns).map(([key, column]) => [key, column.as(key)])))
    .from(products)
    .leftJoin(productListings, sql`${productListings.productId} = ${products.id}`)
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::text[])`)
    .prepare('listed_products_by_ids');
  const rowsOf = driverRows<ListedProductWithPublish>(statement);
  return readTogether(async (ids: readonly string[]) => {
    const byId = new Map((await rowsOf({ ids })).map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id));
  });
});

/** One product as lists show it (product_listings), or undefined when there is none by that id. */
export function findListedProduct(db: Executor, id: string): Promise<ListedProductWithPublish | undefined> {
  return listedProductsByIds(db).load(id);
}

/** A row of productPage's statement: a product or nulls, with the page's counts. */
type PageRow = { [Key in keyof ListedProductRow]: ListedProductRow[Key] | null } & Record<string, unknown>;

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
