import { catalogueChange } from './catalogue-change';
import type { DatabaseHandle } from './client';
import type { Unlisten } from './notifications';

/** What `onPublished` hears: a product to read again, gone if it is not found. */
const PUBLISHED = new Set(['published', 'added', 'removed']);

/**
 * What a process keeps from the catalogue is current while `version` has not moved since it was read:
 * each catalogue change the database announces (migration 0003's triggers, whichever process wrote)
 * bumps it, and so does each gap in hearing them. A product's stock or sales changing, selling out or
 * coming back included ('product:<id>', 'stock:<id>'; migration 0019), is not a catalogue change:
 * `onProduct` hears those. Nor is its price, discount, unit or images changing ('shown:<id>', migration
 * 0021): `onShown` hears those. A product's words changing alone ('words:<id>', migration 0022), or its
 * publishing ('published:<id>', migration 0023), or a product added or deleted alone or with a few
 * others ('added:<id>', migration 0024; 'removed:<id>', migration 0025), is a change for every listener
 * but one that patches what it keeps for that product instead (`onWords`, `onPublished`). A product
 * linked to a category or sub category, or a link taken away ('listed:<id>', migrations 0024 and 0025), is
 * a change for every listener but one that keeps nothing links decide (`onListed`). Nothing kept is
 * current while `hearing` is false. Payloads are read by catalogue-change.ts.
 */
export class CatalogueVersion {
  #version = 0;
  #hearing = false;
  #unlisten: Unlisten | undefined;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly onProduct: (productId: string) => void = () => {},
    /** A product's price, discount, unit or images changed ('shown:<id>'): what shows it. */
    private readonly onShown: (productId: string) => void = () => {},
    /** A product's name, description or details changed ('words:<id>'): what holds its words. */
    private readonly onWords?: (productId: string) => void,
    /**
     * A product published or unpublished, its words changed with it or not ('published:<id>'), added
     * ('added:<id>') or deleted ('removed:<id>'): what holds published products, read again (a product
     * not found is gone).
     */
    private readonly onPublished?: (productId: string) => void,
    /** A product linked to a category or sub category, or a link taken away ('listed:<id>'). */
    private readonly onListed?: (productId: string) => void,
  ) {}

  get version(): number {
    return this.#version;
  }

  get hearing(): boolean {
    return this.#hearing;
  }

  /** What was read before now is behind. */
  bump(): void {
    this.#version++;
  }

  async start(): Promise<void> {
    this.#unlisten = await this.database.listenCatalogue({
      onMessage: (payload) => {
        const change = catalogueChange(payload);
        if (change.kind === 'shown') this.onShown(change.productId);
        else if (change.kind === 'product' || change.kind === 'stock') this.onProduct(change.productId);
        else if (change.kind === 'words' && this.onWords) this.onWords(change.productId);
        else if (change.kind !== 'all' && PUBLISHED.has(change.kind) && this.onPublished) {
          this.onPublished(change.productId);
        } else if (change.kind === 'listed' && this.onListed) this.onListed(change.productId);
        else this.#version++;
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
}
