import { ProductNumbers } from './product-numbers';
import type { AddedProducts, IndexedProductRow, NamedProduct, NumberedProducts } from './suggestion-reading';
import { withRoom } from './typed-list';

/** What a suggestion shows of a product and orders it by, as read again after an edit or an order. */
export interface ShownProduct {
  name?: string;
  image: string | null;
  unitsSold: number;
  inStock: boolean;
}

/**
 * The suggestion index's products (suggestion-index.ts): each one's id, name and image in the order added,
 * its place by id, and once all are numbered (`complete`) its sales, stock and name's length, its number,
 * best sellers first, and its place by number; and the products whose sales, stock or name changed since
 * (`moved`): their numbers no longer say where they stand, so a walk skips them and weighs each of them
 * apart. Names the first sellers of any numbers as the database orders suggestions.
 */
export class SuggestedProducts {
  readonly ids: string[] = [];
  readonly #names: string[] = [];
  readonly #images: (string | null)[] = [];
  /** Each product's place as added. */
  readonly #numbers: ProductNumbers;
  #unitsSold: Int32Array = new Int32Array(0);
  #inStock: Uint8Array = new Uint8Array(0);
  #nameLengths: Int32Array = new Int32Array(0);
  #renumbered: Int32Array = new Int32Array(0);
  #order: Int32Array = new Int32Array(0);
  /** How many are numbered (the typed arrays have room for more, for products added since: `add`). */
  #numbered = 0;
  readonly moved = new Set<number>();

  /** `expectedProducts`: how many products the catalogue holds, as the reading began. */
  constructor(expectedProducts: number) {
    this.#numbers = new ProductNumbers(expectedProducts);
  }

  /** The lists a reading adds products to (suggestion-reading.ts). */
  get added(): AddedProducts {
    return { ids: this.ids, names: this.#names, images: this.#images, numbers: this.#numbers };
  }

  /** Every product is added and numbered best sellers first. */
  complete({ unitsSold, inStock, nameLengths, renumbered, order }: NumberedProducts): void {
    this.#unitsSold = unitsSold;
    this.#inStock = inStock;
    this.#nameLengths = nameLengths;
    this.#renumbered = renumbered;
    this.#order = order;
    this.#numbered = order.length;
  }

  /** How many products are numbered. */
  get numbered(): number {
    return this.#numbered;
  }

  /**
   * A product new to the index (added, or published since it was read), numbered after every product it
   * holds: where that number says it stands is wrong, so it is moved (weighed apart from the walks).
   * Returns its number.
   */
  add(row: IndexedProductRow): number {
    const added = this.ids.length;
    const number = this.#numbered++;
    this.ids.push(row.id);
    this.#names.push(row.name);
    this.#images.push(row.image);
    this.#numbers.numberOf(row.id, 0, row.id.length, added);
    const length = this.#numbered;
    this.#unitsSold = withRoom(this.#unitsSold, length, (n) => new Int32Array(n));
    this.#inStock = withRoom(this.#inStock, length, (n) => new Uint8Array(n));
    this.#nameLengths = withRoom(this.#nameLengths, length, (n) => new Int32Array(n));
    this.#renumbered = withRoom(this.#renumbered, length, (n) => new Int32Array(n));
    this.#order = withRoom(this.#order, length, (n) => new Int32Array(n));
    this.#renumbered[added] = number;
    this.#order[number] = added;
    this.show(row.id, row);
    return number;
  }

  /** A product's number (once every product is added), if it is held. */
  numberOf(id: string): number | undefined {
    const added = this.#numbers.get(id);
    return added === undefined ? undefined : this.#renumbered[added];
  }

  /** Whether a product is held. */
  holds(productId: string): boolean {
    return this.#numbers.get(productId) !== undefined;
  }

  /**
   * A held product as it is now; moved when what orders it changed (a name always may: its length orders
   * it among equal sellers). False for a product not held.
   */
  show(id: string, { name, image, unitsSold, inStock }: ShownProduct): boolean {
    const added = this.#numbers.get(id);
    if (added === undefined) return false;
    this.#images[added] = image;
    const renamed = name !== undefined;
    if (renamed) {
      this.#names[added] = name;
      this.#nameLengths[added] = [...name].length;
    }
    if (renamed || this.#unitsSold[added] !== unitsSold || this.#inStock[added] !== Number(inStock)) {
      this.#unitsSold[added] = unitsSold;
      this.#inStock[added] = inStock ? 1 : 0;
      this.moved.add(this.#renumbered[added]!);
    }
    return true;
  }

  /** Best sellers, in stock, shortest names first, then by id, as the database orders suggestions. */
  #before(number: number, other: number): boolean {
    const a = this.#order[number]!;
    const b = this.#order[other]!;
    const sold = (this.#unitsSold[b] as number) - (this.#unitsSold[a] as number);
    if (sold !== 0) return sold < 0;
    if (this.#inStock[a] !== this.#inStock[b]) return this.#inStock[a] === 1;
    const length = (this.#nameLengths[a] as number) - (this.#nameLengths[b] as number);
    if (length !== 0) return length < 0;
    return (this.ids[a] as string) < (this.ids[b] as string);
  }

  /** The first `limit` products in that order: one pass, no sort of them all. */
  firstSellers(numbers: Iterable<number>, limit: number): NamedProduct[] {
    const best: number[] = [];
    for (const number of numbers) {
      if (best.length >= limit) {
        const last = best[limit - 1];
        if (last === undefined || !this.#before(number, last)) continue;
        best.pop();
      }
      let at = best.length;
      best.push(number);
      for (let before = best[at - 1]; before !== undefined && this.#before(number, before); ) {
        best[at] = before;
        at--;
        before = best[at - 1];
      }
      best[at] = number;
    }
    return best.map((number) => {
      const added = this.#order[number]!;
      return { id: this.ids[added]!, name: this.#names[added]!, image: this.#images[added] ?? null };
    });
  }
}
