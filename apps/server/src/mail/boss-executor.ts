import { type SQL, type SQLChunk, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { DatabaseHandle, Executor } from '../db/client';

type Rows = Awaited<ReturnType<PgBoss.Db['executeSql']>>;

/**
 * pg-boss's `$1..$n` SQL as a Drizzle query. Drizzle numbers its parameters in the order it meets them,
 * so each value becomes a parameter at its first use and later uses point at that number: a value pg-boss
 * uses twice stays one parameter with one type, as in its own SQL.
 */
export function drizzleSql(text: string, values: readonly unknown[]): SQL {
  const numbers = new Map<number, number>();
  const chunks: SQLChunk[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    const position = Number(match[1]);
    const seen = numbers.get(position);
    if (seen === undefined) {
      numbers.set(position, numbers.size + 1);
      chunks.push(sql.param(values[position - 1] ?? null));
    } else {
      chunks.push(sql.raw(`$${seen}`));
    }
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/** pg-boss's statements through a Drizzle database or transaction, either driver: a job sent this way commits or rolls back with it. */
export function drizzleExecutor(executor: Executor): PgBoss.Db {
  return {
    executeSql: async (text, values) =>
      (await executor.execute(drizzleSql(text, values ?? []))) as unknown as Rows,
  };
}

/** pg-boss's own connection: its schema and maintenance commands (several statements, no parameters) too. */
export function bossExecutor(database: DatabaseHandle): PgBoss.Db {
  return drizzleExecutor(database.db);
}
