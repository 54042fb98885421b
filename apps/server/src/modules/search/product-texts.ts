import { ownCopy } from './own-copy';
import { byCodeUnits, Cursor, firstNotBefore, prefixRun } from './sorted';
import { splicedStarts } from './spliced-lists';
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

/** A changed product's entry under one lexeme, as `patched` merges it into that lexeme's list. */
interface Entry {
  product: number;
  weights: number;
  term: number;
}

/**
 * Every published product's search vector, as lists per lexeme of the products holding it (ascending,
 * numbered by the postings index), each entry with its weights and its term of ts_rank; and each product's
 * name and brand in lower case, and its document length: what a search needs to find its matches
 * (decision 0020) and rank them (decision 0021) without the database. Lexemes and brands are numbered in
 * maps that only grow, shared with the texts patched from these: a number past these lists is unknown here.
 */
export class ProductTexts {
  #lexemeNumbers = new Map<string, number>();
  /** Every lexeme in code-unit order, where those an unfinished word begins are one run. */
  #sortedLexemes: string[] = [];
  /**
   * Every name, in lower case, as one string: product p's is #names[#nameStarts[p] .. #nameStarts[p + 1])
   * (a million strings would be a million objects for every collection of the heap to mark).
   */
  #names = '';
  #nameStarts = new Int32Array(1);
  /** Brands are few: each kept once, each product's as its number (-1 for none). */
  #brandList: string[] = [];
  #brandNumbers = new Map<string, number>();
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
    reading.brands.push(this.#brandNumber(row.brand));
    const length = parseVector(row.vector, (lexeme, weights, term) => {
      reading.lexemes.push(this.#lexemeNumber(lexeme));
      reading.weights.push(weights);
      reading.terms.push(term);
    });
    reading.lengths.push(length);
  }

  /** A brand's number (in lower case, as ranking compares them), a new one numbered; -1 for none. */
  #brandNumber(brand: string | null): number {
    if (brand === null) return -1;
    const lower = brand.toLowerCase();
    let number = this.#brandNumbers.get(lower);
    if (number === undefined) {
      number = this.#brandList.push(lower) - 1;
      this.#brandNumbers.set(lower, number);
    }
    return number;
  }

