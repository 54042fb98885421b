import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import {
  type ChannelListener,
  listenDedicated,
  listenPglite,
  ORDER_EVENTS_CHANNEL,
  pooledListening,
  sharedListening,
  type Unlisten,
} from './notifications';
import { pglitePools } from './pglite-pool';
import { type QueryObserver, type QueryTiming, timePool } from './query-timing';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The callback argument of `db.transaction`; repositories accept either. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  /**
   * For the catalogue's hot public reads (search, suggestions, listings, product pages); never for writes.
   * On PostgreSQL a second pool whose sessions plan each prepared statement once
   * (plan_cache_mode=force_generic_plan): left to itself PostgreSQL re-plans them on every call, unable to
   * tell that the generic plan would do (docs/performance.md); and never in parallel. On PGlite, the same
   * one connection as `db`, switched to generic plans while it reads (pglite-pool.ts).
   */
  reads: Database;
  kind: 'pglite' | 'postgres';
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Follows the catalogue's change notifications (db/notifications.ts). */
  listenCatalogue(listener: ChannelListener): Promise<Unlisten>;
  /** Follows every order event of every process (live/order-event-hub.ts), on a connection of its own. */
  listenOrderEvents(listener: ChannelListener): Promise<Unlisten>;
  /** Times every statement from now on (the metrics plugin); nothing is timed until it is called. */
  observeQueries(observer: QueryObserver | undefined): void;
  /** Set only for PGlite: the migrator and test snapshots need the raw client. */
  pglite?: PGlite;
  /** Set only for PostgreSQL: the pool behind `db`, and the one behind `reads`. */
  pool?: pg.Pool;
  readPool?: pg.Pool;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  url?: string;
  /** PGlite data folder; absent means in memory. */
  dataDir?: string;
  /** A PGlite dump to start from (tests clone a migrated template this way). */
  loadDataDir?: Blob | File;
  poolSize?: number;
}

const CONNECT_TIMEOUT_MS = 5000;

// numeric columns are declared with mode 'number'; bigint counts (count(*)) come back as strings
// from pg, so convert them once here instead of at every call site.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const timing: QueryTiming = {};
  const observeQueries = (observer: QueryObserver | undefined) => {
    timing.observer = observer;
  };
  if (options.url) {
    const listeners = new Set<ChannelListener>();
    const listening = pooledListening((payload) => {
      for (const listener of listeners) listener.onMessage(payload);
    });
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // While the server is away a request fails in seconds (a 503), instead of queueing for a connection.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      onConnect: listening.onConnect,
    });
    pool.on('remove', listening.forget);
    // A connection the server drops (restart, failover, a dropped test database) must not crash the process.
    // An idle one is reported by the pool; one checked out between two statements of a transaction is not:
    // its client emits the error itself, and an 'error' event nobody listens to would end the process. The
    // statement that uses it next fails instead, and the pool replaces it.
    const readPool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // Fifty shoppers' short reads at once: a generic plan, not knowing its LIMIT, may otherwise start
      // parallel workers, ~30 ms to save nothing (a listing at 1,000,000 products; docs/performance.md),
      // or be judged costly enough to compile (JIT: 415 ms for a 3 ms page of the newest products at 1M).
      options: '-c plan_cache_mode=force_generic_plan -c max_parallel_workers_per_gather=0 -c jit=off',
    });
    for (const each of [pool, readPool]) {
      each.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
      each.on('connect', (client) => client.on('error', () => {}));
    }
    timePool(pool, 'main', timing);
    timePool(readPool, 'reads', timing);
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    const reads = drizzleNodePg(readPool, { schema }) as unknown as Database;
    const { url } = options;
    const listenToCatalogue = sharedListening((everyone) => listenDedicated(url, everyone, listening.isOwn));
    return {
      db,
      reads,
      kind: 'postgres',
      pool,
      readPool,
      observeQueries,
      ping: async () => void (await db.execute(sql`select 1`)),
      close: async () => {
        await Promise.all([pool.end(), readPool.end()]);
      },
      listenCatalogue: async (listener) => {
        const stop = await listenToCatalogue(listener);
        listeners.add(listener);
        return async () => {
          listeners.delete(listener);
          await stop();
        };
      },
      // Every event, this process's own included: the hub hears each change once, whoever made it.
      listenOrderEvents: (listener) => listenDedicated(url, listener, () => false, ORDER_EVENTS_CHANNEL),
    };
  }
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm, fuzzystrmatch },
  });
  // Migrations run on PGlite's own driver (migrate.ts), before the pool's first statement.
  const pools = pglitePools(client);
  const { pool } = pools;
  timePool(pool, 'embedded', timing);
  const db = drizzleNodePg(pools.db as unknown as pg.Pool, { schema }) as unknown as Database;
  const reads = drizzleNodePg(pools.reads as unknown as pg.Pool, { schema }) as unknown as Database;
  const run = (statement: string) => db.execute(sql.raw(statement));
  return {
    db,
    reads,
    kind: 'pglite',
    pglite: client,
    observeQueries,
    ping: async () => void (await db.execute(sql`select 1`)),
    close: async () => {
      await pool.end();
      await client.close();
    },
    listenCatalogue: (listener) => listenPglite(client, run, listener),
    listenOrderEvents: (listener) => listenPglite(client, run, listener, ORDER_EVENTS_CHANNEL),
  };
}

/** Raw SQL for what the query builder cannot say (search ranking); both drivers answer with `rows`. */
export async function queryRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
