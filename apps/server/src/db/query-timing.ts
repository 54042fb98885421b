import type pg from 'pg';

/** Where a statement ran: one of the two PostgreSQL pools (db/client.ts), or the embedded database's. */
export type QuerySource = 'main' | 'reads' | 'embedded';
export type QueryObserver = (source: QuerySource, seconds: number) => void;

/**
 * Set by the metrics plugin when metrics are on. Statements are wrapped from the start (connections open
 * before any app exists) but only timed once an observer is set: without one, a wrapper costs a call.
 */
export interface QueryTiming {
  observer?: QueryObserver;
}

type AnyFunction = (...args: never[]) => unknown;

function timed<F extends AnyFunction>(run: F, source: QuerySource, timing: QueryTiming): F {
  return function timedQuery(this: unknown, ...args: unknown[]) {
    const observe = timing.observer;
    if (!observe) return run.apply(this, args as never[]);
    const start = performance.now();
    const done = () => observe(source, (performance.now() - start) / 1000);
    // pg-pool's own query() calls the client's with a callback; Drizzle's transactions use the promise.
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: unknown, result: unknown) => {
        done();
        callback(error, result);
      };
      return run.apply(this, args as never[]);
    }
    const result = run.apply(this, args as never[]);
    if (result instanceof Promise) result.then(done, done);
    return result;
  } as unknown as F;
}

/** Every statement of a pool's connections, in a transaction or not (pool.query runs on a client too). */
export function timePool(pool: pg.Pool, source: QuerySource, timing: QueryTiming): void {
  pool.on('connect', (client) => {
    client.query = timed(client.query, source, timing);
  });
}
