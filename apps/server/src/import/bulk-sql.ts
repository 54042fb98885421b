import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../db/client';
import { newId } from '../db/ids';
import type { CatalogueProduct } from './catalogue-product';

/**
 * Batch statements that send each column as ONE array parameter and `unnest` it in SQL: ten parameters per
 * statement instead of ten per row. Building a thousand-row insert with the query builder cost more CPU than
 * the database spent executing it (profiled: two thirds of the import's client time).
 */
export const arrayParam = (values: unknown[], type: string): SQL =>
  sql`${sql.param(values)}::${sql.raw(type)}[]`;

export interface NewProduct extends CatalogueProduct {
  image: string;
}

/** Inserts or updates products by key; returns every written row's id by key. */
export function upsertProducts(tx: Executor, rows: NewProduct[]) {
  const column = (type: string, pick: (row: NewProduct) => unknown) => arrayParam(rows.map(pick), type);
  const columns = sql.join(
    [
      column('text', () => newId()),
      column('text', (row) => row.key),
      column('text', (row) => row.name),
      column('numeric', (row) => row.price),
      column('numeric', (row) => row.discount),
      column('text', (row) => row.unit),
      column('int', (row) => row.stock),
      column('text', (row) => row.description),
      column('text', (row) => JSON.stringify(row.moreDetails)),
      column('text', (row) => row.image),
    ],
    sql`, `,
  );
  return queryRows<{ id: string; key: string }>(
    tx,
    sql`insert into products (id, external_key, name, price, discount, unit, stock, description, more_details, images)
      select id, key, name, price, discount, unit, stock, description, details::jsonb,
        case when image = '' then '{}'::text[] else array[image] end
      from unnest(${columns}) as t(id, key, name, price, discount, unit, stock, description, details, image)
      on conflict (external_key) do update set name = excluded.name, price = excluded.price,
        discount = excluded.discount, unit = excluded.unit, more_details = excluded.more_details, updated_at = now()
      returning id, external_key as key`,
  );
}

/** Links products to categories or sub categories (pairs of ids), skipping links that exist. */
export async function insertLinks(
  tx: Executor,
  table: 'product_categories' | 'product_sub_categories',
  pairs: [productId: string, otherId: string][],
): Promise<void> {
  const other = sql.raw(table === 'product_categories' ? 'category_id' : 'sub_category_id');
  const productIds = arrayParam(
    pairs.map(([productId]) => productId),
    'text',
  );
  const otherIds = arrayParam(
    pairs.map(([, otherId]) => otherId),
    'text',
  );
  await tx.execute(sql`insert into ${sql.raw(table)} (product_id, ${other})
    select * from unnest(${productIds}, ${otherIds}) on conflict do nothing`);
}

/** Removes every category and sub category link of these products. */
export async function deleteLinks(tx: Executor, productIds: string[]): Promise<void> {
  const ids = arrayParam(productIds, 'text');
  await tx.execute(sql`delete from product_categories where product_id = any(${ids})`);
  await tx.execute(sql`delete from product_sub_categories where product_id = any(${ids})`);
}

/**
 * From here to the end of the transaction the triggers leave new products' listing rows and their links'
 * ids unwritten (migration 0017): writeListings writes them once, after the links.
 */
export async function deferListings(tx: Executor): Promise<void> {
  await tx.execute(sql`select set_config('kirana.listings_deferred', 'on', true)`);
}

/** Writes the listing rows of these products, links and all (migration 0018's write_product_listings). */
export async function writeListings(tx: Executor, productIds: string[]): Promise<void> {
  await tx.execute(sql`select write_product_listings(${arrayParam(productIds, 'text')})`);
}
