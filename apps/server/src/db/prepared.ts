import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * A query Drizzle builds once per database (or transaction) and that runs as a named statement, which
 * PostgreSQL parses and plans once per connection: the hot paths (every signed-in request, cart writes,
 * product loads) skip both on every call. The SQL text must not vary with the arguments: use placeholders,
 * and `= any(array)` instead of a list that grows with its length.
 */
export function prepared<Query>(build: (db: Executor) => Query): (db: Executor) => Query {
  const built = new WeakMap<Executor, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

/**
 * A raw SELECT (what the query builder cannot say, such as search ranking) as a named prepared statement:
 * `columns` names the columns it returns, in order; its arguments are `sql.placeholder`s.
 */
export function preparedSelect<Row extends object>(
  name: string,
  columns: readonly (keyof Row & string)[],
  query: SQL,
) {
  return prepared((db) => {
    const fields = Object.fromEntries(columns.map((column) => [column, sql.raw(`t."${column}"`)]));
    const statement = db.select(fields).from(sql`(${query}) t`).prepare(name);
    return {
      execute: (values: Record<string, unknown>) => statement.execute(values) as Promise<Row[]>,
    };
  });
}

/**
 * A prepared select's rows as the driver gives them, objects keyed by column name, skipping the query
 * builder's mapping of each column of each row (decoders, nullability): name every column (`.as`) and
 * select none that needs a decoder. Both drivers used here (node-postgres, PGlite) have `all`; Drizzle's
 * abstract type does not declare it, so it is checked once, when the statement is built.
 */
export function driverRows<Row>(statement: object): (values: Record<string, unknown>) => Promise<Row[]> {
  const { all } = statement as { all?: (values: Record<string, unknown>) => Promise<Row[]> };
  if (typeof all !== 'function') throw new Error('this database driver cannot give rows unmapped');
  return (values) => all.call(statement, values);
}
