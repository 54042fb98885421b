import { CatalogueVersion } from './catalogue-version';
import type { Database, DatabaseHandle } from './client';

/**
 * What a process keeps in memory from the catalogue (categories, the search vocabulary): read once and
 * kept until the database announces a catalogue change (catalogue-version.ts); while those announcements
 * cannot be heard, read on every use. A product's stock, sales or what it shows (its price, discount, unit
 * or images) changing changes neither its words nor its categories, so it keeps the copy.
 */
export class CatalogueCopy<T> {
  #loaded: { version: number; value: Promise<T> } | undefined;
  readonly #catalogue: CatalogueVersion;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly read: (db: Database) => Promise<T>,
  ) {
    this.#catalogue = new CatalogueVersion(database);
  }

  start(): Promise<void> {
    return this.#catalogue.start();
  }

  stop(): Promise<void> {
    return this.#catalogue.stop();
  }

  /** The next use reads again (what is kept is known to be behind). */
  drop(): void {
    this.#catalogue.bump();
  }

  /** The copy; callers at the same time share one read. */
  get(): Promise<T> {
    const { version, hearing } = this.#catalogue;
    if (!hearing || this.#loaded?.version !== version) {
      const value = this.read(this.database.reads);
      const loaded = { version, value };
      // A failed read is not kept: the next caller tries again.
      value.catch(() => {
        if (this.#loaded === loaded) this.#loaded = undefined;
      });
      this.#loaded = loaded;
    }
    return this.#loaded.value;
  }
}
