import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client';
import type { ResponseCache } from '../http/response-cache';
import type { MailOutbox } from '../mail/mail-outbox';

/** Statements take from a fraction of a millisecond (a primary key) to seconds (an import's batch). */
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** Every statement's duration, by pool (db/query-timing.ts), from the moment this is called. */
export function timeQueries(registry: Registry, database: DatabaseHandle): void {
  const histogram = new Histogram({
    name: 'kirana_db_query_duration_seconds',
    help: 'Database statements by pool (main, reads, or embedded for PGlite), from sending to the answer',
    labelNames: ['pool'] as const,
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  const pools = {
    main: histogram.labels('main'),
    reads: histogram.labels('reads'),
    embedded: histogram.labels('embedded'),
  };
  database.observeQueries((source, seconds) => pools[source].observe(seconds));
}

/**
 * The PostgreSQL pools as they are at scrape time. PGlite is one in-process connection (a pool of one,
 * db/pglite-pool.ts) that every statement waits for in turn: nothing to show.
 */
export function poolGauges(registry: Registry, database: DatabaseHandle): void {
  const pools = Object.entries({ main: database.pool, reads: database.readPool }).filter(
    (entry): entry is [string, pg.Pool] => entry[1] !== undefined,
  );
  if (pools.length === 0) return;
  const gauge = (name: string, help: string, read: (pool: pg.Pool) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'] as const,
      registers: [registry],
      collect() {
        for (const [label, pool] of pools) this.set({ pool: label }, read(pool));
      },
    });
  gauge('kirana_db_pool_connections', 'Open connections of each pool', (pool) => pool.totalCount);
  gauge('kirana_db_pool_idle_connections', 'Open connections not in use', (pool) => pool.idleCount);
  gauge('kirana_db_pool_waiting_requests', 'Callers waiting for a connection', (pool) => pool.waitingCount);
  gauge('kirana_db_pool_max_connections', 'The most connections each pool opens', (pool) => pool.options.max);
}

/**
 * The mail outbox's depth, counted in the database at scrape time, never per request. Every process sees
 * the same queue, so cluster aggregation keeps the largest answer rather than a sum. NaN while the
 * database does not answer: the scrape itself still succeeds.
 */
export function outboxGauge(
  registry: Registry,
  outbox: Pick<MailOutbox, 'depth'>,
  log: FastifyBaseLogger,
): void {
  new Gauge({
    name: 'kirana_mail_outbox_depth',
    help: 'Mail queued or waiting for a retry (pgboss.job, queue mail)',
    aggregator: 'max',
    registers: [registry],
    async collect() {
      try {
        this.set(await outbox.depth());
      } catch (error) {
        log.warn({ err: error }, 'metrics: could not count the mail outbox');
        this.set(Number.NaN);
      }
    },
  });
}

/** The catalogue cache's running totals (http/response-cache.ts), copied at scrape time. */
export function cacheMetrics(registry: Registry, cache: () => ResponseCache | undefined): void {
  const copy = (name: string, help: string, read: (stats: ResponseCache['stats']) => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(read(cache()?.stats ?? EMPTY));
      },
    });
  copy('kirana_catalogue_cache_hits_total', 'Catalogue reads answered from the cache', (s) => s.hits);
  copy('kirana_catalogue_cache_misses_total', 'Catalogue reads computed from the database', (s) => s.misses);
  new Counter({
    name: 'kirana_catalogue_cache_evictions_total',
    help: 'Cached answers dropped: size (to make room) or change (what they show changed)',
    labelNames: ['reason'] as const,
    registers: [registry],
    collect() {
      const stats = cache()?.stats ?? EMPTY;
      this.reset();
      this.inc({ reason: 'size' }, stats.sizeEvictions);
      this.inc({ reason: 'change' }, stats.changeEvictions);
    },
  });
  const gauge = (name: string, help: string, read: (cache: ResponseCache) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const current = cache();
        this.set(current ? read(current) : 0);
      },
    });
  gauge('kirana_catalogue_cache_entries', 'Answers kept in the catalogue cache', (c) => c.size);
  gauge(
    'kirana_catalogue_cache_size_bytes',
    'What they weigh against CATALOGUE_CACHE_MB (their text, gzip and key)',
    (c) => c.bytes,
  );
}

/** What keeps count of its finds (modules/search/recent-searches.ts KeptWork). */
interface Counted {
  stats: { hits: number; misses: number };
}

/**
 * Searches' plans and rankings found kept in memory or worked out (modules/search/recent-searches.ts),
 * each kind summed over its parts. Paged searches that mostly miss want a larger CATALOGUE_CACHE_MB.
 */
export function recentSearchesCounter(registry: Registry, kinds: Record<string, readonly Counted[]>): void {
  const sum = (parts: readonly Counted[], outcome: keyof Counted['stats']) =>
    parts.reduce((total, part) => total + part.stats[outcome], 0);
  new Counter({
    name: 'kirana_recent_searches_total',
    help: "Searches' plans and rankings: found kept in memory (hit) or worked out (miss)",
    labelNames: ['kept', 'outcome'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [kept, parts] of Object.entries(kinds)) {
        this.inc({ kept, outcome: 'hit' }, sum(parts, 'hits'));
        this.inc({ kept, outcome: 'miss' }, sum(parts, 'misses'));
      }
    },
  });
}

const EMPTY: ResponseCache['stats'] = { hits: 0, misses: 0, sizeEvictions: 0, changeEvictions: 0 };

/** A search index kept in memory (modules/search/kept-index.ts): whether it is current, how reads ended. */
interface KeptSearchIndex {
  isCurrent: boolean;
  reads: Readonly<
    Record<'built' | 'overtaken' | 'failed' | 'none' | 'patched', number> & { lastSeconds: number }
  >;
}

/**
 * Which search indexes this process holds current (modules/search/kept-index.ts); summed over a cluster's
 * workers, how many do. Built on the first search that needs one and again after catalogue changes, no
 * more than a fifth of the time: one that stays 0 means searches read the database instead. How each
 * read ended, and how long the last one took (the longest of the workers'): while an index is read, the
 * searches it serves ask the database, and a read that fails leaves them there.
 */
export function searchIndexMetrics(registry: Registry, indexes: Record<string, KeptSearchIndex>): void {
  new Gauge({
    name: 'kirana_search_index_current',
    help: "Search indexes held current in memory: postings (searches), unpublished (an admin's), suggestions",
    labelNames: ['index'] as const,
    registers: [registry],
    collect() {
      for (const [index, kept] of Object.entries(indexes)) this.set({ index }, kept.isCurrent ? 1 : 0);
    },
  });
  new Counter({
    name: 'kirana_search_index_reads_total',
    help:
      "Search indexes' reads by how they ended: built, overtaken (the catalogue changed), failed, none; " +
      'patched: the index kept patched for products whose words changed',
    labelNames: ['index', 'outcome'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [index, { reads }] of Object.entries(indexes)) {
        for (const outcome of ['built', 'overtaken', 'failed', 'none', 'patched'] as const) {
          this.inc({ index, outcome }, reads[outcome]);
        }
      }
    },
  });
  new Gauge({
    name: 'kirana_search_index_read_seconds',
    help: "How long each search index's last read took, seconds",
    labelNames: ['index'] as const,
    registers: [registry],
    aggregator: 'max',
    collect() {
      for (const [index, { reads }] of Object.entries(indexes)) this.set({ index }, reads.lastSeconds);
    },
  });
}
