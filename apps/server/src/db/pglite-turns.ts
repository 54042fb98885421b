import type pg from 'pg';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs each statement on this thread and answers through a promise, so the next statement, of the
 * same request or another, starts in the same run of promise callbacks: while requests are in flight the
 * event loop does not reach its I/O phase, and a new connection or request waits for all of them to finish
 * (5–8 s for a fresh connection's first request under 50 connections, docs/performance.md). Each statement
 * of the PGlite connection first waits for the loop's next turn, letting I/O in between statements.
 */
export function takeTurns(client: pg.Client): void {
  const query = client.query;
  client.query = function (this: pg.Client, ...args: unknown[]) {
    // pg-pool's query() passes a callback and expects no promise; Drizzle awaits the promise.
    if (typeof args.at(-1) === 'function') {
      setImmediate(() => (query as (...a: unknown[]) => unknown).apply(this, args));
      return undefined;
    }
    return nextTurn().then(() => (query as (...a: unknown[]) => unknown).apply(this, args));
  } as pg.Client['query'];
}
