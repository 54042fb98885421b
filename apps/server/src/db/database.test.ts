import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import { type DatabaseHandle, queryRows } from './client';
import { isId, newId } from './ids';
import { categories, products } from './schema';

describe('database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it('is migrated, with pg_trgm available', async () => {
    await handle.ping();
    const [row] = await queryRows<{ score: number }>(
      handle.db,
      sql`select similarity('paneer', 'panner') as score`,
    );
    expect(Number(row?.score)).toBeGreaterThan(0.3);
  });

  it('generates ids of 24 lowercase hex digits with no dash', async () => {
    const [row] = await handle.db.insert(categories).values({ name: 'Dairy' }).returning();
    expect(isId(row?.id)).toBe(true);
    expect(newId()).toMatch(/^[0-9a-f]{24}$/);
    expect(newId()).not.toBe(newId());
  });

  it('refuses negative stock and out-of-range discounts', async () => {
    await expect(handle.db.insert(products).values({ name: 'Milk', price: 30, stock: -1 })).rejects.toThrow();
    await expect(
      handle.db.insert(products).values({ name: 'Milk', price: 30, discount: 101 }),
    ).rejects.toThrow();
    const [row] = await handle.db
      .insert(products)
      .values({ name: 'Milk', price: 30.5, discount: 5 })
      .returning();
    expect(row?.price).toBe(30.5);
    expect(row?.discount).toBe(5);
  });

  // The catalogue's hot reads are prepared once and run 50 at a time: planned generically, never with
  // parallel workers (a listing page took 30 ms instead of 1 at 1,000,000 products) and never compiled
  // (a page of the newest products, its limit unknown to the plan, was judged costly enough to compile:
  // 415 ms of JIT for a 3 ms read at 1,000,000 products).
  it.runIf(process.env.DATABASE_URL)(
    'plans the reads pool generically, never in parallel, never compiled',
    async () => {
      const settings = await queryRows<{ name: string; setting: string }>(
        handle.reads,
        sql`select name, setting from pg_settings
        where name in ('plan_cache_mode', 'max_parallel_workers_per_gather', 'jit') order by name`,
      );
      expect(settings).toEqual([
        { name: 'jit', setting: 'off' },
        { name: 'max_parallel_workers_per_gather', setting: '0' },
        { name: 'plan_cache_mode', setting: 'force_generic_plan' },
      ]);
    },
  );
});
