import { ownCopy } from './own-copy';
import { byCodeUnits, Cursor, prefixRun } from './sorted';
import { parseVector } from './tsvector-text';
import { TypedList } from './typed-list';

/** A published product's text as the index reads it: its search vector as text (tsvector-text.ts). */
export interface ProductTextRow {
  productId: string;
  name: string;
  brand: string | null;
  vector: string;
}

/** What is held only while the texts are read: each product's entries, one per lexeme, in a row. */
interface Reading {
  /** Row r is product rowProducts[r]'s, its entries from rowStarts[r] to the next row's. */
  rowProducts: TypedList<Int32Array>;
  rowStarts: TypedList<Int32Array>;
  /** Each row's name in lower case, brand (a number of #brandList, -1 for none) and document length. */
  names: string[];
  brands: TypedList<Int32Array>;
  lengths: TypedList<Int32Array>;
  lexemes: TypedList<Int32Array>;
  weights: TypedList<Uint8Array>;
  terms: TypedList<Float32Array>;
}

/** A product's entries of a search's lexemes, walked in ascending product order (product-relevance.ts). */
export interface LexemeEntries {
  /** Where the list of a lexeme's holders holds the product, or -1. */
  at(product: number): number;
  /** The weights (WEIGHT_BITS) and ts_rank term of the entry `at` found. */
  weights(at: number): number;
  term(at: number): number;
}

/**
 * Every published product's search vector, as lists per lexeme of the products holding it (ascending,
 * numbered by the postings index), each entry with its weights and its term of ts_rank; and each product's
 * name and brand in lower case, and its document length: what a search needs to find its matches
 * (decision 0020) and rank them (decision 0021) without the database.
 */
