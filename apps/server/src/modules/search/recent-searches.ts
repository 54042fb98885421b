import { LRUCache } from 'lru-cache';
import type { PostedCandidates } from './posted-candidates';
import type { ScoredMatches } from './scored-matches';
import type { PlannedSearch } from './search-plan';

/**
 * What an entry is taken to hold beyond its lists: its key, the entry and the map's own bookkeeping. With
 * it, the estimate of the bench's 3,000 long-tail queries kept at 100k products came within 5% of the
 * heap they took (docs/performance.md).
 */
const ENTRY_BYTES = 512;
/** A list of references or numbers: a slot each. */
const listBytes = (list: readonly unknown[] | undefined) => 8 * (list?.length ?? 0);

/**
 * What a value is kept under: its text, or how to make it, made only when something is kept (with the
 * cache off nothing is, and a search's keys would cost it ~2% of its time for nothing).
 */
export type WorkKey = string | (() => string);
const textOf = (key: WorkKey) => (typeof key === 'string' ? key : key());

/**
 * Values worked out from one source in memory (a vocabulary, a postings index), kept while that source is
 * the one asked: another source (the catalogue changed, and its index was read again) drops them all.
 * The least recently used go first past `maxBytes` (as estimated by `bytes`); nothing is kept at 0.
 */
export class KeptWork<T> {
  #source: object | undefined;
  readonly #kept: LRUCache<string, { value: T }> | undefined;
  /** Finds since start (metrics): found kept, or to be worked out (every one while nothing is kept). */
  readonly stats = { hits: 0, misses: 0 };

  constructor(maxBytes: number, bytes: (value: T) => number) {
    // Whole bytes: the map refuses a fractional budget (CATALOGUE_CACHE_MB may be 0.1).
    const budget = Math.floor(maxBytes);
    this.#kept =
      budget > 0
        ? new LRUCache({
            maxSize: budget,
            sizeCalculation: ({ value }, key) => ENTRY_BYTES + 2 * key.length + bytes(value),
          })
        : undefined;
  }

  /** What was kept for `key` from this very `source`, if anything (undefined is a value too). */
  find(source: object, key: WorkKey): { value: T } | undefined {
    const kept = source === this.#source && this.#kept ? this.#kept.get(textOf(key)) : undefined;
    if (kept) this.stats.hits++;
    else this.stats.misses++;
    return kept;
  }

  keep(source: object, key: WorkKey, value: T): void {
    if (!this.#kept) return;
    if (source !== this.#source) {
      this.#kept.clear();
      this.#source = source;
    }
    this.#kept.set(textOf(key), { value });
  }

  /** `work`'s value for `key` from `source`, worked out once while it is kept. */
  of(source: object, key: WorkKey, work: () => T): T {
    const kept = this.find(source, key);
    if (kept) return kept.value;
    const value = work();
    this.keep(source, key, value);
    return value;
  }

  /** Values kept (tests). */
  get size(): number {
    return this.#kept?.size ?? 0;
  }
}

/** A broad search's candidates from the postings index and the first of them scored (search.service.ts). */
export interface PostedRanking {
  candidates: PostedCandidates;
  scored: Required<ScoredMatches> | undefined;
}

/**
 * What recent searches worked out in memory: each query's plan (its words looked up and spelt, its
 * synonyms, its stems) from the vocabulary, and its matches found and scored from the postings index. A
 * shopper paging through a search, or shoppers asking what others asked, then cost their page's rows
 * only: working a query out in memory is about two fifths of a search's server time (docs/performance.md). Only
 * what the text alone decides is kept; the page's order among ties (stock, sales) and whether a product
 * is still published are worked out for each page (tie-keys.ts). Sized from the catalogue cache's budget,
 * and off with it.
 */
export class RecentSearches {
  readonly plans: KeptWork<PlannedSearch>;
  readonly matches: KeptWork<ScoredMatches | undefined>;
  readonly posted: KeptWork<PostedRanking>;

  constructor(maxBytes: number) {
    // A plan is a kilobyte or two, a ranking up to ~20: a quarter of the budget keeps a plan for most.
    this.plans = new KeptWork(maxBytes / 4, ({ key, held }) => 4 * key().length + 64 * held.size);
    this.matches = new KeptWork(
      (maxBytes * 3) / 8,
      (matches) =>
        listBytes(matches?.ids) + listBytes(matches?.scores) + (matches?.products?.byteLength ?? 0),
    );
    this.posted = new KeptWork(
      (maxBytes * 3) / 8,
      ({ candidates, scored }) =>
        listBytes(candidates.matches) +
        listBytes(candidates.numbers) +
        listBytes(scored?.ids) +
        listBytes(scored?.scores) +
        (scored?.products.byteLength ?? 0),
    );
  }
}
