import { type Entry, type LexemeList, mergedList, NO_LIST, sameEntries } from './lexeme-lists';
import { listsHolding } from './lists-holding';
import { ownCopy } from './own-copy';
import { NO_TEXTS, type ProductTextRow, type TextArrays, TextsReading } from './product-texts-reading';
import { byCodeUnits, Cursor, firstNotBefore, prefixRun, sortedHas } from './sorted';
import { parseVector } from './tsvector-text';

/** A product's entries of a search's lexemes, walked in ascending product order (product-relevance.ts). */
export interface LexemeEntries {
  /** Where the list of a lexeme's holders holds the product, or -1. */
  at(product: number): number;
  /** The weights (WEIGHT_BITS) and ts_rank term of the entry `at` found. */
  weights(at: number): number;
  term(at: number): number;
}

/** A product's text as a patch read it. */
interface PatchedText {
  name: string;
  brand: number;
  length: number;
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
  /** The arrays as read (product-texts-reading.ts), shared with the texts patched from these. */
  #arrays: TextArrays = NO_TEXTS;
  /** Brands are few: each kept once, each product's as its number. */
  #brandList: string[] = [];
  #brandNumbers = new Map<string, number>();
  /**
   * What patches rewrote, found before the arrays above (shared with the texts these were patched from):
   * lexemes' lists, and products' texts (`#patchedMark[p]` says which: names are looked up per match).
   */
  #patchedLists = new Map<number, LexemeList>();
  #patchedTexts = new Map<number, PatchedText>();
  #patchedMark: Uint8Array | undefined;
  #reading: TextsReading | undefined = new TextsReading(
    (lexeme) => this.#lexemeNumber(lexeme),
    (brand) => this.#brandNumber(brand),
  );

  /** Adds product `product`'s text. */
  add(product: number, row: ProductTextRow): void {
    if (!this.#reading) throw new Error('the texts are complete');
    this.#reading.add(product, row);
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

  /** Everything is read: the texts laid out for searches. */
  complete(): this {
    const reading = this.#reading;
    if (!reading) return this;
    this.#reading = undefined;
    this.#arrays = reading.laidOut(this.#lexemeNumbers.size);
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
    return this.#listOf(this.#lexemeNumbers.get(lexeme)).holders;
  }

  /** A lexeme's list, by number: a patch's, else the arrays'; none for a number these texts do not hold. */
  #listOf(number: number | undefined): LexemeList {
    if (number === undefined) return NO_LIST;
    const patched = this.#patchedLists.get(number);
    if (patched) return patched;
    const { starts, holders, weights, terms } = this.#arrays;
    if (number + 1 >= starts.length) return NO_LIST;
    const from = starts[number]!;
    const to = starts[number + 1]!;
    return {
      holders: holders.subarray(from, to),
      weights: weights.subarray(from, to),
      terms: terms.subarray(from, to),
    };
  }

  /** A lexeme's entries, for products asked for in ascending order. */
  entries(lexeme: string): LexemeEntries {
    const { holders, weights, terms } = this.#listOf(this.#lexemeNumbers.get(lexeme));
    const cursor = new Cursor(holders);
    return {
      at: (product) => cursor.at(product),
      weights: (at) => weights[at]!,
      term: (at) => terms[at]!,
    };
  }

  /** How many products' texts patches rewrote since these were read. */
  get patchedProducts(): number {
    return this.#patchedTexts.size;
  }

  /** The product's name in lower case. */
  name(product: number): string {
    if (this.#patchedMark?.[product]) return this.#patchedTexts.get(product)!.name;
    const { names, nameStarts } = this.#arrays;
    return product + 1 < nameStarts.length ? names.slice(nameStarts[product], nameStarts[product + 1]) : '';
  }

  /** The product's brand in lower case; undefined when it has none. */
  brand(product: number): string | undefined {
    if (this.#patchedMark?.[product]) return this.#brandList[this.#patchedTexts.get(product)!.brand];
    return this.#brandList[this.#arrays.brands[product] ?? -1];
  }

  /** The product's search vector's length as ts_rank counts it; 0 when it holds no lexeme. */
  length(product: number): number {
    if (this.#patchedMark?.[product]) return this.#patchedTexts.get(product)!.length;
    return this.#arrays.lengths[product] ?? 0;
  }

  /**
   * These texts with those of `changed` products (numbers) replaced by `rows`, their texts as they are
   * now (a changed product without one is no longer held): new texts, these untouched. The arrays are
   * shared; the lists of the lexemes the changed products held or hold now are rewritten beside them, and
   * the products' texts. A lexeme no product holds any more keeps an empty list, found by
   * `lexemesBeginning` still (which may then leave a prefix to the full-text index a little sooner) but
   * matching nothing.
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
    next.#arrays = this.#arrays;
    next.#patchedLists = new Map(this.#patchedLists);
    next.#patchedTexts = new Map(this.#patchedTexts);
    const products = Math.max(
      this.#arrays.lengths.length,
      this.#patchedMark?.length ?? 0,
      ...[...changed].map((product) => product + 1),
    );
    const gone = new Uint8Array(products);
    const mark = new Uint8Array(products);
    if (this.#patchedMark) mark.set(this.#patchedMark);
    for (const product of changed) {
      gone[product] = 1;
      mark[product] = 1;
      next.#patchedTexts.set(product, { name: '', brand: -1, length: 0 });
    }
    next.#patchedMark = mark;
    // Each changed product's entries by lexeme, ascending products, and its name, brand and length.
    const added = new Map<number, Entry[]>();
    const fresh: string[] = [];
    for (const { product, row } of [...rows].sort((a, b) => a.product - b.product)) {
      const brand = this.#brandNumber(row.brand);
      const length = parseVector(row.vector, (lexeme, weights, term) => {
        const known = this.#lexemeNumbers.size;
        const number = this.#lexemeNumber(lexeme);
        if (number === known) fresh.push(ownCopy(lexeme));
        const entries = added.get(number);
        const entry = { product, weights, term };
        if (entries) entries.push(entry);
        else added.set(number, [entry]);
      });
      next.#patchedTexts.set(product, { name: row.name.toLowerCase(), brand, length });
    }
    // The lexemes whose lists hold a changed product (a product's own lexemes are not kept): found in the
    // arrays' lists and in the lists patches rewrote. Of those and the lexemes it holds now, only the lists
    // where its entry came, went or changed are rewritten: a rename leaves its description's alone.
    const candidates = new Set(added.keys());
    for (const lexeme of listsHolding(this.#arrays.starts, this.#arrays.holders, changed, gone)) {
      if (!this.#patchedLists.has(lexeme)) candidates.add(lexeme);
    }
    for (const [lexeme, list] of this.#patchedLists) {
      for (const product of changed) {
        if (sortedHas(list.holders, product)) {
          candidates.add(lexeme);
          break;
        }
      }
    }
    const touched = [...candidates].filter(
      (lexeme) => !sameEntries(this.#listOf(lexeme), changed, added.get(lexeme) ?? []),
    );
    for (const lexeme of touched) {
      next.#patchedLists.set(lexeme, mergedList(this.#listOf(lexeme), gone, added.get(lexeme) ?? []));
    }
    const sorted = fresh.length > 0 ? [...this.#sortedLexemes] : this.#sortedLexemes;
    for (const lexeme of fresh)
      sorted.splice(
        firstNotBefore(sorted.length, (at) => sorted[at]! < lexeme),
        0,
        lexeme,
      );
    next.#sortedLexemes = sorted;
    return next;
  }
}
