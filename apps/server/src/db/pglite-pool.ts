import type { PGlite } from '@electric-sql/pglite';
import { PglitePgConnection } from '@electric-sql/pglite/node-postgres';
import pg from 'pg';
import { type TurnOptions, takeTurns } from './pglite-turns';

/** How PostgreSQL plans a prepared statement: its own choice, or always the one generic plan. */
type PlanMode = 'auto' | 'force_generic_plan';

/** What the one PGlite session holds beyond any connection object that speaks to it. */
interface Session {
  /** Named statements parsed so far (node-postgres skips Parse for these). */
  parsedStatements: Record<string, string>;
  planMode: PlanMode;
}

/**
 * PGlite spoken to as PostgreSQL is, through node-postgres (PGlite's own adapter): so the named statements
 * of db/prepared.ts are parsed and planned once, not on every call as PGlite's own driver does (a listing
 * page 1.15 → 0.41 ms, docs/performance.md). One connection, as PGlite is one session: a transaction holds
 * it, and every other statement waits for its end. `db` and `reads` share it, each with its plan mode; its
 * statements take turns with the event loop (pglite-turns.ts).
 */
export function pglitePools(
  client: PGlite,
  turns: TurnOptions = {},
): { pool: pg.Pool; db: PlanModePool; reads: PlanModePool } {
  // The session outlives a connection object: pg-pool replaces its client after any failed statement, and
  // the new one must not parse the statements again ("prepared statement already exists").
  const session: Session = { parsedStatements: {}, planMode: 'auto' };
  class Connection extends PglitePgConnection {
    override parsedStatements = session.parsedStatements;

    // node-postgres hands Parse a query's result parsers as `types` (Drizzle sets them), which pg's own
    // writer ignores unless an array of parameter types; PGlite's would iterate them.
    override parse(query: { types?: unknown }): void {
      super.parse(Array.isArray(query.types) ? query : { ...query, types: undefined });
    }
  }
  class PgliteClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connection: new Connection({ pglite: client }) } as pg.ClientConfig);
      takeTurns(this, turns);
    }
  }
  const pool = new pg.Pool({ Client: PgliteClient, max: 1, idleTimeoutMillis: 0 });
  return {
    pool,
    db: new PlanModePool(pool, session, 'auto'),
    reads: new PlanModePool(pool, session, 'force_generic_plan'),
  };
}

/**
 * The one PGlite connection in a plan mode, switched (one SET, 44 µs) only when the other handle used it
 * last: the public reads take the generic plans the PostgreSQL reads pool forces (client.ts), which
 * PostgreSQL left to itself never chose for a product by id (re-planned on every call: 396 → 161 µs on
 * PGlite); everything else keeps custom plans where they help (a LIKE, the orders' partial indexes).
 * Drizzle treats it as a pool (its class name says so): a transaction takes the connection for its length.
 */
export class PlanModePool {
  constructor(
    private readonly pool: pg.Pool,
    private readonly session: Session,
    private readonly mode: PlanMode,
  ) {}

  async connect(): Promise<pg.PoolClient> {
    const client = await this.pool.connect();
    try {
      if (this.session.planMode !== this.mode) {
        await client.query(`set plan_cache_mode = ${this.mode}`);
        this.session.planMode = this.mode;
      }
      return client;
    } catch (error) {
      client.release();
      throw error;
    }
  }

  async query(...args: Parameters<pg.PoolClient['query']>) {
    const client = await this.connect();
    try {
      return await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
    } finally {
      client.release();
    }
  }
}
