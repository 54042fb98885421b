import { byCodeUnits, prefixRun } from './sorted';

/** A word's postings: positions [at, end) of the lists' products and scores. */
export interface PostingRange {
  at: number;
  end: number;
}

/**
 * The postings once read whole: per word, its products best static score first (ties by id), and per
 * product the words it is posted under. Products and words are numbers, in the order they arrived.
 */
export class PostingLists {
  /** Word w's postings are products/scores[wordStarts[w] .. wordStarts[w + 1]). */
  readonly #wordStarts: Int32Array;
  readonly #products: Int32Array;
  readonly #scores: Float32Array;
  /** Product p's words are #productWords[#productStarts[p] .. #productStarts[p + 1]). */
  readonly #productStarts: Int32Array;
  readonly #productWords: Int32Array;
  /** Words in code-unit order (numbers into words), where a prefix is one range. */
  readonly #sortedWords: number[];
  /** Marks products during one query; whoever marks one unmarks it before returning. */
  readonly marks: Uint8Array;

  constructor(
    readonly ids: readonly string[],
    readonly words: readonly string[],
    readonly wordNumbers: ReadonlyMap<string, number>,
    wordStarts: Int32Array,
    products: Int32Array,
    scores: Float32Array,
  ) {
    this.#wordStarts = wordStarts;
    this.#products = products;
    this.#scores = scores;
    const productStarts = new Int32Array(ids.length + 1);
    for (const product of products) productStarts[product + 1]!++;
    for (let p = 0; p < ids.length; p++) productStarts[p + 1]! += productStarts[p]!;
    const productWords = new Int32Array(products.length);
    const fill = productStarts.slice(0, -1);
    for (let word = 0; word < words.length; word++) {
      for (let at = wordStarts[word]!; at < wordStarts[word + 1]!; at++) {
        productWords[fill[products[at]!]!++] = word;
      }
    }
    this.#productStarts = productStarts;
    this.#productWords = productWords;
    this.#sortedWords = words.map((_, word) => word).sort((a, b) => byCodeUnits(words[a]!, words[b]!));
    this.marks = new Uint8Array(ids.length);
  }

  /** How many postings there are. */
  get size(): number {
    return this.#products.length;
  }

  /** Where a word's postings lie; undefined for a word with none. */
  range(word: string): PostingRange | undefined {
    const number = this.wordNumbers.get(word);
    return number === undefined
      ? undefined
      : { at: this.#wordStarts[number]!, end: this.#wordStarts[number + 1]! };
  }

  /** The product of the posting at a position. */
  productAt(at: number): number {
    return this.#products[at]!;
  }

  /** Whether posting a comes before posting b in a word's order (ids compare as the C collation does). */
  before(a: number, b: number): boolean {
    const scoreA = this.#scores[a]!;
    const scoreB = this.#scores[b]!;
    return (
      scoreA > scoreB || (scoreA === scoreB && this.ids[this.#products[a]!]! < this.ids[this.#products[b]!]!)
    );
  }

  /** The words a product is posted under (numbers). */
  wordsOf(product: number): Int32Array {
    return this.#productWords.subarray(this.#productStarts[product]!, this.#productStarts[product + 1]!);
  }

  /** The words a query word matches: itself (or, unfinished, every word it starts) and its stem. */
  wordsMatching(word: string, stem: string, prefix: boolean): Set<number> {
    const found = new Set<number>();
    const stemNumber = this.wordNumbers.get(stem);
    if (stemNumber !== undefined) found.add(stemNumber);
    if (!prefix) {
      const number = this.wordNumbers.get(word);
      if (number !== undefined) found.add(number);
      return found;
    }
    const sorted = this.#sortedWords;
    const { from, to } = prefixRun(sorted.length, (at) => this.words[sorted[at]!]!, word);
    for (let at = from; at < to; at++) found.add(sorted[at]!);
    return found;
  }
}
