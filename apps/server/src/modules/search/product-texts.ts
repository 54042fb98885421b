import { Cursor } from './sorted';
import { parseVector } from './tsvector-text';
import { TypedList } from './typed-list';

/** A published product's text as the index reads it: its search vector as text (tsvector-text.ts). */
export interface ProductTextRow {
  productId: string;
  name: string;
  brand: string | null;
  vector: string;
}

/** What is held only while the texts are read: one entry per lexeme of each product. */
interface Reading {
  products: TypedList<Int32Array>;
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
 * name and brand in lower case, and its document length. What a search needs to find its matches (decision 0020) and rank them
 * (decision 0021) without the database.
 */
export class ProductTexts {
  readonly #lexemeNumbers = new Map<string, number>();
  readonly #names: string[] = [];
  readonly #brands: (string | undefined)[] = [];
  /** Brands are few: each kept once. */
  readonly #brandStrings = new Map<string, string>();
  #lengths: number[] = [];
  /** Lexeme l's holders are #holders[#starts[l] .. #starts[l + 1]), with their weights and terms. */
  #starts = new Int32Array(1);
  #holders = new Int32Array(0);
  #weights = new Uint8Array(0);
  #terms = new Float32Array(0);
  #reading: Reading | undefined = {
    products: new TypedList((n) => new Int32Array(n)),
    lexemes: new TypedList((n) => new Int32Array(n)),
    weights: new TypedList((n) => new Uint8Array(n)),
    terms: new TypedList((n) => new Float32Array(n)),
  };

  /** Adds product `product`'s text. */
  add(product: number, row: ProductTextRow): void {
    const reading = this.#reading;
    if (!reading) throw new Error('the texts are complete');
    // In lower case, as ranking compares them (product-relevance.ts).
    this.#names[product] = row.name.toLowerCase();
    const brand = row.brand?.toLowerCase();
    if (brand !== undefined && !this.#brandStrings.has(brand)) this.#brandStrings.set(brand, brand);
    this.#brands[product] = brand === undefined ? undefined : this.#brandStrings.get(brand);
    const { lexemes, length } = parseVector(row.vector);
    this.#lengths[product] = lexemes.length === 0 ? 0 : length;
    for (const entry of lexemes) {
      let lexeme = this.#lexemeNumbers.get(entry.lexeme);
      if (lexeme === undefined) {
        lexeme = this.#lexemeNumbers.size;
        this.#lexemeNumbers.set(entry.lexeme, lexeme);
      }
      reading.products.push(product);
      reading.lexemes.push(lexeme);
      reading.weights.push(entry.weights);
      reading.terms.push(entry.term);
    }
  }

  /** Everything is read: each lexeme's holders listed in ascending product order. */
  complete(): this {
    const reading = this.#reading;
    if (!reading) return this;
    this.#reading = undefined;
    const products = reading.products.view();
    const lexemes = reading.lexemes.view();
    const weights = reading.weights.view();
    const terms = reading.terms.view();
    const count = products.length;
    // Entries ordered by product (a counting sort), then by lexeme keeping that order.
    const productCount = this.#names.length;
    const byProduct = new Int32Array(count);
    const productStarts = new Int32Array(productCount + 1);
    for (const product of products) productStarts[product + 1]!++;
    for (let p = 0; p < productCount; p++) productStarts[p + 1]! += productStarts[p]!;
    for (let at = 0; at < count; at++) byProduct[productStarts[products[at]!]!++] = at;
    const lexemeCount = this.#lexemeNumbers.size;
    const starts = new Int32Array(lexemeCount + 1);
    for (const lexeme of lexemes) starts[lexeme + 1]!++;
    for (let l = 0; l < lexemeCount; l++) starts[l + 1]! += starts[l]!;
    const fill = starts.slice(0, -1);
    this.#holders = new Int32Array(count);
    this.#weights = new Uint8Array(count);
    this.#terms = new Float32Array(count);
    for (const entry of byProduct) {
      const to = fill[lexemes[entry]!]!++;
      this.#holders[to] = products[entry]!;
      this.#weights[to] = weights[entry]!;
      this.#terms[to] = terms[entry]!;
    }
    this.#starts = starts;
    return this;
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
    return this.#names[product] ?? '';
  }

  /** The product's brand in lower case; undefined when it has none. */
  brand(product: number): string | undefined {
    return this.#brands[product];
  }

  /** The product's search vector's length as ts_rank counts it; 0 when it holds no lexeme. */
  length(product: number): number {
    return this.#lengths[product] ?? 0;
  }
}
