import type pg from 'pg';

/**
 * How long statements may run back to back before the event loop gets a turn. A turn before every
 * statement let 50 connections' statements through one a turn, each turn as long as the requests read
 * meanwhile: the bench's long-tail search p99 55–125 ms, 39–42 in slices (docs/performance.md,
 * "PGlite's statements in slices").
 */
export const SLICE_MS = 10;

export interface TurnOptions {
  sliceMs?: number;
  /** The clock the slice is measured on (tests step it by hand). */
  now?: () => number;
}

/**
 * PGlite runs each statement on this thread and answers through a promise, so the next statement, of the
 * same request or another, starts in the same run of promise callbacks: left alone, while requests are in
 * flight the event loop does not reach its I/O phase, and a new connection or request waits for all of them
 * to finish (5–8 s for a fresh connection's first request under 50 connections, docs/performance.md). So
 * statements run back to back for at most a slice; the first asked after it waits for the loop's next
 * turn, letting I/O in, and opens the next slice.
 */
export function takeTurns(
  client: pg.Client,
  { sliceMs = SLICE_MS, now = () => performance.now() }: TurnOptions = {},
): void {
  const query = client.query;
  let sliceEnds = Number.NEGATIVE_INFINITY;
  client.query = function (this: pg.Client, ...args: unknown[]) {
    const run = () => (query as (...a: unknown[]) => unknown).apply(this, args);
    if (now() < sliceEnds) return run();
    const afterTurn = () => {
      sliceEnds = now() + sliceMs;
      return run();
    };
    // pg-pool's query() passes a callback and expects no promise; Drizzle awaits the promise.
    if (typeof args.at(-1) === 'function') {
      setImmediate(afterTurn);
      return undefined;
    }
    return new Promise<void>((resolve) => setImmediate(resolve)).then(afterTurn);
  } as pg.Client['query'];
}
