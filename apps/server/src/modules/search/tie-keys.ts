import { byCodeUnits, firstNotBefore } from './sorted';
import { TypedList, withRoom } from './typed-list';

/** What breaks a tie in relevance, as a product's row holds it now. */
export interface ProductSales {
  id: string;
  unitsSold: number;
  inStock: boolean;
}

/** A product's tie keys as the postings index reads them with its text. */
export interface TieKeysRow {
  unitsSold: number;
  inStock: boolean;
  /** created_at in microseconds since the epoch (exact in a float64 for millennia). */
  createdAt: number;
}

/**
 * Each indexed product's keys for ties in relevance, in the order ranking.repository.ts's `tieBreak`
 * gives them: in stock first, most units sold, newest, then the greater id. Stock and sales move with
 * orders and are kept current by `update` (the search's postings memory reads again the products the
 * database announces); ids and ages never change. A search's page then reads only its own rows, not
 * every product tied with them (docs/performance.md).
 *
 * Products are found by id through the order their texts were read in (by id, in the database): ids are
 * lower-case hex (db/ids.ts), ordered alike by every collation and by code units. Rows read in any other
 * order leave the keys unusable, and ties to the database as before.
 */
export class TieKeys {
  /** While reading: each row's product number and keys, in the order read. */
  #reading:
    | {
        products: TypedList<Int32Array>;
        inStock: TypedList<Uint8Array>;
        unitsSold: TypedList<Int32Array>;
        createdAt: TypedList<Float64Array>;
      }
    | undefined = {
    products: new TypedList((length) => new Int32Array(length)),
    inStock: new TypedList((length) => new Uint8Array(length)),
    unitsSold: new TypedList((length) => new Int32Array(length)),
    createdAt: new TypedList((length) => new Float64Array(length)),
  };
  #ordered = true;
  #lastId = '';
  #ids: readonly string[] = [];
  /** Product numbers, by ascending id. */
  #byId = new Int32Array(0);
  #inStock = new Uint8Array(0);
  #unitsSold = new Int32Array(0);
  #createdAt = new Float64Array(0);

  /** Whether ties can be broken here (the rows came in id order). */
  get usable(): boolean {
    return this.#ordered && !this.#reading;
  }

  /** A product's keys, in ascending id order. */
  add(product: number, id: string, row: TieKeysRow): void {
    const reading = this.#reading;
    if (!reading) throw new Error('the tie keys are complete');
    if (id <= this.#lastId) this.#ordered = false;
    this.#lastId = id;
    reading.products.push(product);
    reading.inStock.push(row.inStock ? 1 : 0);
    reading.unitsSold.push(row.unitsSold);
    reading.createdAt.push(row.createdAt);
  }

  /** Every product is read; `ids` are every product's id, by number. */
  complete(ids: readonly string[]): void {
    const reading = this.#reading;
    if (!reading) return;
    this.#reading = undefined;
    this.#ids = ids;
    const products = reading.products.view();
    this.#byId = products.slice();
    this.#inStock = new Uint8Array(ids.length);
    this.#unitsSold = new Int32Array(ids.length);
    this.#createdAt = new Float64Array(ids.length);
    const [inStock, unitsSold, createdAt] = [reading.inStock, reading.unitsSold, reading.createdAt].map(
      (list) => list.view(),
    ) as [Uint8Array, Int32Array, Float64Array];
    products.forEach((product, at) => {
      this.#inStock[product] = inStock[at]!;
      this.#unitsSold[product] = unitsSold[at]!;
      this.#createdAt[product] = createdAt[at]!;
    });
  }

  /** A product's number, or -1 for one not held. */
  number(id: string): number {
    const product = this.#byId[firstNotBefore(this.#byId.length, (at) => this.#ids[this.#byId[at]!]! < id)];
    return product !== undefined && this.#ids[product] === id ? product : -1;
  }

  /**
   * A product new to the keys, numbered `product` (the next number: `ids`, every product's id by number,
   * now holds it too), once every product read is in: its place among the ids found, the arrays grown.
   */
  insert(product: number, ids: readonly string[], row: TieKeysRow): void {
    if (this.#reading) throw new Error('the tie keys are being read');
    const id = ids[product]!;
    const at = firstNotBefore(this.#byId.length, (k) => this.#ids[this.#byId[k]!]! < id);
    const byId = new Int32Array(this.#byId.length + 1);
    byId.set(this.#byId.subarray(0, at));
    byId[at] = product;
    byId.set(this.#byId.subarray(at), at + 1);
    this.#ids = ids;
    this.#byId = byId;
    this.#inStock = withRoom(this.#inStock, product + 1, (n) => new Uint8Array(n));
    this.#unitsSold = withRoom(this.#unitsSold, product + 1, (n) => new Int32Array(n));
    this.#createdAt = withRoom(this.#createdAt, product + 1, (n) => new Float64Array(n));
    this.#inStock[product] = row.inStock ? 1 : 0;
    this.#unitsSold[product] = row.unitsSold;
    this.#createdAt[product] = row.createdAt;
  }

  /** Products' stock and sales as they are now (products not held are ignored). */
  update(rows: readonly ProductSales[]): void {
    for (const { id, unitsSold, inStock } of rows) {
      const product = this.number(id);
      if (product < 0) continue;
      this.#unitsSold[product] = unitsSold;
      this.#inStock[product] = inStock ? 1 : 0;
    }
  }

  /** Negative when product a comes first among ties by stock, sales and age alone (0: still tied). */
  compareSales(a: number, b: number): number {
    return (
      this.#inStock[b]! - this.#inStock[a]! ||
      this.#unitsSold[b]! - this.#unitsSold[a]! ||
      this.#createdAt[b]! - this.#createdAt[a]!
    );
  }

  /** Negative when product a comes first among ties, as `tieBreak` orders them. */
  compare(a: number, b: number): number {
    return this.compareSales(a, b) || byCodeUnits(this.#ids[b]!, this.#ids[a]!);
  }
}
