import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { prepared } from '../../db/prepared';
import { pickProductColumns } from '../../db/product-columns';
import { readTogether } from '../../db/read-together';
import { products, storeStock, stores } from '../../db/schema';

/**
 * Where stock is held: the default store's stock is the product row's own `stock` column (so a shop with
 * one store reads and writes exactly what it did before stores existed); every other store's is a row of
 * store_stock, a missing row meaning none (docs/decisions/0013-per-store-stock.md).
 */
export interface StockPlace {
  id: string;
  isDefault: boolean;
}

/** What an order line snapshots of a product, and whether it is still sold. */
export function findProductsForSale(tx: Executor, ids: readonly string[]) {
  return tx
    .select(pickProductColumns('id', 'name', 'images', 'unit', 'price', 'discount', 'publish'))
    .from(products)
    .where(inArray(products.id, [...ids]));
}

/**
 * Behind every product answer for a shopper served by a store other than the default one: the stock of the
 * (store, product) pairs asked for at once, read by one statement (db/read-together.ts).
 */
const stockAtStores = prepared((db) => {
  const statement = db
    .select({ storeId: storeStock.storeId, productId: storeStock.productId, stock: storeStock.stock })
    .from(
      sql`unnest(${sql.placeholder('storeIds')}::text[], ${sql.placeholder('productIds')}::text[])
        as asked(store_id, product_id)`,
    )
    .innerJoin(
      storeStock,
      sql`${storeStock.storeId} = asked.store_id and ${storeStock.productId} = asked.product_id`,
    )
    .prepare('stock_at_stores');
  const pair = (storeId: string, productId: string) => `${storeId} ${productId}`;
  return readTogether(
    async (asked: readonly { storeId: string; productId: string }[]) => {
      const rows = await statement.execute({
        storeIds: asked.map((each) => each.storeId),
        productIds: asked.map((each) => each.productId),
      });
      const stock = new Map(rows.map((row) => [pair(row.storeId, row.productId), row.stock]));
      return asked.map((each) => stock.get(pair(each.storeId, each.productId)));
    },
    (each) => pair(each.storeId, each.productId),
  );
});

/** The stock of the given products at a store other than the default one (absent: none). */
export async function stockAtStore(
  db: Executor,
  storeId: string,
  productIds: readonly string[],
): Promise<Map<string, number>> {
  const loader = stockAtStores(db);
  const stock = await Promise.all(productIds.map((productId) => loader.load({ storeId, productId })));
  const held = new Map<string, number>();
  productIds.forEach((productId, i) => {
    if (stock[i] !== undefined) held.set(productId, stock[i]);
  });
  return held;
}

/**
 * The conditional decrement: it waits for concurrent ones on the same row and never goes below zero. What
 * leaves the shelf counts as sold (search's popularity tie-breaker), whichever store it left.
 */
export async function decrementStock(
  tx: Executor,
  place: StockPlace,
  productId: string,
  quantity: number,
): Promise<boolean> {
  if (!place.isDefault) {
    const taken = await tx
      .update(storeStock)
      .set({ stock: sql`${storeStock.stock} - ${quantity}` })
      .where(
        and(
          eq(storeStock.storeId, place.id),
          eq(storeStock.productId, productId),
          sql`${storeStock.stock} >= ${quantity}`,
        ),
      )
      .returning({ id: storeStock.productId });
    if (taken.length === 0) return false;
    await tx
      .update(products)
      .set({ unitsSold: sql`${products.unitsSold} + ${quantity}` })
      .where(eq(products.id, productId));
    return true;
  }
  const rows = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}`, unitsSold: sql`${products.unitsSold} + ${quantity}` })
    .where(and(eq(products.id, productId), sql`${products.stock} >= ${quantity}`))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** Products deleted since are skipped: there is no shelf to put their quantity back on. */
export async function incrementStock(
  tx: Executor,
  place: StockPlace,
  productId: string,
  quantity: number,
): Promise<void> {
  const unsold = { unitsSold: sql`greatest(${products.unitsSold} - ${quantity}, 0)` };
  if (!place.isDefault) {
    const [product] = await tx.update(products).set(unsold).where(eq(products.id, productId)).returning({
      id: products.id,
    });
    if (!product) return;
    await tx
      .insert(storeStock)
      .values({ storeId: place.id, productId, stock: quantity })
      .onConflictDoUpdate({
        target: [storeStock.storeId, storeStock.productId],
        set: { stock: sql`${storeStock.stock} + ${quantity}` },
      });
    return;
  }
  await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}`, ...unsold })
    .where(eq(products.id, productId));
}

