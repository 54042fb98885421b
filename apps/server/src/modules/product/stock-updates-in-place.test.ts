import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultStoreId, insertProducts } from '../../../test/factories';
import { openTestDatabase } from '../../../test/test-database';
import { type DatabaseHandle, queryRows, type Transaction } from '../../db/client';
import { storeStock } from '../../db/schema';
import { takeStock } from './stock.service';

type Counts = { table: string; updated: number; inPlace: number };

/** Updates of products and store_stock counted by this backend so far, and how many stayed on their page. */
const updatesSoFar = (tx: Transaction) =>
  queryRows<Counts>(
    tx,
    sql`select relname as table, n_tup_upd::int as updated, n_tup_hot_upd::int as "inPlace"
      from pg_stat_xact_user_tables where relname in ('products', 'store_stock') order by relname`,
  );

/**
 * The updates `work` makes, per table, and how many of them stayed on their page (HOT). Counted before and
 * after within one transaction: the backend adds a transaction's counts to the next until it reports them.
 */
async function updatesBy(handle: DatabaseHandle, work: (tx: Transaction) => Promise<unknown>) {
  return handle.db.transaction(async (tx) => {
    const before = await updatesSoFar(tx);
    await work(tx);
    return (await updatesSoFar(tx))
      .map((after) => {
        const earlier = before.find((counts) => counts.table === after.table);
        return {
          table: after.table,
          updated: after.updated - (earlier?.updated ?? 0),
          inPlace: after.inPlace - (earlier?.inPlace ?? 0),
        };
      })
      .filter((counts) => counts.updated > 0);
  });
}

/**
 * Taking stock for an order updates a product row (and a store's stock row): the new version must find
 * room on the row's own page (migration 0014), or every index of the table gets an entry per order line,
 * which on PGlite nothing ever takes back.
 */
describe('stock taken for an order stays on its page', () => {
  let handle: DatabaseHandle;
  let ids: string[];
  let storeId: string;

  beforeAll(async () => {
    handle = await openTestDatabase();
    // Pages packed as a bulk load leaves them: 300 products of ~0.5 kB, and a store's stock of each.
    ids = await insertProducts(handle.db, {
      count: 300,
      idBase: 1700000000,
      name: sql`'Packed Product No ' || i`,
      stock: sql`50`,
      description: sql`repeat('word ', 80)`,
    });
    storeId = await defaultStoreId(handle.db);
    await handle.db.insert(storeStock).values(ids.map((productId) => ({ storeId, productId, stock: 50 })));
  });
  afterAll(() => handle?.close());

  it("updates the product's own row in place", async () => {
    const updates = await updatesBy(handle, async (tx) => {
      const short = await takeStock(tx, { id: storeId, isDefault: true }, [
        { productId: ids[0]!, quantity: 1 },
      ]);
      expect(short).toBe(undefined);
    });
    expect(updates).toEqual([{ table: 'products', updated: 1, inPlace: 1 }]);
  });

  it("updates a store's stock row, and the product's sales, in place", async () => {
    // A product from a page of its own, packed like the first's: ids[1] shares ids[0]'s page, whose room
    // the first test took, and staying in place would then rest on pruning, which PostgreSQL skips while
    // another process holds the page (a checkpoint writing it out under load).
    const productId = ids[150]!;
    const pages = await queryRows<{ page: number }>(
      handle.db,
      sql`select distinct (ctid::text::point)[0]::int as page from products where id in (${ids[0]!}, ${productId})`,
    );
    expect(pages).toHaveLength(2);
    const updates = await updatesBy(handle, async (tx) => {
      const short = await takeStock(tx, { id: storeId, isDefault: false }, [{ productId, quantity: 1 }]);
      expect(short).toBe(undefined);
    });
    expect(updates).toEqual([
      { table: 'products', updated: 1, inPlace: 1 },
      { table: 'store_stock', updated: 1, inPlace: 1 },
    ]);
  });
});
