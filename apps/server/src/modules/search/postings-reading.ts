import { ownCopy } from './own-copy';
import { PostingLists } from './posting-lists';
import { ProductNumbers } from './product-numbers';
import { TypedList } from './typed-list';

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
 * typed lists (typed-list.ts), products and words numbered in the order they arrive, into the index's own
 * `ids`, `words` and `wordNumbers`; then laid out as posting-lists.ts for searches.
 */
export class PostingsReading {
  readonly #ids: string[];
  readonly #words: string[];
  readonly #wordNumbers: Map<string, number>;
  readonly #numbers: ProductNumbers;
  readonly #wordStarts = new TypedList((length) => new Int32Array(length));
  /** Every posting so far, in order. */
  readonly #products = new TypedList((length) => new Int32Array(length));
  readonly #scores = new TypedList((length) => new Float32Array(length));
  /** The products' texts are being read: every posting is. */
  #texts = false;

  /** `expectedProducts`: how many products the catalogue holds, to number them without growing. */
  constructor(ids: string[], words: string[], wordNumbers: Map<string, number>, expectedProducts = 0) {
    this.#numbers = new ProductNumbers(expectedProducts);
    this.#ids = ids;
    this.#words = words;
    this.#wordNumbers = wordNumbers;
  }

  /** How many postings are read. */
  get count(): number {
    return this.#products.length;
  }

  /** Adds words' postings, the words in ascending order, each word's postings whole and in its order. */
  add(rows: readonly PostingListRow[]): void {
    if (this.#texts) throw new Error('postings after the texts');
    const ids = this.#ids;
    for (const { word, count, postings } of rows) {
      if (this.#wordNumbers.has(word)) throw new Error(`postings of '${word}' out of order`);
      this.#wordNumbers.set(word, this.#words.length);
      this.#words.push(word);
      this.#wordStarts.push(this.#products.length);
      let at = 0;
      let productBefore = -1;
      let scoreBefore = 0;
      for (let k = 0; k < count; k++) {
        const last = k === count - 1;
        const space = postings.indexOf(' ', at);
        let end = space < 0 ? -1 : postings.indexOf(',', space);
        if (last && end >= 0) throw new Error(`postings of '${word}' more than ${count}`);
        if (space < 0 || (!last && end < 0)) throw new Error(`postings of '${word}' fewer than ${count}`);
        if (last) end = postings.length;
        const product = this.#productNumber(postings, at, space);
        const score = Math.fround(Number(postings.slice(space + 1, end)));
        // Best score first, ties by id, as the database orders them (postings.repository.ts).
        if (
          k > 0 &&
          (score > scoreBefore || (score === scoreBefore && ids[product]! <= ids[productBefore]!))
        ) {
          throw new Error(`postings of '${word}' out of order`);
        }
        this.#products.push(product);
        this.#scores.push(score);
        productBefore = product;
        scoreBefore = score;
        at = end + 1;
      }
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
    const starts = this.#wordStarts.view();
    const wordStarts = new Int32Array(starts.length + 1);
    wordStarts.set(starts);
    wordStarts[starts.length] = this.#products.length;
    return new PostingLists(
      this.#ids,
      this.#words,
      this.#wordNumbers,
      wordStarts,
      this.#products.view().slice(),
      this.#scores.view().slice(),
    );
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
