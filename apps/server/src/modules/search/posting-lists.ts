import { byCodeUnits, firstNotBefore, prefixRun } from './sorted';
import { splicedStarts } from './spliced-lists';

/** A word's postings: positions [at, end) of the lists' products and scores. */
export interface PostingRange {
  at: number;
  end: number;
}

/** A product's posting under a word, as it is now (a product whose words changed). */
export interface NewPosting {
  word: string;
  product: number;
  score: number;
}

/**
 * The postings once read whole: per word, its products best static score first (ties by id), and per
 * product the words it is posted under. Products and words are numbers, in the order they arrived.
 * `words` and `wordNumbers` only grow (a patch adds the words it brings): a word numbered past these
 * lists' own has no postings here.
 */
export class PostingLists {
  /** Word w's postings are products/scores[wordStarts[w] .. wordStarts[w + 1]). */
  readonly #wordStarts: Int32Array;
  readonly #products: Int32Array;
  readonly #scores: Float32Array;
  /** Product p's words are #productWords[#productStarts[p] .. #productStarts[p + 1]). */
  readonly #productStarts: Int32Array;
  readonly #productWords: Int32Array;
  /** Products' words as patches rewrote them (`#patchedMark[p]` says which), found before those above. */
  readonly #patchedWords: ReadonlyMap<number, Int32Array>;
  readonly #patchedMark: Uint8Array | undefined;
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
    /** What a patch worked out already: each product's words, and the words in code-unit order. */
    derived?: {
      productStarts: Int32Array;
      productWords: Int32Array;
      patchedWords: ReadonlyMap<number, Int32Array>;
      patchedMark: Uint8Array;
      sortedWords: number[];
    },
  ) {
    this.#wordStarts = wordStarts;
    this.#products = products;
    this.#scores = scores;
    this.#patchedWords = derived?.patchedWords ?? new Map();
    this.#patchedMark = derived?.patchedMark;
    if (derived) {
      this.#productStarts = derived.productStarts;
      this.#productWords = derived.productWords;
      this.#sortedWords = derived.sortedWords;
    } else {
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
    }
    this.marks = new Uint8Array(ids.length);
  }

  /** How many postings there are. */
  get size(): number {
    return this.#products.length;
  }

  /** Where a word's postings lie; undefined for a word with none. */
  range(word: string): PostingRange | undefined {
    const number = this.wordNumbers.get(word);
    if (number === undefined || number + 1 >= this.#wordStarts.length) return undefined;
    const at = this.#wordStarts[number]!;
    const end = this.#wordStarts[number + 1]!;
    return at < end ? { at, end } : undefined;
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
    if (this.#patchedMark?.[product]) return this.#patchedWords.get(product)!;
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

  /**
   * These lists with the postings of `changed` products (numbers) replaced by `postings`, their postings
   * as they are now: new lists, these untouched, the lists no changed product is or was posted under
   * copied a run at a time. A word no list held yet is numbered; one no product holds any more keeps an
   * empty list (`range` finds none, as for a word never posted).
   */
  patched(changed: ReadonlySet<number>, postings: readonly NewPosting[]): PostingLists {
    const words = this.words as string[];
    const wordNumbers = this.wordNumbers as Map<string, number>;
    let sortedWords = this.#sortedWords;
    const added = new Map<number, NewPosting[]>();
    const productWords = new Map<number, number[]>();
    for (const posting of postings) {
      let number = wordNumbers.get(posting.word);
      if (number === undefined) {
        if (sortedWords === this.#sortedWords) sortedWords = [...sortedWords];
        const sorted = sortedWords;
        number = words.push(posting.word) - 1;
        wordNumbers.set(posting.word, number);
        sorted.splice(
          firstNotBefore(sorted.length, (at) => words[sorted[at]!]! < posting.word),
          0,
          number,
        );
      }
      append(added, number, posting);
      append(productWords, posting.product, number);
    }
    const ids = this.ids;
    // Best score first, ties by id: the lists' own order.
    const first = (a: NewPosting, score: number, product: number) =>
      a.score > score || (a.score === score && ids[a.product]! < ids[product]!);
    for (const list of added.values()) {
      list.sort((a, b) => (first(a, b.score, b.product) ? -1 : first(b, a.score, a.product) ? 1 : 0));
    }
    const touched = new Set(added.keys());
    let removed = 0;
    for (const product of changed) {
      const held = this.wordsOf(product);
      removed += held.length;
      for (const word of held) touched.add(word);
    }
    const size = this.size - removed + postings.length;
    const products = new Int32Array(size);
    const scores = new Float32Array(size);
    const wordStarts = splicedStarts(
      this.#wordStarts,
      words.length,
      [...touched].sort((a, b) => a - b),
      (from, to, at) => {
        products.set(this.#products.subarray(from, to), at);
        scores.set(this.#scores.subarray(from, to), at);
      },
      (word, start) => {
        const more = added.get(word) ?? [];
        let to = start;
        let next = 0;
        const put = (product: number, score: number) => {
          products[to] = product;
          scores[to++] = score;
        };
        if (word + 1 < this.#wordStarts.length) {
          for (let at = this.#wordStarts[word]!; at < this.#wordStarts[word + 1]!; at++) {
            const product = this.#products[at]!;
            if (changed.has(product)) continue;
            const score = this.#scores[at]!;
            for (; next < more.length && first(more[next]!, score, product); next++) {
              put(more[next]!.product, more[next]!.score);
            }
            put(product, score);
          }
        }
        for (; next < more.length; next++) put(more[next]!.product, more[next]!.score);
        return to - start;
      },
    );
    // Each changed product's words ascending, as the constructor lists them, beside the others'.
    const patchedWords = new Map(this.#patchedWords);
    const patchedMark = new Uint8Array(ids.length);
    if (this.#patchedMark) patchedMark.set(this.#patchedMark);
    for (const product of changed) {
      patchedMark[product] = 1;
      patchedWords.set(product, Int32Array.from(productWords.get(product) ?? []).sort());
    }
    return new PostingLists(ids, words, wordNumbers, wordStarts, products, scores, {
      productStarts: this.#productStarts,
      productWords: this.#productWords,
      patchedWords,
      patchedMark,
      sortedWords,
    });
  }
}

/** Adds a value to a key's list. */
function append<K, V>(lists: Map<K, V[]>, key: K, value: V): void {
  const list = lists.get(key);
  if (list) list.push(value);
  else lists.set(key, [value]);
}
