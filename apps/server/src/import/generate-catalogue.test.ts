import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsListedWrong } from '../../test/listing-rows';
import { openTestDatabase } from '../../test/test-database';
import { type DatabaseHandle, queryRows } from '../db/client';
import { categories, productCategories, productSubCategories, products } from '../db/schema';
import { generateCatalogue } from './generate-catalogue';
import { syntheticProduct } from './synthetic-product';

/** How many rows each table of the public schema holds. */
async function rowCounts(handle: DatabaseHandle): Promise<Map<string, number>> {
  const tables = await queryRows<{ name: string }>(
    handle.db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const counts = new Map<string, number>();
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    counts.set(name, row!.n);
  }
  return counts;
}

describe('generateCatalogue', () => {
  let handle: DatabaseHandle;
  let before: Map<string, number>;
  beforeAll(async () => {
    handle = await openTestDatabase();
    before = await rowCounts(handle);
  });
  afterAll(() => handle?.close());

  it('writes count products spread over categories, each linked once', async () => {
    const counts = await generateCatalogue(handle.db, { count: 200, batchSize: 64 });
    expect(counts).toEqual({ inserted: 200, updated: 0, unchanged: 0 });
    expect(await handle.db.$count(products)).toBe(200);
    expect(await handle.db.$count(productCategories)).toBe(200);
    expect(await handle.db.$count(productSubCategories)).toBe(200);
    expect(await handle.db.$count(categories)).toBeGreaterThanOrEqual(8);
    const names = (await handle.db.select({ name: products.name }).from(products)).map((row) => row.name);
    expect(new Set(names).size).toBeGreaterThan(150);
  });

  it('leaves the listing pairs vacuumed: a listing page reads their index alone', async () => {
    // Until a vacuum, an index-only scan still reads each row from the table (PGlite never autovacuums).
    const plan = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const [explained] = await queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        tx,
        sql`explain (analyze, format json) select product_id from listing_products
          order by category_id, sub_category_id, product_created_at desc nulls last, product_id desc nulls last`,
      );
      return explained!['QUERY PLAN'][0].Plan;
    });
    const scans = nodes(plan).filter((node) => node['Node Type'] === 'Index Only Scan');
    expect(scans.map((node) => [node['Index Name'], node['Heap Fetches']])).toEqual([
      ['listing_products_newest_idx', 0],
    ]);
  });

  it('leaves every table it filled vacuumed, those its triggers fill included', async () => {
    // A bulk load's tables keep their dead row versions and no statistics until a vacuum (PGlite never
    // autovacuums); product_listings was once left out.
    const filled = [...(await rowCounts(handle))].filter(([name, rows]) => rows !== before.get(name));
    expect(filled.map(([name]) => name)).toContain('product_listings');
    const vacuumed = await queryRows<{ name: string }>(
      handle.db,
      sql`select relname as name from pg_stat_user_tables where last_vacuum is not null`,
    );
    const names = new Set(vacuumed.map((row) => row.name));
    expect(filled.map(([name]) => name).filter((name) => !names.has(name))).toEqual([]);
  });

  it("writes each new product's listing row once, after its links", async () => {
    // Written once per statement (the product, its categories, its sub categories), the table held three
    // versions of every row, two of them dead: three times the pages of its live rows.
    expect(await productsListedWrong(handle.db)).toEqual([]);
    const [size] = await queryRows<{ pages: number; live: number }>(
      handle.db,
      sql`select pg_relation_size('product_listings')::int as pages,
        (select sum(pg_column_size(l.*))::int from product_listings l) as live`,
    );
    expect(size!.pages / size!.live).toBeLessThan(1.6);
  });

  it('is deterministic, so a re-run changes nothing and a larger count only adds', async () => {
    expect(syntheticProduct(42)).toEqual(syntheticProduct(42));
    expect(await generateCatalogue(handle.db, { count: 200 })).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: 200,
    });
    expect(await generateCatalogue(handle.db, { count: 250 })).toEqual({
      inserted: 50,
      updated: 0,
      unchanged: 200,
    });
    expect(await handle.db.$count(products)).toBe(250);
  });

  it('makes plausible products', () => {
    for (let n = 1; n <= 500; n++) {
      const product = syntheticProduct(n);
      expect(product.name).toMatch(/^[A-Z]\S*( \S+)+$/);
      expect(product.price).toBeGreaterThanOrEqual(5);
      expect(product.discount).toBeGreaterThanOrEqual(0);
      expect(product.discount).toBeLessThanOrEqual(30);
      expect(product.stock).toBeLessThanOrEqual(200);
      expect(product.unit).not.toBe('');
    }
  });
});

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Heap Fetches'?: number;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
