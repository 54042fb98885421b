import { parseVector } from './tsvector-text';
import { TypedList } from './typed-list';

/** A published product's text as the index reads it: its search vector as text (tsvector-text.ts). */
export interface ProductTextRow {
  productId: string;
  name: string;
  brand: string | null;
  vector: string;
}

/** The texts as read, laid out for searches (product-texts.ts), shared by the texts patched from them. */
export interface TextArrays {
  /**
   * Every name, in lower case, as one string: product p's is names[nameStarts[p] .. nameStarts[p + 1])
   * (a million strings would be a million objects for every collection of the heap to mark).
   */
  names: string;
  nameStarts: Int32Array;
  /** Each product's brand (a number of the texts' brands, -1 for none) and document length. */
  brands: Int32Array;
  lengths: Int32Array;
  /** Lexeme l's holders are holders[starts[l] .. starts[l + 1]), with their weights and terms. */
  starts: Int32Array;
  holders: Int32Array;
  weights: Uint8Array;
  terms: Float32Array;
}

export const NO_TEXTS: TextArrays = {
  names: '',
  nameStarts: new Int32Array(1),
  brands: new Int32Array(0),
  lengths: new Int32Array(0),
  starts: new Int32Array(1),
  holders: new Int32Array(0),
  weights: new Uint8Array(0),
  terms: new Float32Array(0),
};

/**
 * The texts while they are read: each product's entries, one per lexeme, in a row; lexemes and brands
 * numbered by the texts' own maps (`lexemeNumber`, `brandNumber`).
 */
export class TextsReading {
  /** Row r is product rowProducts[r]'s, its entries from rowStarts[r] to the next row's. */
  readonly #rowProducts = new TypedList((n) => new Int32Array(n));
  readonly #rowStarts = new TypedList((n) => new Int32Array(n));
  /** Each row's name in lower case, brand and document length. */
  readonly #names: string[] = [];
  readonly #brands = new TypedList((n) => new Int32Array(n));
  readonly #lengths = new TypedList((n) => new Int32Array(n));
  readonly #lexemes = new TypedList((n) => new Int32Array(n));
  readonly #weights = new TypedList((n) => new Uint8Array(n));
  readonly #terms = new TypedList((n) => new Float32Array(n));

  constructor(
    private readonly lexemeNumber: (lexeme: string) => number,
    private readonly brandNumber: (brand: string | null) => number,
  ) {}

  /** Adds product `product`'s text. */
  add(product: number, row: ProductTextRow): void {
    this.#rowProducts.push(product);
    this.#rowStarts.push(this.#lexemes.length);
    // In lower case, as ranking compares them (product-relevance.ts).
    this.#names.push(row.name.toLowerCase());
    this.#brands.push(this.brandNumber(row.brand));
    const length = parseVector(row.vector, (lexeme, weights, term) => {
      this.#lexemes.push(this.lexemeNumber(lexeme));
      this.#weights.push(weights);
      this.#terms.push(term);
    });
    this.#lengths.push(length);
  }

  /**
   * Everything read, laid out: each of the `lexemeCount` lexemes' holders listed in ascending product
   * order, products walked in order and each adding itself to its lexemes' lists (no list of a product
   * per entry: a million products hold 13M entries).
   */
  laidOut(lexemeCount: number): TextArrays {
    const rowProducts = this.#rowProducts.view();
    const rowStarts = this.#rowStarts.view();
    const lexemes = this.#lexemes.view();
    const weights = this.#weights.view();
    const terms = this.#terms.view();
    const count = lexemes.length;
    const products = rowProducts.reduce((most, product) => Math.max(most, product + 1), 0);
    const rowOf = new Int32Array(products).fill(-1);
    rowProducts.forEach((product, row) => {
      rowOf[product] = row;
    });
    const names: string[] = [];
    const brands = this.#brands.view();
    const lengths = this.#lengths.view();
    const texts: TextArrays = {
      names: '',
      nameStarts: new Int32Array(products + 1),
      brands: new Int32Array(products).fill(-1),
      lengths: new Int32Array(products),
      starts: new Int32Array(lexemeCount + 1),
      holders: new Int32Array(count),
      weights: new Uint8Array(count),
      terms: new Float32Array(count),
    };
    let nameEnd = 0;
    rowOf.forEach((row, product) => {
      const name = row < 0 ? '' : this.#names[row]!;
      names.push(name);
      nameEnd += name.length;
      texts.nameStarts[product + 1] = nameEnd;
      if (row < 0) return;
      texts.brands[product] = brands[row]!;
      texts.lengths[product] = lengths[row]!;
    });
    texts.names = names.join('');
    const { starts } = texts;
    for (const lexeme of lexemes) starts[lexeme + 1]!++;
    for (let l = 0; l < lexemeCount; l++) starts[l + 1]! += starts[l]!;
    const fill = starts.slice(0, -1);
    rowOf.forEach((row, product) => {
      if (row < 0) return;
      const end = row + 1 < rowStarts.length ? rowStarts[row + 1]! : count;
      for (let entry = rowStarts[row]!; entry < end; entry++) {
        const to = fill[lexemes[entry]!]!++;
        texts.holders[to] = product;
        texts.weights[to] = weights[entry]!;
        texts.terms[to] = terms[entry]!;
      }
    });
    return texts;
  }
}
