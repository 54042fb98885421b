import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type MigrationScratch, openMigrationScratch } from '../../test/migration-scratch';

/**
 * Migration 0004 builds a unique index (one pending card checkout per shopper) over data that earlier
 * versions let break it: it first cancels every pending order but each shopper's newest and returns their
 * stock. Run on a fresh database (PGlite, or PostgreSQL when DATABASE_URL is set) migrated up to 0003.
 */
let scratch: MigrationScratch;

beforeAll(async () => {
  scratch = await openMigrationScratch();
}, 60_000);

afterAll(() => scratch?.close());

it('0004 cancels all but the newest pending card order of a shopper and returns their stock', async () => {
  await scratch.migrateUpTo('0003_newest_links');
  const { db } = scratch.handle;
  const { query } = scratch;
  const address = JSON.stringify({ _id: 'a1', address_line: '12 MG Road', city: 'Bengaluru' });
  // Stock 10 less the two reservations of shopper 1 (3 and 2) and the one of shopper 2 (1): 4 left.
  await db.execute(sql`
    insert into users (id, name, email, password_hash) values
      ('u1', 'Shopper One', 'one@example.com', 'x'), ('u2', 'Shopper Two', 'two@example.com', 'x')`);
  await db.execute(sql`insert into products (id, name, price, stock) values ('p1', 'Toor Dal', 100, 4)`);
  await db.execute(sql`
    insert into orders (id, order_number, user_id, status, payment_method, payment_status,
        reservation_expires_at, delivery_address, sub_total_amt, total_amt, status_history, created_at)
      values
      ('o_old', 'ORD-1', 'u1', 'pending_payment', 'CARD', 'pending', now() + interval '20 minutes',
        ${address}::jsonb, 300, 300, '[{"status":"pending_payment","at":"2026-11-20T10:00:00.000Z"}]',
        now() - interval '10 minutes'),
      ('o_new', 'ORD-2', 'u1', 'pending_payment', 'CARD', 'pending', now() + interval '30 minutes',
        ${address}::jsonb, 200, 200, '[{"status":"pending_payment","at":"2026-11-20T10:10:00.000Z"}]', now()),
      ('o_two', 'ORD-3', 'u2', 'pending_payment', 'CARD', 'pending', now() + interval '30 minutes',
        ${address}::jsonb, 100, 100, '[]', now())`);
  await db.execute(sql`
    insert into order_items (id, order_id, product_id, name, price, quantity, line_total) values
      ('i1', 'o_old', 'p1', 'Toor Dal', 100, 3, 300),
      ('i2', 'o_new', 'p1', 'Toor Dal', 100, 2, 200),
      ('i3', 'o_two', 'p1', 'Toor Dal', 100, 1, 100);
  `);

  await scratch.migrateAll();

  const rows = await query<{
    id: string;
    status: string;
    payment_status: string;
    cancel_reason: string | null;
    reservation_expires_at: Date | null;
    history: string[];
  }>(sql`
    select id, status, payment_status, cancel_reason, reservation_expires_at,
      (select array_agg(h->>'status') from jsonb_array_elements(status_history) h) as history
    from orders order by id`);
  const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
  expect(byId.o_old).toMatchObject({
    status: 'cancelled',
    payment_status: 'failed',
    cancel_reason: 'replaced',
    reservation_expires_at: null,
    history: ['pending_payment', 'cancelled'],
  });
  expect(byId.o_new).toMatchObject({ status: 'pending_payment', cancel_reason: null });
  expect(byId.o_two).toMatchObject({ status: 'pending_payment', cancel_reason: null });
  const [product] = await query<{ stock: number }>(sql`select stock from products where id = 'p1'`);
  expect(product!.stock).toBe(7);

  // The index now holds: a second pending order for the same shopper is refused.
  await expect(
    db.execute(sql`
      insert into orders (id, order_number, user_id, status, payment_method, delivery_address,
          sub_total_amt, total_amt)
        values ('o_more', 'ORD-4', 'u1', 'pending_payment', 'CARD', ${address}::jsonb, 1, 1)`),
  ).rejects.toThrow();
}, 60_000);
