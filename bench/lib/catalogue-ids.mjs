// Every published product's id, read from the database itself while no server runs: the long-tail scenarios
// draw from all of them, which paging through the API could not list at a million products.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const QUERY = 'select id from products where publish';

/**
 * `env` is the database's (freshDatabase): DATABASE_URL when PostgreSQL, else DATA_DIR, whose `pglite`
 * folder the server keeps PGlite in (apps/server/src/main.ts).
 */
export async function publishedProductIds(env) {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(QUERY)).rows.map((row) => row.id);
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create({ dataDir: path.join(env.DATA_DIR, 'pglite') });
  try {
    return (await db.query(QUERY)).rows.map((row) => row.id);
  } finally {
    await db.close();
  }
}