export async function currentStock(tx: Executor, place: StockPlace, productId: string): Promise<number> {
  if (!place.isDefault) return (await stockAtStore(tx, place.id, [productId])).get(productId) ?? 0;
  const [row] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row?.stock ?? 0;
}

/** Sets the stock of existing products at a store; returns the ids that were found. */
export async function setStock(
  tx: Executor,
  place: StockPlace,
  items: readonly { productId: string; stock: number }[],
): Promise<string[]> {
  const ids = [...new Set(items.map((item) => item.productId))];
  const existing = tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id));
  // The default store's rows are locked in product id order first, the order every order locks them in.
  const known = (await (place.isDefault ? existing.for('update') : existing)).map((row) => row.id);
  const found = new Set(known);
  const rows = items
    .filter((item) => found.has(item.productId))
    .sort((a, b) => a.productId.localeCompare(b.productId));
  if (rows.length === 0) return known;
  if (place.isDefault) {
    // One statement, in product id order (the order every stock writer locks rows in).
    const values = sql.join(
      rows.map((row) => sql`(${row.productId}, ${row.stock}::int)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${products} set stock = v.stock, updated_at = now() from (values ${values}) as v(id, stock)
          where ${products.id} = v.id and ${products.stock} is distinct from v.stock`,
    );
  } else {
    await tx
      .insert(storeStock)
      .values(rows.map((row) => ({ storeId: place.id, productId: row.productId, stock: row.stock })))
      .onConflictDoUpdate({
        target: [storeStock.storeId, storeStock.productId],
        set: { stock: sql`excluded.stock` },
      });
  }
  return known;
}

/** A page of products with their stock at a store, by name; `search` narrows by name. */
export async function pageStoreStock(
  db: Executor,
  place: StockPlace,
  filter: { page: number; limit: number; search: string },
) {
  const where = filter.search
    ? ilike(products.name, `%${filter.search.replace(/[\\%_]/g, '\\$&')}%`)
    : undefined;
  const stock = place.isDefault ? products.stock : sql<number>`coalesce(${storeStock.stock}, 0)`;
  const base = db
    .select({
      productId: products.id,
      name: products.name,
      unit: products.unit,
      images: products.images,
      stock,
    })
    .from(products);
  const joined = place.isDefault
    ? base
    : base.leftJoin(storeStock, and(eq(storeStock.productId, products.id), eq(storeStock.storeId, place.id)));
  const [rows, [total]] = await Promise.all([
    joined
      .where(where)
      .orderBy(asc(products.name), asc(products.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ value: count() }).from(products).where(where),
  ]);
  return { rows, totalCount: total?.value ?? 0 };
}

/** One product's stock at every store, the default store first; empty when there is no such product. */
export function productStockAtStores(db: Executor, productId: string) {
  return db
    .select({
      storeId: stores.id,
      code: stores.code,
      name: stores.name,
      isDefault: stores.isDefault,
      stock: sql<number>`case when ${stores.isDefault} then ${products.stock} else coalesce(${storeStock.stock}, 0) end`,
    })
    .from(products)
    .crossJoin(stores)
    .leftJoin(storeStock, and(eq(storeStock.storeId, stores.id), eq(storeStock.productId, products.id)))
    .where(eq(products.id, productId))
    .orderBy(sql`${stores.isDefault} desc`, asc(stores.name), asc(stores.id));
}
