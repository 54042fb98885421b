import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { prepared } from '../db/prepared';
import { rateLimits } from '../db/schema';

export interface Count {
  hits: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

const ttlMs = sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.expiresAt} - now())) * 1000))::integer`;

/** One statement, so concurrent hits from every process count exactly: a window that ended starts over. */
const increment = prepared((db) =>
  db
    .insert(rateLimits)
    .values({
      key: sql.placeholder('key'),
      hits: 1,
      expiresAt: sql`now() + ${sql.placeholder('windowMs')} * interval '1 millisecond'`,
    })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.expiresAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
        expiresAt: sql`case when ${rateLimits.expiresAt} <= now() then excluded.expires_at else ${rateLimits.expiresAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, ttlMs })
    .prepare('rate_limit_increment'),
);

const read = prepared((db) =>
  db
    .select({ hits: rateLimits.hits, ttlMs })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, sql.placeholder('key')), gt(rateLimits.expiresAt, sql`now()`)))
    .prepare('rate_limit_read'),
);

export async function incrementCount(db: Database, key: string, windowMs: number): Promise<Count> {
  const [row] = await increment(db).execute({ key, windowMs });
  return row!;
}

export async function readCount(db: Database, key: string): Promise<Count> {
  const [row] = await read(db).execute({ key });
  return row ?? { hits: 0, ttlMs: 0 };
}

/** Windows that ended a while ago; a later hit would reset them anyway. */
export async function deleteEndedCounts(db: Database): Promise<number> {
  const rows = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expiresAt, sql`now() - interval '1 minute'`))
    .returning({ key: rateLimits.key });
  return rows.length;
}
