import { ownCopy } from './own-copy';
import { PostingLists } from './posting-lists';
import { ProductNumbers } from './product-numbers';

/**
 * A word's postings as postings.repository.ts reads them: `<product id> <score>` for each, joined by
 * commas, best score first, ties by id; `count` of them.
 */
export interface PostingListRow {
  word: string;
  count: number;
  postings: string;
}

/**
 * The postings index while it is read (postings-index.ts): each word's postings parsed and checked into
 * arrays doubled as they fill, products and words numbered in the order they arrive, into the index's own
 * `ids`, `words` and `wordNumbers`; then laid out as posting-lists.ts for searches.
 */
export class PostingsReading {
  readonly #ids: string[];
  readonly #words: string[];
  readonly #wordNumbers: Map<string, number>;
  readonly #numbers = new ProductNumbers();
  readonly #wordStarts: number[] = [];
  /** Every posting so far: products and scores at [0, count). */
  #products = new Int32Array(1 << 16);
  #scores = new Float32Array(1 << 16);
  #count = 0;
  /** The products' texts are being read: every posting is. */
  #texts = false;

  constructor(ids: string[], words: string[], wordNumbers: Map<string, number>) {
    this.#ids = ids;
    this.#words = words;
    this.#wordNumbers = wordNumbers;
  }

  /** How many postings are read. */
  get count(): number {
    return this.#count;
  }

  /** Adds words' postings, the words in ascending order, each word's postings whole and in its order. */
  add(rows: readonly PostingListRow[]): void {
    if (this.#texts) throw new Error('postings after the texts');
    for (const { word, count, postings } of rows) {
      if (this.#wordNumbers.has(word)) throw new Error(`postings of '${word}' out of order`);
      this.#wordNumbers.set(word, this.#words.length);
      this.#words.push(word);
      this.#wordStarts.push(this.#count);
      const first = this.#count;
      this.#room(first + count);
      const products = this.#products;
      const scores = this.#scores;
      let at = 0;
      for (let k = 0; k < count; k++) {
        const last = k === count - 1;
        const space = postings.indexOf(' ', at);
        let end = space < 0 ? -1 : postings.indexOf(',', space);
        if (last && end >= 0) throw new Error(`postings of '${word}' more than ${count}`);
        if (space < 0 || (!last && end < 0)) throw new Error(`postings of '${word}' fewer than ${count}`);
        if (last) end = postings.length;
        const product = this.#productNumber(postings, at, space);
        const score = Math.fround(Number(postings.slice(space + 1, end)));
        if (k > 0) {
          // Best score first, ties by id, as the database orders them (postings.repository.ts).
          const before = scores[first + k - 1]!;
          const ids = this.#ids;
          if (score > before || (score === before && ids[product]! <= ids[products[first + k - 1]!]!)) {
            throw new Error(`postings of '${word}' out of order`);
          }
        }
        products[first + k] = product;
        scores[first + k] = score;
        at = end + 1;
      }
      this.#count = first + count;
    }
  }

  /** Every posting is read: the products' texts come next. */
  beginTexts(): void {
    this.#texts = true;
  }

  /** The number of a product whose text is read. */
  textsProduct(id: string): number {
    return this.#productNumber(id, 0, id.length);
  }

  /** Every posting laid out for searches. */
  lists(): PostingLists {
    const count = this.#count;
    return new PostingLists(
      this.#ids,
      this.#words,
      this.#wordNumbers,
      Int32Array.from([...this.#wordStarts, count]),
      this.#products.slice(0, count),
      this.#scores.slice(0, count),
    );
  }

  /** Room for `count` postings: typed arrays doubled rather than lists of numbers, half the memory, freed at once. */
  #room(count: number): void {
    if (count <= this.#products.length) return;
    let length = this.#products.length * 2;
    while (count > length) length *= 2;
    const products = new Int32Array(length);
    products.set(this.#products);
    this.#products = products;
    const scores = new Float32Array(length);
    scores.set(this.#scores);
    this.#scores = scores;
  }

  /**
   * The number of the product whose id is `text[from, to)`, a new one numbered. A new id is kept as a
   * copy of its own: one sliced from a word's joined postings would keep all of them in memory.
   */
  #productNumber(text: string, from: number, to: number): number {
    const next = this.#ids.length;
    const product = this.#numbers.numberOf(text, from, to, next);
    if (product === next) this.#ids.push(ownCopy(text.slice(from, to)));
    return product;
  }
}