  /** A lexeme's number, a new one numbered (kept as a copy of its own: it is cut from a vector's text). */
  #lexemeNumber(lexeme: string): number {
    let number = this.#lexemeNumbers.get(lexeme);
    if (number === undefined) {
      number = this.#lexemeNumbers.size;
      this.#lexemeNumbers.set(ownCopy(lexeme), number);
    }
    return number;
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
    const number = this.#held(lexeme);
    return number === undefined
      ? new Int32Array(0)
      : this.#holders.subarray(this.#starts[number]!, this.#starts[number + 1]!);
  }

  /** A lexeme's number if these texts list its holders. */
  #held(lexeme: string): number | undefined {
    const number = this.#lexemeNumbers.get(lexeme);
    return number !== undefined && number + 1 < this.#starts.length ? number : undefined;
  }

  /** A lexeme's entries, for products asked for in ascending order. */
  entries(lexeme: string): LexemeEntries {
    const number = this.#held(lexeme);
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

  /**
   * These texts with those of `changed` products (numbers) replaced by `rows`, their texts as they are
   * now (a changed product without one is no longer held): new texts, these untouched. A lexeme no product
   * holds any more keeps an empty list, found by `lexemesBeginning` still (which may then leave a prefix
   * to the full-text index a little sooner) but matching nothing.
   */
  patched(
    changed: ReadonlySet<number>,
    rows: readonly { product: number; row: ProductTextRow }[],
  ): ProductTexts {
    if (this.#reading) throw new Error('the texts are being read');
    const next = new ProductTexts();
    next.#reading = undefined;
    next.#lexemeNumbers = this.#lexemeNumbers;
    next.#brandList = this.#brandList;
    next.#brandNumbers = this.#brandNumbers;
    const products = Math.max(this.#lengths.length, ...[...changed].map((product) => product + 1));
    const gone = new Uint8Array(products);
    for (const product of changed) gone[product] = 1;
    // Each changed product's entries by lexeme, ascending products, and its name, brand and length.
    const added = new Map<number, Entry[]>();
    const fresh: string[] = [];
    const names = new Map<number, string>();
    next.#brands = new Int32Array(products).fill(-1);
    next.#brands.set(this.#brands);
    next.#lengths = new Int32Array(products);
    next.#lengths.set(this.#lengths);
    for (const product of changed) {
      next.#brands[product] = -1;
      next.#lengths[product] = 0;
    }
    for (const { product, row } of [...rows].sort((a, b) => a.product - b.product)) {
      names.set(product, row.name.toLowerCase());
      next.#brands[product] = this.#brandNumber(row.brand);
      next.#lengths[product] = parseVector(row.vector, (lexeme, weights, term) => {
        const known = this.#lexemeNumbers.size;
        const number = this.#lexemeNumber(lexeme);
        if (number === known) fresh.push(ownCopy(lexeme));
        const entries = added.get(number);
        const entry = { product, weights, term };
        if (entries) entries.push(entry);
        else added.set(number, [entry]);
      });
    }
    // The lexemes the changed products held: found walking every entry once (a product's own lexemes are
    // not kept), then only those lists and the ones the changes bring are rewritten.
    const touched = new Set(added.keys());
    let removed = 0;
    const held = this.#starts.length - 1;
    const oldStarts = this.#starts;
    const oldHolders = this.#holders;
    for (let at = 0, lexeme = 0; at < oldHolders.length; at++) {
      if (gone[oldHolders[at]!] === 0) continue;
      while (oldStarts[lexeme + 1]! <= at) lexeme++;
      removed++;
      touched.add(lexeme);
    }
    const count =
      this.#holders.length - removed + [...added.values()].reduce((sum, list) => sum + list.length, 0);
    const holders = new Int32Array(count);
    const weights = new Uint8Array(count);
    const terms = new Float32Array(count);
    const starts = splicedStarts(
      this.#starts,
      this.#lexemeNumbers.size,
      [...touched].sort((a, b) => a - b),
      (from, to, at) => {
        holders.set(this.#holders.subarray(from, to), at);
        weights.set(this.#weights.subarray(from, to), at);
        terms.set(this.#terms.subarray(from, to), at);
      },
      (lexeme, start) => {
        const more = added.get(lexeme) ?? [];
        let to = start;
        let next = 0;
        const put = (product: number, weight: number, term: number) => {
          holders[to] = product;
          weights[to] = weight;
          terms[to++] = term;
        };
        const end = lexeme < held ? this.#starts[lexeme + 1]! : 0;
        for (let at = lexeme < held ? this.#starts[lexeme]! : 0; at < end; at++) {
          const product = this.#holders[at]!;
          if (gone[product]) continue;
          for (; next < more.length && more[next]!.product < product; next++) {
            put(more[next]!.product, more[next]!.weights, more[next]!.term);
          }
          put(product, this.#weights[at]!, this.#terms[at]!);
        }
        for (; next < more.length; next++) put(more[next]!.product, more[next]!.weights, more[next]!.term);
        return to - start;
      },
    );
    next.#starts = starts;
    next.#holders = holders;
    next.#weights = weights;
    next.#terms = terms;
    const sorted = fresh.length > 0 ? [...this.#sortedLexemes] : this.#sortedLexemes;
    for (const lexeme of fresh)
      sorted.splice(
        firstNotBefore(sorted.length, (at) => sorted[at]! < lexeme),
        0,
        lexeme,
      );
    next.#sortedLexemes = sorted;
    // Names: the unchanged runs of this one string, each changed product's in its place.
    const pieces: string[] = [];
    const nameStarts = new Int32Array(products + 1);
    const oldCount = this.#nameStarts.length - 1;
    const oldStart = (product: number) =>
      product < oldCount ? this.#nameStarts[product]! : this.#names.length;
    let copiedFrom = 0;
    let end = 0;
    for (let product = 0; product < products; product++) {
      if (gone[product]) {
        const name = names.get(product) ?? '';
        pieces.push(this.#names.slice(copiedFrom, oldStart(product)), name);
        copiedFrom = oldStart(product + 1);
        end += name.length;
      } else end += oldStart(product + 1) - oldStart(product);
      nameStarts[product + 1] = end;
    }
    pieces.push(this.#names.slice(copiedFrom));
    next.#names = pieces.join('');
    next.#nameStarts = nameStarts;
    return next;
  }
}
