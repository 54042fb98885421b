import type { Database, DatabaseHandle } from './client';
import type { Unlisten } from './notifications';

/**
 * What a process keeps in memory from the catalogue (categories, the search vocabulary): read once and
 * kept until the database announces a catalogue change (migration 0003's triggers, whichever process
 * wrote); while those announcements cannot be heard, read on every use. A product's stock or sales change
 * ('product:<id>') changes neither its words nor its categories, so it keeps the copy.
 */
export class CatalogueCopy<T> {
  #loaded: { version: number; value: Promise<T> } | undefined;
  /** Bumped by each change heard: a read begun before it is not kept. */
  #version = 0;
  #hearing = false;
  #unlisten: Unlisten | undefined;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly read: (db: Database) => Promise<T>,
  ) {}

  async start(): Promise<void> {
    this.#unlisten = await this.database.listenCatalogue({
      onMessage: (payload) => {
        if (!payload.startsWith('product:')) this.#version++;
      },
      onGap: (listening) => {
        this.#hearing = listening;
        this.#version++;
      },
    });
  }

  async stop(): Promise<void> {
    await this.#unlisten?.();
    this.#hearing = false;
  }

  /** The next use reads again (what is kept is known to be behind). */
  drop(): void {
    this.#version++;
  }

  /** The copy; callers at the same time share one read. */
  get(): Promise<T> {
    if (!this.#hearing || this.#loaded?.version !== this.#version) {
      const value = this.read(this.database.reads);
      const loaded = { version: this.#version, value };
      // A failed read is not kept: the next caller tries again.
      value.catch(() => {
        if (this.#loaded === loaded) this.#loaded = undefined;
      });
      this.#loaded = loaded;
    }
    return this.#loaded.value;
  }
}
