import { answersConcepts } from './concept-match';
import { type Holders, holds, NO_HOLDERS, withHolder, withoutHolder } from './lexeme-holders';
import { walkAscending } from './sorted';
import { SuggestedProducts } from './suggested-products';
import { type IndexedProductRow, type NamedProduct, SuggestionReading } from './suggestion-reading';
import type { Stems } from './text-queries';

/** A product read again after its words changed, with the words of its postings (name, brand, type). */
export interface ReindexedProductRow extends IndexedProductRow {
  postedWords: string[];
}

/** What can change of an indexed product without a catalogue change: its image, sales and stock. */
export interface SuggestedProduct {
  id: string;
  image: string | null;
  unitsSold: number;
  inStock: boolean;
}

/** A vocabulary word and the products of its best postings (suggest.repository.ts indexedWords). */
export interface IndexedWordRow {
  word: string;
  productIds: string[];
}

/**
 * Every published product's name, image, sales and whether in stock, with, for each lexeme a name holds
 * (a word as typed, or its English stem), the products holding it; and for each vocabulary word the
 * products of its best postings whose names hold it (the candidates of `suggest_products_posted`): a
 * suggestion's products without a round trip to the database, ranked as the database ranks them. Once all
 * are added, products are numbered best sellers first (the suggestions' order as they were read); the lists
 * hold those numbers, in order, so a walk of a list meets the best first and may stop (namedByAll).
 */
export class SuggestionIndex {
  /** The products, numbered best sellers first once all are added, and their order (suggested-products.ts). */
  readonly #products: SuggestedProducts;
  /** Until every product is added (completeProducts): their sales, stock and names gathered. */
  #reading: SuggestionReading | undefined;
  /** Then each lexeme's holders: the lists and sets hold products' numbers (suggestion-reading.ts). */
  #holding = new Map<string, Holders>();
  /** Each vocabulary word's best postings, as read: which words a product's change may move (wordsPosting). */
  readonly #posted = new Map<string, Int32Array>();
  /** Those of each word's best postings whose names hold it (namedBy). */
  readonly #byWord = new Map<string, Int32Array>();

  /** `expectedProducts`: how many products the catalogue holds, as the reading began. */
  constructor(expectedProducts = 0) {
    this.#products = new SuggestedProducts(expectedProducts);
    this.#reading = new SuggestionReading(this.#products.added);
  }

  /** How many products it holds. */
  get size(): number {
    return this.#products.ids.length;
  }

