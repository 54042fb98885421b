import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { productsListedWrong } from '../../test/listing-rows';
import { type MigrationScratch, openMigrationScratch } from '../../test/migration-scratch';

/**
 * Migration 0020 gives each listing row its product's stock (lists read no products row): the rows an
 * earlier version wrote get it when the migration runs, and every later change of a product copies it.
 */
let scratch: MigrationScratch;

beforeAll(async () => {
  scratch = await openMigrationScratch();
}, 60_000);

afterAll(() => scratch?.close());

it("0020 copies every product's stock into its listing row, then keeps it there", async () => {
  await scratch.migrateUpTo('0019_stock_notifications');
  const { db } = scratch.handle;
  await db.execute(sql`insert into products (id, name, price, stock) values
    ('p1', 'Toor Dal', 100, 5), ('p2', 'Moong Dal', 90, 0), ('p3', 'Chana Dal', 80, 12)`);
  const ids = await scratch.query<{ id: string }>(sql`select product_id as id from product_listings`);
  expect(ids.map(({ id }) => id).sort()).toEqual(['p1', 'p2', 'p3']);
  const listed = () =>
    scratch.query<{ id: string; stock: number }>(
      sql`select product_id as id, stock from product_listings order by product_id`,
    );

  await scratch.migrateAll();
  expect(await listed()).toEqual([
    { id: 'p1', stock: 5 },
    { id: 'p2', stock: 0 },
    { id: 'p3', stock: 12 },
  ]);
  await db.execute(sql`update products set stock = stock - 1 where id = 'p1'`);
  await db.execute(sql`insert into products (id, name, price, stock) values ('p4', 'Urad Dal', 70, 3)`);
  expect(await listed()).toEqual([
    { id: 'p1', stock: 4 },
    { id: 'p2', stock: 0 },
    { id: 'p3', stock: 12 },
    { id: 'p4', stock: 3 },
  ]);
  expect(await productsListedWrong(db)).toEqual([]);
}, 60_000);
