import type { CatalogueVersion } from '../../db/catalogue-version';

/**
 * Reads a whole index: undefined when there should be none (the catalogue is too large to hold), and
 * 'overtaken' when `stale()` turned true meanwhile (the catalogue changed: what was read is behind).
 */
export type IndexReader<T> = (stale: () => boolean) => Promise<T | undefined | 'overtaken'>;

/**
 * Reading an index takes at most this share of a process's time: after a read that took d (built,
 * overtaken or failed), the next starts no sooner than d × (1 / share − 1) after it ended. A catalogue
 * that changes more often than its index can be read (a million products take ~30–40 s; an import, a
 * product added, published or unpublished is a change, a product selling out is not, nor for the postings
 * index is an edit of its words or its publishing: postings-memory.ts patches those in) is searched in the
 * database meanwhile instead of being read again and again.
 */
const READING_SHARE = 1 / 5;

/** How the reads of an index have ended (metrics): each one counted once. */
export interface IndexReads {
  /** Read and kept. */
  built: number;
  /** The catalogue changed meanwhile: what was read is behind, and another read follows. */
  overtaken: number;
  /** The read threw (logged): searches ask the database until a later read succeeds. */
  failed: number;
  /** The catalogue is too large to hold: no index. */
  none: number;
  /** Not a read: the index kept was patched for products whose words changed. */
  patched: number;
  /** How long the last read that ended took, in seconds. */
  lastSeconds: number;
}

/**
 * An index of the catalogue in memory, current while the catalogue's version has not moved since it was
 * read: built on the first ask after a start or a change (no sooner than READING_SHARE allows), callers
 * asking the database meanwhile; never used while changes cannot be heard. A read that fails is logged
 * and tried again on a later ask.
 */
export class KeptIndex<T> {
  #kept: { version: number; index: T | undefined } | undefined;
  #loading: Promise<void> | undefined;
  /** When the next read may start (READING_SHARE). */
  #restAt = Number.NEGATIVE_INFINITY;
  readonly #reads: IndexReads = {
    built: 0,
    overtaken: 0,
    failed: 0,
    none: 0,
    patched: 0,
    lastSeconds: 0,
  };

  constructor(
    private readonly catalogue: CatalogueVersion,
    private readonly read: IndexReader<T>,
    /** What the index is, for the log ('Suggestion index'). */
    private readonly label: string,
    /** Milliseconds from any fixed point (tests drive it). */
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** An index is kept or being read: a change to what it holds is worth noting. */
  get present(): boolean {
    return this.#kept?.index !== undefined || this.#loading !== undefined;
  }

  /** The index is current: what current() would answer without a read (metrics). */
  get isCurrent(): boolean {
    return (
      this.catalogue.hearing &&
      this.#kept?.version === this.catalogue.version &&
      this.#kept.index !== undefined
    );
  }

  /** A read is under way. */
  get reading(): boolean {
    return this.#loading !== undefined;
  }

  /**
   * Keeps `to` in place of `from`, a patched copy of it (or `from` itself, about to be patched in place),
   * if `from` is the index kept and current: what it misses was changed since the version it was read at,
   * and patched in. False otherwise (the catalogue moved meanwhile: a read follows).
   */
  replace(from: T, to: T): boolean {
    const kept = this.#kept;
    if (kept?.index !== from || kept.version !== this.catalogue.version) return false;
    this.#kept = { version: kept.version, index: to };
    this.#reads.patched++;
    return true;
  }

  /** The index if it is current, else undefined, with the current one being read. */
  current(): T | undefined {
    if (!this.catalogue.hearing) return undefined;
    const kept = this.#kept;
    if (kept?.version !== this.catalogue.version) {
      this.#load();
      return undefined;
    }
    return kept.index;
  }

  /** How its reads have ended so far (metrics). */
  get reads(): Readonly<IndexReads> {
    return this.#reads;
  }

  /** Resolves when no read is under way (stopping, tests). */
  async settled(): Promise<void> {
    await this.#loading;
  }

  #load(): void {
    if (this.#loading || this.now() < this.#restAt) return;
    const version = this.catalogue.version;
    const started = this.now();
    this.#loading = this.read(() => version !== this.catalogue.version)
      .then((index) => {
        if (index !== 'overtaken' && version === this.catalogue.version) {
          this.#kept = { version, index };
          this.#reads[index === undefined ? 'none' : 'built']++;
        } else this.#reads.overtaken++;
      })
      .catch((error: Error) => {
        this.#reads.failed++;
        console.warn(`${this.label} not built: ${error.message}`);
      })
      .finally(() => {
        const ended = this.now();
        this.#reads.lastSeconds = (ended - started) / 1000;
        this.#restAt = ended + (ended - started) * (1 / READING_SHARE - 1);
        this.#loading = undefined;
      });
  }
}