  /** Adds products (all of them before any word). */
  addProducts(rows: readonly IndexedProductRow[]): void {
    if (!this.#reading) throw new Error('products after the words');
    this.#reading.addProducts(rows);
  }

  /** Adds vocabulary words, each with the products of its best postings whose names hold it. */
  addWords(words: readonly IndexedWordRow[]): void {
    if (this.#reading) throw new Error('words before the products are complete');
    for (const row of words) this.#addWord(row);
  }

  #addWord({ word, productIds }: IndexedWordRow): void {
    const posted: number[] = [];
    for (const id of productIds) {
      const number = this.#numberOf(id);
      if (number !== undefined) posted.push(number);
    }
    const holders = this.#holding.get(word) ?? NO_HOLDERS;
    this.#posted.set(word, Int32Array.from(posted));
    this.#byWord.set(word, Int32Array.from(posted.filter((number) => holds(holders, number))));
  }

  /** The vocabulary words among whose best postings, as read, any of these products is. */
  wordsPosting(productIds: readonly string[]): string[] {
    const numbers = new Set(productIds.map((id) => this.#numberOf(id)));
    const words: string[] = [];
    for (const [word, posted] of this.#posted) {
      for (let at = 0; at < posted.length; at++) {
        if (numbers.has(posted[at])) {
          words.push(word);
          break;
        }
      }
    }
    return words;
  }

  /**
   * Products whose words changed, read again (`rows`), and the words whose best postings they were or now
   * are among (`asked`: wordsPosting before, and their postings' words now), those still in the vocabulary
   * read again (`words`): patched in, as a whole read would find them (but for a word only descriptions
   * hold, which has no postings: none read is as good as an empty list). Products `gone` (unpublished) hold
   * no lexeme any more, and the words read again post them no more: no suggestion finds them. A product
   * the index does not hold (added, or published since it was read) is added, numbered after the others.
   * False, and nothing changed, when a product `gone` is not in the index.
   */
  reindexed(
    rows: readonly ReindexedProductRow[],
    asked: readonly string[],
    words: readonly IndexedWordRow[],
    gone: readonly string[] = [],
  ): boolean {
    if (!gone.every((id) => this.holds(id))) return false;
    for (const row of rows) if (!this.holds(row.id)) this.#products.add(row);
    // The lexemes each product's name held: the lists holding it (its old name's lexemes are not kept).
    const held = new Map<number, Set<string>>();
    for (const id of [...rows.map((row) => row.id), ...gone]) held.set(this.#numberOf(id)!, new Set());
    for (const [lexeme, holders] of this.#holding) {
      for (const [number, lexemes] of held) if (holds(holders, number)) lexemes.add(lexeme);
    }
    for (const number of gone.map((id) => this.#numberOf(id)!)) {
      for (const lexeme of held.get(number)!) this.#unhold(lexeme, number);
    }
    for (const row of rows) {
      const number = this.#numberOf(row.id)!;
      const lexemes = new Set(row.nameWords);
      const before = held.get(number)!;
      for (const lexeme of before) if (!lexemes.has(lexeme)) this.#unhold(lexeme, number);
      for (const lexeme of lexemes) if (!before.has(lexeme)) this.#hold(lexeme, number);
      this.#products.show(row.id, row);
    }
    const vocabulary = new Set(words.map((row) => row.word));
    for (const word of asked) {
      if (vocabulary.has(word)) continue;
      this.#posted.delete(word);
      this.#byWord.delete(word);
    }
    for (const row of words) this.#addWord(row);
    return true;
  }

  /** The product no longer holds the lexeme. */
  #unhold(lexeme: string, number: number): void {
    const holders = this.#holding.get(lexeme);
    if (!holders) return;
    const left = withoutHolder(holders, number);
    if (left) this.#holding.set(lexeme, left);
    else this.#holding.delete(lexeme);
  }

  /** The product now holds the lexeme. */
  #hold(lexeme: string, number: number): void {
    const holders = this.#holding.get(lexeme) ?? NO_HOLDERS;
    this.#holding.set(lexeme, withHolder(holders, number, this.#products.numbered));
  }

  /**
   * Every product is added (before any word, and before the index is asked): products are numbered again,
   * best sellers first (suggestion-reading.ts), without holding the event loop.
   */
  async completeProducts(): Promise<void> {
    const reading = this.#reading;
    if (!reading) return;
    this.#reading = undefined;
    const numbered = await reading.numbered();
    this.#products.complete(numbered);
    this.#holding = numbered.holding;
  }

  /** A product's number (once every product is added), if the index holds it. */
  #numberOf(id: string): number | undefined {
    return this.#products.numberOf(id);
  }

  /** How many products moved since the index was built (each costs every walk a check). */
  get moved(): number {
    return this.#products.moved.size;
  }

  /** Whether a product is in the index (its sales are worth reading again when they change). */
  holds(productId: string): boolean {
    return this.#products.holds(productId);
  }

  /**
   * Products' images, units sold and whether in stock, as they are now (orders and edits of what a product
   * shows change them without changing the catalogue).
   */
  update(rows: readonly SuggestedProduct[]): void {
    for (const { id, image, unitsSold, inStock } of rows)
      this.#products.show(id, { image, unitsSold, inStock });
  }

  /**
   * Products whose names hold the word, among its best postings, as the database would name them;
   * undefined for a word the vocabulary does not hold (a stem's postings, say): the database knows.
   */
  namedBy(word: string, limit: number): NamedProduct[] | undefined {
    const numbers = this.#byWord.get(word);
    return numbers && this.#products.firstSellers(numbers, limit);
  }

  /**
   * Every product whose name holds each word, as typed or as its stem (the rule of the database's
   * `suggest_products_named`, which looks only at its first few hundred matches), best sellers first. The
   * rarest word's lists are walked best sellers first, and the walk stops at the `limit`th match: a common
   * pair costs the same at a million products as at a thousand. Products whose sales moved since are
   * skipped there and checked apart.
   */
  namedByAll(words: readonly string[], stems: Stems, limit: number): NamedProduct[] {
    // Each word's lexemes (as typed, and its stem), looked up once: a candidate is checked by loops alone.
    const holders = words.map((word) =>
      [...new Set([word, stems(word)])].map((lexeme) => this.#holding.get(lexeme) ?? NO_HOLDERS),
    );
    const size = (word: readonly Holders[]) => word.reduce((sum, { list }) => sum + list.length, 0);
    const rarest = [...holders].sort((a, b) => size(a) - size(b))[0] ?? [];
    // Each word a concept, each of its lexemes an alternative of one word (concept-match.ts).
    const concepts = holders.map((lexemes) => lexemes.map((lexeme) => [lexeme]));
    const matches: number[] = [];
    const moved = this.#products.moved;
    walkAscending(
      rarest.map(({ list }) => list),
      (number) => {
        if (moved.size === 0 || !moved.has(number)) {
          if (answersConcepts(concepts, true, number, holds)) matches.push(number);
        }
        return matches.length >= limit;
      },
    );
    for (const number of moved) if (answersConcepts(concepts, true, number, holds)) matches.push(number);
    return this.#products.firstSellers(matches, limit);
  }
}
