import { CatalogueVersion } from '../../db/catalogue-version';
import type { DatabaseHandle } from '../../db/client';
import { type IndexReads, KeptIndex } from './kept-index';
import {
  changedProducts,
  type HeldProducts,
  heldProducts,
  postingListOf,
  postingListsAfter,
  productTextsAfter,
} from './postings.repository';
import { PostingsIndex } from './postings-index';
import { productSales } from './suggest.repository';

/**
 * A catalogue larger than this gets no index: ~60 MB of resident memory at 100k products and ~300 MB at a
 * million, read in ~30–40 s, 20–26 of them the server's (docs/performance.md).
 */
const MAX_INDEXED_PRODUCTS = 2_000_000;
/**
 * Postings read per statement while it is built. PGlite answers on the server's own thread: a part of
 * 1,000 holds it for 20–35 ms at 27k products rather than seconds for the whole. PostgreSQL answers on
 * its own cores, and under load each part waits its turn for a connection: a million products' 6.3M
 * postings took 65 s in parts of 1,000 beside a search load (docs/performance.md).
 */
const POSTINGS_PER_READ = { pglite: 1_000, postgres: 10_000 };

/** More products sold than this since their sales were last read: ties are left to the database. */
const MAX_SALES_READ = 1_000;
/**
 * More products' words changed than this before they are patched in (an import): the index is read whole
 * again. A patch copies the postings' arrays once, however many products it patches, and rewrites the
 * lists those products are in: 0.06–0.33 s of the server's thread at a million products
 * (docs/performance.md).
 */
const MAX_PATCHED = 1_000;

/**
 * The postings index (postings-index.ts), kept current: a search finds its matches there instead of in the
 * full-text index (decision 0020), and a broad search its candidates instead of reading hundreds of
 * postings in the database (decision 0019). Built on the first search after a start or a catalogue change,
 * searches asking the database meanwhile. Orders move products' sales and stock without a catalogue change
 * ('product:<id>', 'stock:<id>'): those products are read again before ties are next broken in memory. A
 * product's name, description or details changing alone ('words:<id>', migration 0022), its publishing
 * ('published:<id>', migration 0023), or a product added or deleted ('added:<id>', 'removed:<id>',
 * migrations 0024 and 0025: a few in one statement), is patched in: those products are read again and a patched index made (postings-index.ts
 * `patched`) instead of the whole catalogue being read again (at a million products, searches asked the
 * database for ~30–40 s).
 */
export class PostingsMemory {
  readonly #catalogue: CatalogueVersion;
  readonly #index: KeptIndex<PostingsIndex>;
  /** Products whose sales or stock changed since the index last read them. */
  readonly #sold = new Set<string>();
  /** More were sold than one statement reads: ties stay the database's until the index is read again. */
  #soldTooMany = false;
  #salesRead: Promise<boolean> | undefined;
  /** Products whose words changed since the index kept was read or patched, and the patch under way. */
  readonly #changed = new Set<string>();
  #patching: Promise<void> | undefined;
  /** A patch is due at the end of this turn of the event loop (`#patchSoon`). */
  #patchDue = false;