export class ProductTexts {
  readonly #lexemeNumbers = new Map<string, number>();
  /** Every lexeme in code-unit order, where those an unfinished word begins are one run. */
  #sortedLexemes: string[] = [];
  /**
   * Every name, in lower case, as one string: product p's is #names[#nameStarts[p] .. #nameStarts[p + 1])
   * (a million strings would be a million objects for every collection of the heap to mark).
   */
  #names = '';
  #nameStarts = new Int32Array(1);
  /** Brands are few: each kept once, each product's as its number (-1 for none). */
  readonly #brandList: string[] = [];
  readonly #brandNumbers = new Map<string, number>();
  #brands = new Int32Array(0);
  #lengths = new Int32Array(0);
  /** Lexeme l's holders are #holders[#starts[l] .. #starts[l + 1]), with their weights and terms. */
  #starts = new Int32Array(1);
  #holders = new Int32Array(0);
  #weights = new Uint8Array(0);
  #terms = new Float32Array(0);
  #reading: Reading | undefined = {
    rowProducts: new TypedList((n) => new Int32Array(n)),
    rowStarts: new TypedList((n) => new Int32Array(n)),
    names: [],
    brands: new TypedList((n) => new Int32Array(n)),
    lengths: new TypedList((n) => new Int32Array(n)),
    lexemes: new TypedList((n) => new Int32Array(n)),
    weights: new TypedList((n) => new Uint8Array(n)),
    terms: new TypedList((n) => new Float32Array(n)),
  };

  /** Adds product `product`'s text. */
  add(product: number, row: ProductTextRow): void {
    const reading = this.#reading;
    if (!reading) throw new Error('the texts are complete');
    reading.rowProducts.push(product);
    reading.rowStarts.push(reading.lexemes.length);
    // In lower case, as ranking compares them (product-relevance.ts).
    reading.names.push(row.name.toLowerCase());
    const brand = row.brand?.toLowerCase();
    let brandNumber = brand === undefined ? -1 : this.#brandNumbers.get(brand);
    if (brand !== undefined && brandNumber === undefined) {
      brandNumber = this.#brandList.push(brand) - 1;
      this.#brandNumbers.set(brand, brandNumber);
    }
    reading.brands.push(brandNumber ?? -1);
    const length = parseVector(row.vector, (lexeme, weights, term) => {
      let number = this.#lexemeNumbers.get(lexeme);
      if (number === undefined) {
        number = this.#lexemeNumbers.size;
        this.#lexemeNumbers.set(ownCopy(lexeme), number);
      }
      reading.lexemes.push(number);
      reading.weights.push(weights);
      reading.terms.push(term);
    });
    reading.lengths.push(length);
  }

  /**
   * Everything is read: each lexeme's holders listed in ascending product order, products walked in
   * order and each adding itself to its lexemes' lists (no list of a product per entry: a million
   * products hold 13M entries).
   */
  complete(): this {
    const reading = this.#reading;
    if (!reading) return this;
    this.#reading = undefined;
    const rowProducts = reading.rowProducts.view();
    const rowStarts = reading.rowStarts.view();
    const lexemes = reading.lexemes.view();
    const weights = reading.weights.view();
    const terms = reading.terms.view();
    const count = lexemes.length;
    const products = rowProducts.reduce((most, product) => Math.max(most, product + 1), 0);
    const rowOf = new Int32Array(products).fill(-1);
    rowProducts.forEach((product, row) => {
      rowOf[product] = row;
    });
    const names: string[] = [];
    const brands = reading.brands.view();
    const lengths = reading.lengths.view();
    this.#nameStarts = new Int32Array(products + 1);
    this.#brands = new Int32Array(products).fill(-1);
    this.#lengths = new Int32Array(products);
    let nameEnd = 0;
    rowOf.forEach((row, product) => {
      const name = row < 0 ? '' : reading.names[row]!;
      names.push(name);
      nameEnd += name.length;
      this.#nameStarts[product + 1] = nameEnd;
      if (row < 0) return;
      this.#brands[product] = brands[row]!;
      this.#lengths[product] = lengths[row]!;
    });
    this.#names = names.join('');
    const lexemeCount = this.#lexemeNumbers.size;
    const starts = new Int32Array(lexemeCount + 1);
    for (const lexeme of lexemes) starts[lexeme + 1]!++;
    for (let l = 0; l < lexemeCount; l++) starts[l + 1]! += starts[l]!;
    const fill = starts.slice(0, -1);
    this.#holders = new Int32Array(count);
    this.#weights = new Uint8Array(count);
    this.#terms = new Float32Array(count);
    rowOf.forEach((row, product) => {
      if (row < 0) return;
      const end = row + 1 < rowStarts.length ? rowStarts[row + 1]! : count;
      for (let entry = rowStarts[row]!; entry < end; entry++) {
        const to = fill[lexemes[entry]!]!++;
        this.#holders[to] = product;
        this.#weights[to] = weights[entry]!;
        this.#terms[to] = terms[entry]!;
      }
    });
    this.#starts = starts;
    this.#sortedLexemes = [...this.#lexemeNumbers.keys()].sort(byCodeUnits);
    return this;
  }

  /**
   * The lexemes beginning with `prefix` (itself included if one), in code-unit order, as a prefix query
   * (`'choco':*`) matches them; undefined when more than `most` do.
   */
  lexemesBeginning(prefix: string, most: number): string[] | undefined {
    const sorted = this.#sortedLexemes;
    const { from, to } = prefixRun(sorted.length, (at) => sorted[at]!, prefix);
    return to - from > most ? undefined : sorted.slice(from, to);
  }

  /** The products holding a lexeme anywhere in their search vectors, ascending. */
  holders(lexeme: string): Int32Array {
    const number = this.#lexemeNumbers.get(lexeme);
    return number === undefined
      ? new Int32Array(0)
      : this.#holders.subarray(this.#starts[number]!, this.#starts[number + 1]!);
  }

  /** A lexeme's entries, for products asked for in ascending order. */
  entries(lexeme: string): LexemeEntries {
    const number = this.#lexemeNumbers.get(lexeme);
    const start = number === undefined ? 0 : this.#starts[number]!;
    const end = number === undefined ? 0 : this.#starts[number + 1]!;
    const cursor = new Cursor(this.#holders.subarray(start, end));
    return {
      at: (product) => cursor.at(product),
      weights: (at) => this.#weights[start + at]!,
      term: (at) => this.#terms[start + at]!,
    };
  }

  /** The product's name in lower case. */
  name(product: number): string {
    return product + 1 < this.#nameStarts.length
      ? this.#names.slice(this.#nameStarts[product], this.#nameStarts[product + 1])
      : '';
  }

  /** The product's brand in lower case; undefined when it has none. */
  brand(product: number): string | undefined {
    return this.#brandList[this.#brands[product] ?? -1];
  }

  /** The product's search vector's length as ts_rank counts it; 0 when it holds no lexeme. */
  length(product: number): number {
    return this.#lengths[product] ?? 0;
  }
}
