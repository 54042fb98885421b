import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';

// node-postgres pools only (PGlite has no pool): patches/drizzle-orm+*.patch moves drizzle's BEGIN inside
// the try that gives the connection back, and destroys a connection whose ROLLBACK failed.
describe.runIf(process.env.DATABASE_URL)('transactions on a connection that just died', () => {
  it('give the connection back when BEGIN fails, so a pool of one keeps working', async () => {
    const handle = await openTestDatabase();
    const url = handle.pool!.options.connectionString!;
    const pool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 2000 });
    try {
      const db = drizzle(pool);
      // The next statement on the pooled connection fails as a connection cut by a restart does.
      const client = await pool.connect();
      const query = client.query.bind(client);
      let failNext = true;
      client.query = ((...args: Parameters<typeof query>) => {
        if (!failNext) return query(...args);
        failNext = false;
        return Promise.reject(
          Object.assign(new Error('Connection terminated unexpectedly'), { code: '57P01' }),
        );
      }) as typeof client.query;
      client.release();

      await expect(db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
      // Unpatched, the only connection stays checked out and this waits for the 2 s connect timeout.
      const rows = await db.transaction(async (tx) => (await tx.execute(sql`select 2 as two`)).rows);
      expect(rows).toEqual([{ two: 2 }]);
      expect(pool.totalCount).toBeLessThanOrEqual(1);
    } finally {
      await pool.end();
      await handle.close();
    }
  });
});