  constructor(
    private readonly database: DatabaseHandle,
    /** Postings read per statement (smaller in tests, to cross the parts' seams). */
    private readonly perRead = POSTINGS_PER_READ[database.kind],
    /**
     * The published products (shoppers' searches), or the unpublished ones: their texts alone, no
     * postings (they have none), so that an admin's search finds its matches in memory in both.
     */
    private readonly which: HeldProducts = 'published',
  ) {
    this.#catalogue = new CatalogueVersion(
      database,
      (productId) => this.#heardSale(productId),
      undefined,
      (productId) => this.#heardChanged(productId),
      (productId) => this.#heardChanged(productId),
      // Postings and texts come from a product's own row: its links change none of them.
      () => {},
    );
    this.#index = new KeptIndex(this.#catalogue, (stale) => this.#read(stale), 'Postings index');
  }

  #heardSale(productId: string): void {
    if (!this.#index.present || this.#soldTooMany) return;
    this.#sold.add(productId);
    if (this.#sold.size > MAX_SALES_READ) {
      this.#sold.clear();
      this.#soldTooMany = true;
    }
  }

  /**
   * A product's words changed, it was published or unpublished, added or deleted: patched into the index
   * kept as soon as the changes heard together are in (an unpublished or deleted product's postings and
   * text leave it; one the index does not number, added or published since it was read, is numbered after the others:
   * `patched`). Heard while the index is read (which may have read the product before or after), or past
   * MAX_PATCHED, it is read again.
   */
  #heardChanged(productId: string): void {
    if (this.#index.reading || this.#changed.size >= MAX_PATCHED) {
      this.#changed.clear();
      this.#catalogue.bump();
    } else if (this.#index.present) {
      this.#changed.add(productId);
      this.#patchSoon();
    }
  }

  /**
   * Patches the kept index at the end of this turn of the event loop (a statement changing many products
   * is heard in one burst: one patch for all), or after the patch under way; not waiting for a search to
   * ask, which would then wait for it (`patchedIn`).
   */
  #patchSoon(): void {
    if (this.#patchDue) return;
    this.#patchDue = true;
    setImmediate(() => {
      this.#patchDue = false;
      if (this.#changed.size > 0 && this.#index.isCurrent) this.current();
    });
  }

  /**
   * Reads the changed products again (one statement for all heard so far) and keeps the index patched for
   * them. Should it fail, or the index refuse the patch, the index is read whole.
   */
  #patch(index: PostingsIndex): void {
    if (this.#patching) return;
    const ids = [...this.#changed];
    this.#changed.clear();
    this.#patching = changedProducts(this.database.reads, ids, this.which)
      .then((rows) => {
        const patched = index.patched(ids, rows);
        // Refused when the catalogue moved meanwhile: the read that follows holds these products too.
        if (patched) this.#index.replace(index, patched);
        else this.#catalogue.bump();
      })
      .catch((error: Error) => {
        console.warn(`Postings index not patched: ${error.message}`);
        this.#catalogue.bump();
      })
      .finally(() => {
        this.#patching = undefined;
        // Heard while this one was made.
        if (this.#changed.size > 0) this.#patchSoon();
      });
  }

  /**
   * Resolves once the words heard changing are patched into the index (a patch under way or due): a
   * patch takes milliseconds (tenths of a second at a million products), where the search it holds back
   * would have asked the database's full-text index, slower and at its cost. Changes heard while it is
   * made are waited for too, twice at most; a whole read is not waited for.
   */
  async patchedIn(): Promise<void> {
    for (let turn = 0; turn < 3; turn++) {
      this.current();
      if (!this.#patching) return;
      await this.#patching;
    }
  }

  /**
   * Whether `index` is current and holds every product's sales and stock as they are now, those heard
   * changing read again first (callers at the same time share one statement); false when they could not
   * be, or were too many.
   */
  async salesCurrent(index: PostingsIndex): Promise<boolean> {
    // Sales heard while a read was under way are read by the next turn.
    for (let turn = 0; turn < 3; turn++) {
      if (this.#soldTooMany || this.#index.current() !== index) return false;
      if (this.#sold.size === 0) return true;
      this.#salesRead ??= this.#readSales(index).finally(() => {
        this.#salesRead = undefined;
      });
      if (!(await this.#salesRead)) return false;
    }
    return false;
  }

  async #readSales(index: PostingsIndex): Promise<boolean> {
    const ids = [...this.#sold];
    this.#sold.clear();
    try {
      index.updateSales(await productSales(this.database.reads, ids));
      return true;
    } catch {
      for (const id of ids) this.#sold.add(id);
      return false;
    }
  }

  start(): Promise<void> {
    return this.#catalogue.start();
  }

  async stop(): Promise<void> {
    await this.#catalogue.stop();
    await this.settled();
  }

  /** An index is kept or being read: none is before the first search, or above MAX_INDEXED_PRODUCTS. */
  get present(): boolean {
    return this.#index.present;
  }

  /** The index is current, nothing to patch in (metrics); asking does not build it. */
  get isCurrent(): boolean {
    return this.#index.isCurrent && this.#changed.size === 0 && !this.#patching;
  }

  /** How the index's reads have ended (metrics). */
  get reads(): Readonly<IndexReads> {
    return this.#index.reads;
  }

  /**
   * The index if it is current, else undefined (read the database's postings) with it being built, or
   * patched for the products whose words changed (`patchedIn` waits for that).
   */
  current(): PostingsIndex | undefined {
    const index = this.#index.current();
    if (index === undefined || (this.#changed.size === 0 && !this.#patching)) return index;
    this.#patch(index);
    return undefined;
  }

  /** Resolves when the index being read is read, or patched (tests, stopping). */
  async settled(): Promise<void> {
    if (this.#patchDue) await new Promise((resolve) => setImmediate(resolve));
    await this.#patching;
    await this.#index.settled();
  }

  /**
   * Every posting (`#readPostings`), then the products' texts, a part of products at a time; each part
   * asked for as soon as the one before arrives, so that the database reads it while this one is taken
   * in. None for a catalogue too large; 'overtaken' if it changed meanwhile.
   */
  async #read(stale: () => boolean): Promise<PostingsIndex | undefined | 'overtaken'> {
    // Sales heard from now on are read again after; those before are in what is read, as are words.
    this.#sold.clear();
    this.#changed.clear();
    this.#soldTooMany = false;
    const db = this.database.reads;
    const held = await heldProducts(db, this.which);
    if (held > MAX_INDEXED_PRODUCTS) return undefined;
    const index = new PostingsIndex(held);
    // Unpublished products have no postings: their texts alone are read.
    if (this.which === 'published') {
      const postings = await this.#readPostings(db, index, stale);
      if (postings !== 'read') return postings;
    }
    // A product's vector holds ~13 lexemes: a part of a tenth as many products as postings reads about as
    // many entries as a part of postings.
    const products = Math.max(1, Math.round(this.perRead / 10));
    for (let next = ahead(productTextsAfter(db, '', products, this.which)); ; ) {
      if (stale()) return 'overtaken';
      const rows = await next;
      const last = rows.at(-1);
      const more = last !== undefined && rows.length === products;
      if (more) next = ahead(productTextsAfter(db, last.productId, products, this.which));
      index.addTexts(rows);
      if (!more) break;
    }
    return stale() ? 'overtaken' : index.complete();
  }

  /**
   * Every posting into `index`, a part at a time (a part ends where a word does, and a word with more
   * postings than a part is read alone); 'overtaken' or, for a catalogue too large, undefined.
   */
  async #readPostings(
    db: DatabaseHandle['reads'],
    index: PostingsIndex,
    stale: () => boolean,
  ): Promise<'read' | 'overtaken' | undefined> {
    for (let next = ahead(postingListsAfter(db, '', this.perRead)); ; ) {
      const words = await next;
      const last = words.at(-1);
      if (!last) return 'read';
      if (words.reduce((sum, word) => sum + word.count, 0) < this.perRead) {
        index.add(words);
        return 'read';
      }
      // The part's last word may be cut short: read again with the next part, or alone if it is all.
      const whole = words.slice(0, -1);
      const alone = whole.length === 0 ? ahead(postingListOf(db, last.word)) : undefined;
      next = ahead(postingListsAfter(db, whole.at(-1)?.word ?? last.word, this.perRead));
      index.add(alone ? await alone : whole);
      if (stale()) return 'overtaken';
      if (index.size > MAX_INDEXED_PRODUCTS) return undefined;
    }
  }
}

/**
 * A read asked for before it is waited for: its failure is awaited later, or dropped with a read that is
 * given up (overtaken), never an unhandled rejection.
 */
function ahead<T>(read: Promise<T>): Promise<T> {
  read.catch(() => undefined);
  return read;
}
