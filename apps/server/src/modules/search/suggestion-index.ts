import { sortedHas } from './sorted';
import type { Stems } from './text-queries';

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

/** A vocabulary word and the products of its best postings (suggest.repository.ts indexedWords). */
export interface IndexedWordRow {
  word: string;
  productIds: string[];
}

const NONE: readonly number[] = [];

/**
 * Every published product's name, image, sales and whether in stock, with, for each lexeme a name holds
 * (a word as typed, or its English stem), the products holding it; and for each vocabulary word the
 * products of its best postings whose names hold it (the candidates of `suggest_products_posted`): a
 * suggestion's products without a round trip to the database, ranked as the database ranks them. Products
 * are numbered in the order they are added; the lists hold those numbers, in order.
 */
export class SuggestionIndex {
  readonly #ids: string[] = [];
  readonly #names: string[] = [];
  readonly #images: (string | null)[] = [];
  readonly #unitsSold: number[] = [];
  readonly #inStock: boolean[] = [];
  readonly #nameLengths: number[] = [];
  readonly #numbers = new Map<string, number>();
  readonly #holding = new Map<string, number[]>();
  readonly #byWord = new Map<string, readonly number[]>();

  /** How many products it holds. */
  get size(): number {
    return this.#ids.length;
  }

  /** Adds products (all of them before any word). */
  addProducts(rows: readonly IndexedProductRow[]): void {
    for (const row of rows) {
      if (this.#numbers.has(row.id)) continue;
      const number = this.#ids.length;
      this.#numbers.set(row.id, number);
      this.#ids.push(row.id);
      this.#names.push(row.name);
      this.#images.push(row.image);
      this.#unitsSold.push(row.unitsSold);
      this.#inStock.push(row.inStock);
      this.#nameLengths.push([...row.name].length);
      for (const lexeme of new Set(row.nameWords)) {
        const holders = this.#holding.get(lexeme);
        if (holders) holders.push(number);
        else this.#holding.set(lexeme, [number]);
      }
    }
  }

  /** Adds vocabulary words, each with the products of its best postings whose names hold it. */
  addWords(words: readonly IndexedWordRow[]): void {
    for (const { word, productIds } of words) {
      const holders = this.#holding.get(word) ?? NONE;
      const numbers: number[] = [];
      for (const id of productIds) {
        const number = this.#numbers.get(id);
        if (number !== undefined && sortedHas(holders, number)) numbers.push(number);
      }
      this.#byWord.set(word, numbers);
    }
  }

  /** Whether a product is in the index (its sales are worth reading again when they change). */
  holds(productId: string): boolean {
    return this.#numbers.has(productId);
  }

  /**
   * Products' units sold and whether in stock, as they are now (orders change them without changing the
   * catalogue).
   */
  updateSales(rows: readonly { id: string; unitsSold: number; inStock: boolean }[]): void {
    for (const { id, unitsSold, inStock } of rows) {
      const number = this.#numbers.get(id);
      if (number === undefined) continue;
      this.#unitsSold[number] = unitsSold;
      this.#inStock[number] = inStock;
    }
  }

  /**
   * Products whose names hold the word, among its best postings, as the database would name them;
   * undefined for a word the vocabulary does not hold (a stem's postings, say): the database knows.
   */
  namedBy(word: string, limit: number): NamedProduct[] | undefined {
    const numbers = this.#byWord.get(word);
    return numbers && this.#firstSellers(numbers, limit);
  }

  /**
   * Every product whose name holds each word, as typed or as its stem (the rule of the database's
   * `suggest_products_named`, which looks only at its first few hundred matches), best sellers first.
   */
  namedByAll(words: readonly string[], stems: Stems, limit: number): NamedProduct[] {
    const holders = words.map((word) =>
      [...new Set([word, stems(word)])].map((lexeme) => this.#holding.get(lexeme) ?? NONE),
    );
    const size = (lists: readonly (readonly number[])[]) => lists.reduce((sum, list) => sum + list.length, 0);
    const rarest = [...holders].sort((a, b) => size(a) - size(b))[0] ?? [];
    const holdsAll = (number: number) =>
      holders.every((lists) => lists.some((list) => sortedHas(list, number)));
    const matches = new Set<number>();
    for (const list of rarest) for (const number of list) if (holdsAll(number)) matches.add(number);
    return this.#firstSellers(matches, limit);
  }

  /** Best sellers, in stock, shortest names first, then by id, as the database orders suggestions. */
  #before(a: number, b: number): boolean {
    const sold = (this.#unitsSold[b] as number) - (this.#unitsSold[a] as number);
    if (sold !== 0) return sold < 0;
    if (this.#inStock[a] !== this.#inStock[b]) return this.#inStock[a] === true;
    const length = (this.#nameLengths[a] as number) - (this.#nameLengths[b] as number);
    if (length !== 0) return length < 0;
    return (this.#ids[a] as string) < (this.#ids[b] as string);
  }

  /** The first `limit` products in that order: one pass, no sort of them all. */
  #firstSellers(numbers: Iterable<number>, limit: number): NamedProduct[] {
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
    return best.map((number) => ({
      id: this.#ids[number] as string,
      name: this.#names[number] as string,
      image: this.#images[number] ?? null,
    }));
  }
}
