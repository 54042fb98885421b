import { bestSellersFirst, nextTurn } from './best-sellers-first';
import { type Holders, holdersOf } from './lexeme-holders';
import type { ProductNumbers } from './product-numbers';
import { TypedList } from './typed-list';

/** A product a suggestion names. */
export interface NamedProduct {
  id: string;
  name: string;
  image: string | null;
}

/** A published product as the index reads it (suggest.repository.ts indexedProducts). */
export interface IndexedProductRow extends NamedProduct {
  unitsSold: number;
  inStock: boolean;
  /** Its name's lexemes (weight A of its search vector): its words as typed and their English stems. */
  nameWords: string[];
}

/** Each product's id, name and image in the order added, and its place by id: the index's own lists. */
export interface AddedProducts {
  ids: string[];
  names: string[];
  images: (string | null)[];
  numbers: ProductNumbers;
}

/**
 * The products numbered once all are added: by place as added, each one's sales, stock and name's length
 * in typed arrays, and its number, best sellers first (`renumbered`); its place by number (`order`); and
 * each lexeme's holders, by number.
 */
export interface NumberedProducts {
  unitsSold: Int32Array;
  inStock: Uint8Array;
  nameLengths: Int32Array;
  renumbered: Int32Array;
  order: Int32Array;
  holding: Map<string, Holders>;
}

/** Lexemes' holders moved to typed arrays between two turns of the event loop: some milliseconds' work. */
const ENTRIES_A_STEP = 100_000;

/**
 * The suggestion index's products while they are added (suggestion-index.ts): ids, names and images into
 * the index's own lists; sales, stock and names' lengths (integers) in typed arrays doubled as they fill
 * (typed-list.ts: no list of a million numbers copied and marked by the collector), and each lexeme's
 * holders in lists, until every product is added.
 */
export class SuggestionReading {
  readonly #added: AddedProducts;
  readonly #unitsSold = new TypedList((n) => new Int32Array(n));
  readonly #inStock = new TypedList((n) => new Uint8Array(n));
  readonly #nameLengths = new TypedList((n) => new Int32Array(n));
  readonly #holding = new Map<string, number[]>();

  constructor(added: AddedProducts) {
    this.#added = added;
  }

  /** Adds products; one already added is left as it was. */
  addProducts(rows: readonly IndexedProductRow[]): void {
    const { ids, names, images, numbers } = this.#added;
    for (const row of rows) {
      const number = ids.length;
      if (numbers.numberOf(row.id, 0, row.id.length, number) !== number) continue;
      ids.push(row.id);
      names.push(row.name);
      images.push(row.image);
      this.#unitsSold.push(row.unitsSold);
      this.#inStock.push(row.inStock ? 1 : 0);
      this.#nameLengths.push([...row.name].length);
      for (const lexeme of new Set(row.nameWords)) {
        const holders = this.#holding.get(lexeme);
        if (holders) holders.push(number);
        else this.#holding.set(lexeme, [number]);
      }
    }
  }

  /**
   * Every product is added: products are numbered again, best sellers first, and what was gathered in
   * lists moves to typed arrays (half the memory or less: a million products hold about six million name
   * lexemes), a step at a time (the event loop answers other requests between steps).
   */
  async numbered(): Promise<NumberedProducts> {
    // Copies of their own: the lists' arrays are up to twice as long as what they hold.
    const unitsSold = this.#unitsSold.view().slice();
    const inStock = this.#inStock.view().slice();
    const nameLengths = this.#nameLengths.view().slice();
    await nextTurn();
    const order = await bestSellersFirst(unitsSold, inStock, nameLengths);
    const renumbered = new Int32Array(order.length);
    for (let number = 0; number < order.length; number++) renumbered[order[number]!] = number;
    await nextTurn();
    const holding = new Map<string, Holders>();
    let entries = 0;
    for (const [lexeme, numbers] of this.#holding) {
      const list = Int32Array.from(numbers, (added) => renumbered[added]!).sort();
      holding.set(lexeme, holdersOf(list, order.length));
      entries += list.length;
      if (entries >= ENTRIES_A_STEP) {
        entries = 0;
        await nextTurn();
      }
    }
    return { unitsSold, inStock, nameLengths, renumbered, order, holding };
  }
}
