// The catalogue read and changed straight in the database while no server runs: every published product's
// id, which the long-tail scenarios draw from (paging through the API could not list a million products),
// and unpublished products for an admin's search to find.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/**
 * `env` is the database's (freshDatabase): DATABASE_URL when PostgreSQL, else DATA_DIR, whose `pglite`
 * folder the server keeps PGlite in (apps/server/src/main.ts).
 */
async function query(env, text, params = []) {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(text, params)).rows;
    } finally {
      await client.end();
    }
  }
  // The server's extensions (apps/server/src/db/client.ts): its triggers call them.
  const db = await PGlite.create({
    dataDir: path.join(env.DATA_DIR, 'pglite'),
    extensions: { pg_trgm, fuzzystrmatch },
  });
  try {
    return (await db.query(text, params)).rows;
  } finally {
    await db.close();
  }
}

export async function publishedProductIds(env) {
  return (await query(env, 'select id from products where publish')).map((row) => row.id);
}

/**
 * Unpublishes published products, the same ones every run (by their ids' hashes), until at least `count`
 * are unpublished, as a store's drafts and withdrawn products are (the database's triggers keep its counts
 * and search postings, as for an admin's edit). Resolves with how many are unpublished.
 */
export async function unpublishAtLeast(env, count) {
  const [row] = await query(
    env,
    `with missing as (select greatest(0, $1::int - count(*)) as n from products where not publish),
      unpublished as (update products set publish = false where id in (select id from products
        where publish order by md5(id) limit (select n from missing)) returning 1)
    select (select count(*) from products where not publish)::int
      + (select count(*) from unpublished)::int as unpublished`,
    [count],
  );
  return row.unpublished;
}
