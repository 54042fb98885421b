import type { PGlite } from '@electric-sql/pglite';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs each statement on this thread and answers through a promise, so the next statement, of the
 * same request or another, starts in the same run of promise callbacks: while requests are in flight the
 * event loop does not reach its I/O phase, and a new connection or request waits for all of them to finish
 * (5–8 s for a fresh connection's first request under 50 connections, docs/performance.md). Each statement
 * and transaction first waits for the loop's next turn, letting I/O in between statements.
 */
export function takeTurns(client: PGlite): void {
  const { query, exec, transaction } = client;
  client.query = async function (this: PGlite, ...args: Parameters<PGlite['query']>) {
    await nextTurn();
    return query.apply(this, args);
  } as PGlite['query'];
  client.exec = async function (this: PGlite, ...args: Parameters<PGlite['exec']>) {
    await nextTurn();
    return exec.apply(this, args);
  };
  client.transaction = async function (this: PGlite, ...args: Parameters<PGlite['transaction']>) {
    await nextTurn();
    return transaction.apply(this, args);
  } as PGlite['transaction'];
}
