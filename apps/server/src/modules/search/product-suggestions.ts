import { CatalogueVersion } from '../../db/catalogue-version';
import type { DatabaseHandle } from '../../db/client';
import { type IndexReads, KeptIndex } from './kept-index';
import { heldProducts } from './postings.repository';
import {
  indexedProducts,
  indexedWords,
  reindexedProducts,
  reindexedWords,
  suggestedProducts,
} from './suggest.repository';
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
 * More products' words changed than this before the next suggestion (an import): the index is read whole
 * again. A patch looks for each product in every lexeme's holders, its old name's lexemes not being kept.
 */
const MAX_REINDEXED = 100;

/**
 * The suggestion index (suggestion-index.ts), kept current: a suggestion reads its products there instead
 * of in the database (over half its cost, server and database, on the long tail). Built on the first
 * suggestion after a start or after a catalogue change the database announces, suggestions asking the
 * database meanwhile; never used while changes cannot be heard. Orders change products' units sold and
 * stock without a catalogue change ('product:<id>', or 'stock:<id>' when one sells out or comes back), and
 * an edit may change only a product's image ('shown:<id>', migration 0021): those products' images, sales
 * and whether they are in stock are read again before the next suggestion. A product's name, description
 * or details changing alone ('words:<id>', migration 0022), its publishing ('published:<id>', migration
 * 0023), or a product added or deleted ('added:<id>', 'removed:<id>', migrations 0024 and 0025), is
 * patched in before the next suggestion too: the product read again (an unpublished or deleted one leaves
 * the index, one it does not hold joins it), with the
 * words whose best postings it was or is among (a whole read takes ~2 s at 100k products, ~20 s at a
 * million, suggestions asking the database meanwhile).
 */
export class ProductSuggestions {
  /** Moved by each catalogue change heard: an index read before it is not used. */
  readonly #catalogue: CatalogueVersion;
  readonly #index: KeptIndex<SuggestionIndex>;
  #changesRead: Promise<void> | undefined;
  /** Products whose sales, stock or image changed since the index last read them. */
  readonly #changed = new Set<string>();
  /** Products whose words changed since the index was read or patched, and the patch under way. */
  readonly #reworded = new Set<string>();
  #patching: Promise<void> | undefined;

  constructor(
    private readonly database: DatabaseHandle,
    /**
     * How much each statement reads: products and words while it is built, sales after (smaller in tests,
     * to cross the parts' seams).
     */
    private readonly perRead = { products: PRODUCTS_PER_READ, words: WORDS_PER_READ, sales: MAX_SALES_READ },
  ) {
    const heard = (productId: string) => this.#heard(productId);
    const heardWords = (productId: string) => this.#heardWords(productId);
    // Names, sales and stock: a product linked to a listing changes none of them.
    this.#catalogue = new CatalogueVersion(database, heard, heard, heardWords, heardWords, () => {});
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

  /**
   * A product's words changed, or it was published or unpublished: patched in before the next suggestion.
   * Heard while the index is read (which may have read the product before or after), or past MAX_REINDEXED,
   * the index is read again.
   */
  #heardWords(productId: string): void {
    if (this.#index.reading || this.#reworded.size >= MAX_REINDEXED) {
      this.#reworded.clear();
      this.#catalogue.bump();
    } else if (this.#index.present) {
      this.#reworded.add(productId);
    }
  }

  start(): Promise<void> {
    return this.#catalogue.start();
  }

  async stop(): Promise<void> {
    await this.#catalogue.stop();
    await this.settled();
  }

  /** Resolves when the index being read is read, or patched (tests, stopping). */
  async settled(): Promise<void> {
    await this.#patching;
    await this.#index.settled();
  }

  /** An index is kept or being read: none before the first suggestion, or for a catalogue too large. */
  get present(): boolean {
    return this.#index.present;
  }

  /** The index is current, no words to patch in (metrics); asking does not build it. */
  get isCurrent(): boolean {
    return this.#index.isCurrent && this.#reworded.size === 0 && !this.#patching;
  }

  /** How the index's reads have ended (metrics). */
  get reads(): Readonly<IndexReads> {
    return this.#index.reads;
  }

  /** The index if it is current, else undefined (ask the database) with the index being built. */
  async current(): Promise<SuggestionIndex | undefined> {
    const index = this.#index.current();
    if (!index) return undefined;
    // Changes heard while a patch is made are waited for too, twice at most.
    for (let turn = 0; turn < 3 && (this.#reworded.size > 0 || this.#patching); turn++) {
      await this.#patch(index);
    }
    if (this.#reworded.size > 0) return undefined;
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
    this.#reworded.clear();
    const db = this.database.reads;
    const published = await heldProducts(db, 'published');
    if (published > MAX_INDEXED_PRODUCTS) return undefined;
    const index = new SuggestionIndex(published);
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

  /**
   * Reads the products whose words changed again (one statement for all heard so far), then the words whose
   * best postings they were or are among, and patches them in (`SuggestionIndex.reindexed`: a product new
   * to it, added or published since it was read, is added), if the index is still the one kept and
   * current; else, or should the reads fail, it is read whole. Callers at the same time share one patch; products changed meanwhile wait for the next.
   */
  #patch(index: SuggestionIndex): Promise<void> {
    if (this.#patching) return this.#patching;
    const ids = [...this.#reworded];
    this.#reworded.clear();
    if (ids.length === 0) return Promise.resolve();
    const posting = index.wordsPosting(ids);
    this.#patching = (async () => {
      const db = this.database.reads;
      const rows = await reindexedProducts(db, ids);
      // Products not read again are unpublished: those the index holds leave it (one it never held needs
      // nothing: an unpublished product's words edited).
      const read = new Set(rows.map((row) => row.id));
      const gone = ids.filter((id) => !read.has(id) && index.holds(id));
      const asked = [...new Set([...posting, ...rows.flatMap((row) => row.postedWords)])];
      const words = await reindexedWords(db, asked);
      // Unless the catalogue moved meanwhile (`replace` is false: a read follows, holding these products).
      const patched = this.#index.replace(index, index) && index.reindexed(rows, asked, words, gone);
      // Each product patched is checked apart from the walks, as one whose sales moved: past as many as
      // one statement of sales reads, the index is read whole.
      if (!patched || index.moved > this.perRead.sales) this.#catalogue.bump();
    })()
      .catch((error: Error) => {
        console.warn(`Suggestion index not patched: ${error.message}`);
        this.#catalogue.bump();
      })
      .finally(() => {
        this.#patching = undefined;
      });
    return this.#patching;
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
