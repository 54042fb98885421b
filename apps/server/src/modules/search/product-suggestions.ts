import { CatalogueVersion } from '../../db/catalogue-version';
import type { DatabaseHandle } from '../../db/client';
import { type IndexReads, KeptIndex } from './kept-index';
import { indexedProducts, indexedWords, publishedProducts, suggestedProducts } from './suggest.repository';
import { SuggestionIndex } from './suggestion-index';

/**
 * A catalogue larger than this gets no index (about 160 bytes of a process's heap a product once read:
 * 153 MB at a million); suggestions then ask the database, as they did. The postings index's limit too.
 */
const MAX_INDEXED_PRODUCTS = 2_000_000;
/**
 * Rows read per statement while it is built: PGlite answers on the server's own thread, so a part holds
 * it for tens of milliseconds rather than seconds for the whole.
 */
const PRODUCTS_PER_READ = 500;
const WORDS_PER_READ = 250;
/**
 * More products sold or edited than this since the last suggestion, or since the index was built: the whole
 * index is read again instead (each product moved since costs a suggestion of several words a check;
 * suggestion-index.ts).
 */
const MAX_SALES_READ = 1_000;

/**
 * The suggestion index (suggestion-index.ts), kept current: a suggestion reads its products there instead
 * of in the database (over half its cost, server and database, on the long tail). Built on the first
 * suggestion after a start or after a catalogue change the database announces, suggestions asking the
 * database meanwhile; never used while changes cannot be heard. Orders change products' units sold and
 * stock without a catalogue change ('product:<id>', or 'stock:<id>' when one sells out or comes back), and
 * an edit may change only a product's image ('shown:<id>', migration 0021): those products' images, sales
 * and whether they are in stock are read again before the next suggestion.
 */
export class ProductSuggestions {
  /** Moved by each catalogue change heard: an index read before it is not used. */
  readonly #catalogue: CatalogueVersion;
  readonly #index: KeptIndex<SuggestionIndex>;
  #changesRead: Promise<void> | undefined;
  /** Products whose sales, stock or image changed since the index last read them. */
  readonly #changed = new Set<string>();

  constructor(
    private readonly database: DatabaseHandle,
    /**
     * How much each statement reads: products and words while it is built, sales after (smaller in tests,
     * to cross the parts' seams).
     */
    private readonly perRead = { products: PRODUCTS_PER_READ, words: WORDS_PER_READ, sales: MAX_SALES_READ },
  ) {
    const heard = (productId: string) => this.#heard(productId);
    this.#catalogue = new CatalogueVersion(database, heard, heard);
    this.#index = new KeptIndex(this.#catalogue, (stale) => this.#read(stale), 'Suggestion index');
  }

  /**
   * A product's stock, sales or what it shows changed: noted while there is an index (or one being read) to
   * correct.
   */
  #heard(productId: string): void {
    if (!this.#index.present) return;
    this.#changed.add(productId);
    if (this.#changed.size > this.perRead.sales) {
      // More than one statement should read again: read the whole index again instead.
      this.#changed.clear();
      this.#catalogue.bump();
    }
  }

  start(): Promise<void> {
    return this.#catalogue.start();
  }

  async stop(): Promise<void> {
    await this.#catalogue.stop();
    await this.#index.settled();
  }

  /** Resolves when the index being read is read (tests). */
  settled(): Promise<void> {
    return this.#index.settled();
  }

  /** An index is kept or being read: none before the first suggestion, or for a catalogue too large. */
  get present(): boolean {
    return this.#index.present;
  }

  /** The index is current (metrics); asking does not build it. */
  get isCurrent(): boolean {
    return this.#index.isCurrent;
  }

  /** How the index's reads have ended (metrics). */
  get reads(): Readonly<IndexReads> {
    return this.#index.reads;
  }

  /** The index if it is current, else undefined (ask the database) with the index being built. */
  async current(): Promise<SuggestionIndex | undefined> {
    const index = this.#index.current();
    if (!index) return undefined;
    if (this.#changed.size > 0) {
      try {
        await this.#readChanged(index);
      } catch {
        return undefined; // the changes are read again next time
      }
    }
    return this.#index.current() === index ? index : undefined;
  }

  /**
   * The whole index, a part at a time (every product, then every word); none for a catalogue too large;
   * 'overtaken' if the catalogue changed meanwhile. Changes heard before it began are in what it reads.
   */
  async #read(stale: () => boolean): Promise<SuggestionIndex | undefined | 'overtaken'> {
    this.#changed.clear();
    const db = this.database.reads;
    if ((await publishedProducts(db)) > MAX_INDEXED_PRODUCTS) return undefined;
    const index = new SuggestionIndex();
    for (let after = ''; ; ) {
      if (stale()) return 'overtaken';
      if (index.size > MAX_INDEXED_PRODUCTS) return undefined;
      const rows = await indexedProducts(db, after, this.perRead.products);
      const last = rows.at(-1);
      if (!last) break;
      index.addProducts(rows);
      after = last.id;
    }
    await index.completeProducts();
    for (let after = ''; ; ) {
      if (stale()) return 'overtaken';
      const words = await indexedWords(db, after, this.perRead.words);
      const last = words.at(-1);
      if (!last) return index;
      index.addWords(words);
      after = last.word;
    }
  }

  /** Callers at the same time share one read; products changed meanwhile wait for the next. */
  #readChanged(index: SuggestionIndex): Promise<void> {
    this.#changesRead ??= (async () => {
      const ids = [...this.#changed].filter((id) => index.holds(id));
      this.#changed.clear();
      if (ids.length === 0) return;
      try {
        index.update(await suggestedProducts(this.database.reads, ids));
        if (index.moved > this.perRead.sales) this.#catalogue.bump();
      } catch (error) {
        for (const id of ids) this.#changed.add(id);
        throw error;
      }
    })().finally(() => {
      this.#changesRead = undefined;
    });
    return this.#changesRead;
  }
}
