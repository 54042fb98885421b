import { gunzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { type CachedBody, type Entry, gzipExactly, partsWeight, serialize, weight } from './cached-answer';
import { type JsonParts, joined } from './reply';
import { SharedTexts } from './shared-texts';

export interface Computed {
  /** What the route answers (JsonText when already serialized); kept serialized. */
  payload: unknown;
  /** The products it shows, so that a change to one of them drops it. */
  productIds?: readonly string[];
  /**
   * Found by matching words (a search, suggestions): any product's words changing may change it, whether
   * it shows that product or not.
   */
  byWords?: boolean;
}

/** Running totals since start, read by the metrics plugin at scrape time: a field increment per read. */
export interface CacheStats {
  /** Answered from a kept entry, or by joining a computation already under way. */
  hits: number;
  /** Computed from the database, including every read while the cache is off. */
  misses: number;
  /** Entries dropped to make room (the memory budget). */
  sizeEvictions: number;
  /** Entries dropped because what they show changed (or may have: the notifications were lost). */
  changeEvictions: number;
}

/**
 * Keys whose answers did not fit are remembered, up to one per this many bytes of the budget (64 MB:
 * 65,536 keys; under 10 MB of details' keys, ~70 characters each, at most ~20 MB of the longest search
 * keys); past that the memory starts again.
 */
const BUDGET_BYTES_PER_ASKED_KEY = 1024;

/**
 * An answer in parts adding at most this share of its text (most of its products' texts already held for
 * other answers) is kept on its first miss, even when it evicts others: it takes little room, so keeping
 * it costs little, while waiting for a second miss costs a computation.
 */
const LITTLE_SHARE = 0.5;

/**
 * JSON answers of public reads, kept (as text, in parts, gzipped: Entry) until what they show changes:
 * `clear` drops all of them, `evictProducts` those showing the given products, `evictWords` those and the
 * answers found by matching words. Whoever calls these owns correctness; here, the database's change
 * notifications (plugins/catalogue-cache.ts).
 *
 * An answer is kept when it fits beside the others, or adds little (LITTLE_SHARE); one that would evict
 * others only the second time its key misses: on a catalogue far larger than the budget (a million
 * products' details) almost every read is asked for once, and keeping each evicted another for nothing (a
 * tenth to a fifth more of the server's time a read; docs/performance.md).
 * A read computed while a change arrived is answered but not kept: it may predate the change. Concurrent
 * misses on one key share one computation, so a cold page under load costs one query, not fifty.
 */
export class ResponseCache {
  readonly #entries: LRUCache<string, Entry> | undefined;
  readonly #shared = new SharedTexts();
  readonly #keysByProduct = new Map<string, Set<string>>();
  /** Keys of the answers found by matching words (Computed.byWords). */
  readonly #byWords = new Set<string>();
  readonly #pending = new Map<string, Promise<CachedBody>>();
  /** Keys whose answer did not fit, since the memory last started again: the next miss keeps it. */
  readonly #askedOnce = new Set<string>();
  readonly #askedOnceMax: number;
  #generation = 0;
  readonly stats: CacheStats = { hits: 0, misses: 0, sizeEvictions: 0, changeEvictions: 0 };
  /** Off while changes cannot be heard (a dropped listening connection): nothing is served or kept. */
  #enabled = false;

  /** `maxBytes` 0 turns caching off: every read is computed. */
  constructor(maxBytes: number) {
    this.#askedOnceMax = Math.max(1_000, Math.floor(maxBytes / BUDGET_BYTES_PER_ASKED_KEY));
    if (maxBytes <= 0) return;
    this.#entries = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      sizeCalculation: (entry, key) => weight(entry, key),
      dispose: (entry, key, reason) => {
        if (reason === 'evict') this.stats.sizeEvictions++;
        this.#untag(key, entry.productIds);
        this.#byWords.delete(key);
        for (const item of entry.parts?.items ?? []) this.#shared.release(item);
      },
    });
  }

  /**
   * The answer for `key`, computed on a miss; `gzip` says which form the client takes, and the answer holds
   * it, or, joining a computation under way, the text.
   */
  async get(key: string, compute: () => Promise<Computed>, gzip = false): Promise<CachedBody> {
    const entries = this.#entries;
    if (!entries || !this.#enabled) {
      this.stats.misses++;
      const { etag, text } = serialize((await compute()).payload);
      return { etag, text };
    }
    const kept = entries.get(key);
    if (kept) {
      this.stats.hits++;
      return this.#inForm(entries, key, kept, gzip);
    }
    const pending = this.#pending.get(key);
    if (pending) {
      this.stats.hits++;
      return pending;
    }

    this.stats.misses++;
    const generation = this.#generation;
    const askedBefore = this.#askedOnce.delete(key);
    const promise = compute()
      .then(({ payload, productIds = [], byWords }): CachedBody => {
        const { parts, ...answer } = serialize(payload);
        if (generation !== this.#generation) return answer;
        // A text client's answer in parts when it has them: its products' texts shared with the other
        // answers showing them (a gzip client's is a tenth of its text whole).
        const inParts = gzip ? undefined : parts;
        if (!askedBefore && !this.#keptAtOnce(entries, key, answer.text, inParts)) {
          this.#remember(key);
          return answer;
        }
        const tags = byWords ? { productIds, byWords } : { productIds };
        if (!gzip) {
          this.#keep(
            entries,
            key,
            inParts ? { etag: answer.etag, parts: inParts, ...tags } : { ...answer, ...tags },
          );
          return answer;
        }
        const gzipped = { etag: answer.etag, gzip: gzipExactly(answer.text) };
        this.#keep(entries, key, { ...gzipped, ...tags });
        return { ...answer, ...gzipped };
      })
      .finally(() => {
        if (this.#pending.get(key) === promise) this.#pending.delete(key);
      });
    this.#pending.set(key, promise);
    return promise;
  }

  /** Starts or stops serving; either way what was kept may be stale, so it goes. */
  setEnabled(enabled: boolean): void {
    this.#enabled = enabled;
    this.clear();
  }

  clear(): void {
    this.#generation++;
    this.#pending.clear();
    this.stats.changeEvictions += this.size;
    this.#entries?.clear();
  }

  evictProducts(productIds: readonly string[]): void {
    this.#generation++;
    this.#pending.clear();
    for (const productId of productIds) this.#evict(this.#keysByProduct.get(productId));
  }

  /**
   * A product's words changed: what shows it goes, and every answer found by matching words (the product
   * may match other searches now, or no longer its old ones, and spelling corrects against a changed
   * vocabulary); lists ordered by anything else stay.
   */
  evictWords(productIds: readonly string[]): void {
    this.evictProducts(productIds);
    this.#evict(this.#byWords);
  }

  get size(): number {
    return this.#entries?.size ?? 0;
  }

  /** What the kept entries weigh against the budget (their forms and keys: `weight`), shared texts once. */
  get bytes(): number {
    return (this.#entries?.calculatedSize ?? 0) + this.#shared.bytes;
  }

  /**
   * Whether an answer is kept on its first miss: it fits beside those kept, evicting none, or its parts add
   * little (LITTLE_SHARE). Whole, it adds its text's length (more than its gzip weighs: no answer is
   * compressed only to learn that it is not kept); in parts, their own weight and their products' texts
   * not held yet.
   */
  #keptAtOnce(entries: LRUCache<string, Entry>, key: string, text: string, parts?: JsonParts): boolean {
    const adds = parts ? partsWeight(parts) + this.#shared.added(parts.items) : text.length;
    if (parts && adds <= LITTLE_SHARE * text.length) return true;
    return this.bytes + adds + key.length <= entries.maxSize;
  }

  /**
   * A kept answer with the form asked for, made from the other the first time it is asked and kept beside
   * it (weighed again: it may evict others).
   */
  #inForm(entries: LRUCache<string, Entry>, key: string, kept: Entry, gzip: boolean): CachedBody {
    const { etag } = kept;
    if (gzip && kept.gzip) return { etag, gzip: kept.gzip };
    const text = kept.text ?? (kept.parts && joined(kept.parts));
    if (!gzip && text !== undefined) return { etag, text };
    if (text === undefined) {
      const made = gunzipSync(kept.gzip ?? Buffer.alloc(0)).toString();
      this.#keep(entries, key, { ...kept, text: made });
      return { etag, text: made };
    }
    const made = gzipExactly(text);
    this.#keep(entries, key, { ...kept, gzip: made });
    return { etag, text, gzip: made };
  }

  /** A key whose answer did not fit: its next miss keeps the answer. */
  #remember(key: string): void {
    if (this.#askedOnce.size >= this.#askedOnceMax) this.#askedOnce.clear();
    this.#askedOnce.add(key);
  }

  #keep(entries: LRUCache<string, Entry>, key: string, entry: Entry): void {
    // Held before the entry replaces one of this key (re-kept with another form), which releases its own.
    const items = entry.parts?.items.map((item) => this.#shared.hold(item));
    const kept = entry.parts && items ? { ...entry, parts: { ...entry.parts, items } } : entry;
    entries.set(key, kept);
    if (!entries.has(key)) {
      // larger than the whole cache
      for (const item of items ?? []) this.#shared.release(item);
      return;
    }
    if (kept.byWords) this.#byWords.add(key);
    for (const productId of kept.productIds) {
      const keys = this.#keysByProduct.get(productId);
      if (keys) keys.add(key);
      else this.#keysByProduct.set(productId, new Set([key]));
    }
    // The map weighs its entries without the texts they share: the least recently used go until both fit.
    while (entries.size > 0 && this.bytes > entries.maxSize) entries.pop();
  }

  /** Copied first: each deletion's dispose takes its key out of the sets it is in. */
  #evict(keys: ReadonlySet<string> | undefined): void {
    for (const key of [...(keys ?? [])]) {
      if (this.#entries?.delete(key)) this.stats.changeEvictions++;
    }
  }

  #untag(key: string, productIds: readonly string[]): void {
    for (const productId of productIds) {
      const keys = this.#keysByProduct.get(productId);
      keys?.delete(key);
      if (keys?.size === 0) this.#keysByProduct.delete(productId);
    }
  }
}
