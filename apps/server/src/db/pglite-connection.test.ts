import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import { type DatabaseHandle, queryRows } from './client';
import { preparedSelect } from './prepared';

const answer = preparedSelect<{ value: number }>(
  'pglite_connection_answer',
  ['value'],
  sql`select ${sql.placeholder('value')}::int as value`,
);

const anyOf = preparedSelect<{ value: number }>(
  'pglite_connection_any_of',
  ['value'],
  sql`select v as value from unnest(${sql.placeholder('values')}::int[]) v where v = any(${sql.placeholder('values')}::int[])`,
);

// PGlite is spoken to through node-postgres over one connection (client.ts pglitePool).
describe.runIf(!process.env.DATABASE_URL)('the PGlite connection', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it('keeps a named statement parsed once, also after a failed statement replaced the client', async () => {
    expect(await answer(handle.db).execute({ value: 1 })).toEqual([{ value: 1 }]);
    // pg-pool drops its client after an error; the session (and its statements) stays.
    await expect(handle.db.execute(sql`select 1 / 0`)).rejects.toThrow();
    expect(await answer(handle.db).execute({ value: 2 })).toEqual([{ value: 2 }]);
    const kept = await queryRows(
      handle.db,
      sql`select count(*)::int as n from pg_prepared_statements where name = 'pglite_connection_answer'`,
    );
    expect(kept).toEqual([{ n: 1 }]);
  });

  it('plans the public reads generically and everything else as PostgreSQL chooses, on its one session', async () => {
    const mode = async (db: DatabaseHandle['db']) =>
      (await queryRows<{ mode: string }>(db, sql`select current_setting('plan_cache_mode') as mode`))[0]
        ?.mode;
    expect(await mode(handle.reads)).toBe('force_generic_plan');
    expect(await mode(handle.db)).toBe('auto');
    expect(await mode(handle.reads)).toBe('force_generic_plan');
    // Like a product by ids: left to itself PostgreSQL planned such a statement anew on every call.
    for (let i = 0; i < 8; i++) await anyOf(handle.reads).execute({ values: [i] });
    const [plans] = await queryRows<{ generic: number; custom: number }>(
      handle.db,
      sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
        where name = 'pglite_connection_any_of'`,
    );
    expect(plans).toEqual({ generic: 8, custom: 0 });
  });

  it('runs a statement from outside a transaction after it ends, never inside it', async () => {
    await handle.db.execute(sql`create table pglite_isolation (id int)`);
    let outside: Promise<unknown> | undefined;
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into pglite_isolation values (1)`);
        outside = handle.db.execute(sql`select count(*)::int as n from pglite_isolation`);
        await new Promise((resolve) => setImmediate(resolve));
        await tx.execute(sql`select 1`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(((await outside) as { rows: unknown[] }).rows).toEqual([{ n: 0 }]);
  });

  it('starts listening while statements are on their way without breaking one, and hears its own changes', async () => {
    const heard: string[] = [];
    const statements = Array.from({ length: 40 }, (_, i) => answer(handle.reads).execute({ value: i }));
    const listening = Array.from({ length: 10 }, () =>
      handle.listenCatalogue({ onMessage: (payload) => heard.push(payload), onGap: () => {} }),
    );
    const answers = await Promise.all(statements);
    expect(answers.map(([row]) => row?.value)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    const stops = await Promise.all(listening);
    await handle.db.execute(sql`select pg_notify('catalogue_changes', 'heard')`);
    expect(heard).toEqual(Array(10).fill('heard'));
    await Promise.all(stops.map((stop) => stop()));
  });
});
