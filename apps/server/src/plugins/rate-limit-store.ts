import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/client';
import { incrementCount, readCount } from './rate-limit.repository';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
/** What @fastify/rate-limit hands `child`: the merged limit options, naming the route they belong to. */
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0] & {
  routeInfo?: { method?: string; url?: string };
};

/**
 * A store for @fastify/rate-limit that keeps its counters in the database (table rate_limits), so every
 * server process and machine counts together without Redis. Follows the library's store interface
 * (incr, read, child), like its own Redis store.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  const settle = (callback: Callback) => ({
    ok: ({ hits, ttlMs }: { hits: number; ttlMs: number }) => callback(null, { current: hits, ttl: ttlMs }),
    failed: (error: Error) => callback(error),
  });

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const { ok, failed } = settle(callback);
      incrementCount(db, this.prefix + key, timeWindow).then(ok, failed);
    }

    /** For `{ increment: false }`: the count so far, without counting this request. */
    read(key: string, callback: Callback): void {
      const { ok, failed } = settle(callback);
      readCount(db, this.prefix + key).then(ok, failed);
    }

    /** Route-level limits get a namespace of their own, as in the library's stores. */
    child(options: ChildOptions): FastifyRateLimitStore {
      const { method = '', url = '' } = options.routeInfo ?? {};
      return new DatabaseRateLimitStore(undefined, `${this.prefix}${method}${url}-`);
    }
  }
  return DatabaseRateLimitStore;
}
