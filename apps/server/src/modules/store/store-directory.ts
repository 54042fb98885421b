import type { Executor } from '../../db/client';
import { listStores, type StoreRow } from './store.repository';

/** How long a process may show a store's change made by another process (orders re-read the row). */
const FRESH_MS = 2000;

/**
 * The stores, kept in memory: every catalogue read asks which store the shopper's stock comes from, and
 * stores are few and change rarely. A write in this process refreshes at once; another process's write is
 * seen within FRESH_MS. Placing an order always re-reads (and locks) its store, so a pause is never missed.
 */
export class StoreDirectory {
  private loaded: { at: number; stores: Promise<StoreRow[]> } | undefined;

  /** `now` is the clock freshness is measured by (tests hold it still). */
  constructor(
    private readonly db: Executor,
    private readonly now: () => number = Date.now,
  ) {}

  stores(): Promise<StoreRow[]> {
    if (!this.loaded || this.now() - this.loaded.at > FRESH_MS) {
      const stores = listStores(this.db);
      // A failed read is not kept: the next caller tries again.
      stores.catch(() => {
        if (this.loaded?.stores === stores) this.loaded = undefined;
      });
      this.loaded = { at: this.now(), stores };
    }
    return this.loaded.stores;
  }

  async defaultStore(): Promise<StoreRow> {
    const stores = await this.stores();
    const found = stores.find((store) => store.isDefault);
    if (!found) throw new Error('the default store is missing (migration 0009 creates it)');
    return found;
  }

  changed(): void {
    this.loaded = undefined;
  }
}
