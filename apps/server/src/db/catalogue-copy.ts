import { CatalogueVersion } from './catalogue-version';
import type { Database, DatabaseHandle } from './client';

/**
 * What a process keeps in memory from the catalogue (categories, the search vocabulary): read once and
 * kept until the database announces a catalogue change (catalogue-version.ts); while those announcements
 * cannot be heard, read on every use. A product's stock, sales or what it shows (its price, discount, unit
 * or images) changing changes neither its words nor its categories, so it keeps the copy; its words
 * changing alone, or its publishing, a copy that can follow them reads again only what they change
 * (`reread`).
 */
export class CatalogueCopy<T> {
  #loaded: { version: number; words: number; value: Promise<T> } | undefined;
  readonly #catalogue: CatalogueVersion;
  /**
   * Moved by each product's words changing alone ('words:<id>') or its publishing ('published:<id>'), when
   * `reread` can follow it.
   */
  #words = 0;
  /** A reread is due at the end of this turn (changes heard together are read again together). */
  #rereadDue = false;
  #stopped = false;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly read: (db: Database) => Promise<T>,
    /**
     * What a change of products' words alone, or of their publishing, changes, read again from the copy
     * before it; without it, such a change is a catalogue change and the whole copy is read again.
     */
    private readonly reread?: (db: Database, before: T) => Promise<T>,
    /** Nothing it keeps depends on which categories products are in: a product linked keeps the copy. */
    linksKeep = false,
  ) {
    const heardWords = reread
      ? () => {
          this.#words++;
          this.#rereadSoon();
        }
      : undefined;
    this.#catalogue = new CatalogueVersion(
      database,
      undefined,
      undefined,
      heardWords,
      heardWords,
      linksKeep ? () => {} : undefined,
    );
  }

  start(): Promise<void> {
    return this.#catalogue.start();
  }

  stop(): Promise<void> {
    this.#stopped = true;
    return this.#catalogue.stop();
  }

  /**
   * Products' words changed: what they change is read again once the turn they were heard in ends, not
   * when the copy is next used, so that the use after a rename finds it done (a failed reread is not
   * kept: that use reads again).
   */
  #rereadSoon(): void {
    if (this.#rereadDue) return;
    this.#rereadDue = true;
    setImmediate(() => {
      this.#rereadDue = false;
      if (!this.#stopped && this.#loaded) this.get().catch(() => {});
    });
  }

  /** The next use reads again (what is kept is known to be behind). */
  drop(): void {
    this.#catalogue.bump();
  }

  /** The copy; callers at the same time share one read. */
  get(): Promise<T> {
    const { version, hearing } = this.#catalogue;
    const before = this.#loaded;
    const words = this.#words;
    if (hearing && before?.version === version && before.words === words) return before.value;
    const db = this.database.reads;
    const { reread } = this;
    // Only words changed since the copy was read: what they change, from it (once it is read).
    const value =
      hearing && before?.version === version && reread
        ? before.value.then((kept) => reread(db, kept))
        : this.read(db);
    const loaded = { version, words, value };
    // A failed read is not kept: the next caller reads it all again.
    value.catch(() => {
      if (this.#loaded === loaded) this.#loaded = undefined;
    });
    this.#loaded = loaded;
    return value;
  }
}
