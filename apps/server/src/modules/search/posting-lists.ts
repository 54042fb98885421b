import { byCodeUnits, firstNotBefore, prefixRun } from './sorted';

/** A word's postings, in its order: products[k] scored scores[k]. */
export interface PostingRange {
  products: Int32Array;
  scores: Float32Array;
}

const NO_POSTINGS: PostingRange = { products: new Int32Array(0), scores: new Float32Array(0) };
/** A product posted under no word. */
const NO_WORDS = new Int32Array(0);

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
 * lists' own has no postings here. The arrays as read are never copied: a patch keeps the lists it
 * rewrites beside them (decision 0024).
 */
export class PostingLists {
  /** Word w's postings are products/scores[wordStarts[w] .. wordStarts[w + 1]). */
  readonly #wordStarts: Int32Array;
  readonly #products: Int32Array;
  readonly #scores: Float32Array;
  /** Words' lists as patches rewrote them (empty for a word no product holds any more), found first. */
  readonly #patchedLists: ReadonlyMap<number, PostingRange>;
  /** How many postings there are, the patched lists' instead of those they replace. */
  readonly #size: number;
  /** Product p's words are #productWords[#productStarts[p] .. #productStarts[p + 1]). */
  readonly #productStarts: Int32Array;
  readonly #productWords: Int32Array;
  /** Products' words as patches rewrote them (`#patchedMark[p]` says which), found before those above. */
  readonly #patchedWords: ReadonlyMap<number, Int32Array>;
  readonly #patchedMark: Uint8Array | undefined;
  /** Words in code-unit order (numbers into words), where a prefix is one range. */
  readonly #sortedWords: number[];
  /**
   * Marks products during one query; whoever marks one unmarks it before returning (synchronously: the
   * lists patched from these share them).
   */
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
      patchedLists: ReadonlyMap<number, PostingRange>;
      size: number;
      marks: Uint8Array;
    },
  ) {
    this.#wordStarts = wordStarts;
    this.#products = products;
    this.#scores = scores;
    this.#patchedLists = derived?.patchedLists ?? new Map();
    this.#size = derived?.size ?? products.length;
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
    this.marks = derived?.marks ?? new Uint8Array(ids.length);
  }

  /** How many postings there are. */
  get size(): number {
    return this.#size;
  }

  /** A word's postings (by number), as read or as a patch rewrote them. */
  #listOf(word: number): PostingRange {
    const patched = this.#patchedLists.get(word);
    if (patched) return patched;
    if (word + 1 >= this.#wordStarts.length) return NO_POSTINGS;
    const at = this.#wordStarts[word]!;
    const end = this.#wordStarts[word + 1]!;
    return { products: this.#products.subarray(at, end), scores: this.#scores.subarray(at, end) };
  }

  /** A word's postings; undefined for a word with none. */
  range(word: string): PostingRange | undefined {
    const number = this.wordNumbers.get(word);
    if (number === undefined) return undefined;
    const list = this.#listOf(number);
    return list.products.length > 0 ? list : undefined;
  }

  /**
   * Whether posting `i` of list `a` comes before posting `j` of list `b` in a word's order (ids compare as
   * the C collation does).
   */
  before(a: PostingRange, i: number, b: PostingRange, j: number): boolean {
    const scoreA = a.scores[i]!;
    const scoreB = b.scores[j]!;
    return scoreA > scoreB || (scoreA === scoreB && this.ids[a.products[i]!]! < this.ids[b.products[j]!]!);
  }

  /** The words a product is posted under (numbers). */
  wordsOf(product: number): Int32Array {
    if (this.#patchedMark?.[product]) return this.#patchedWords.get(product)!;
    // A product new since these lists (added): posted under nothing here.
    if (product + 1 >= this.#productStarts.length) return NO_WORDS;
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
   * as they are now: these untouched, the new ones sharing their arrays, with the lists a changed product
   * is or was posted under rewritten beside them. A word no list held yet is numbered; one no product holds
   * any more keeps an empty list (`range` finds none, as for a word never posted).
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
    for (const product of changed) for (const word of this.wordsOf(product)) touched.add(word);
    const patchedLists = new Map(this.#patchedLists);
    let size = this.#size;
    for (const word of touched) {
      const old = this.#listOf(word);
      const list = rewritten(old, changed, added.get(word) ?? [], first);
      patchedLists.set(word, list);
      size += list.products.length - old.products.length;
    }
    // Each changed product's words ascending, as the constructor lists them, beside the others'.
    const patchedWords = new Map(this.#patchedWords);
    const patchedMark = new Uint8Array(ids.length);
    if (this.#patchedMark) patchedMark.set(this.#patchedMark);
    for (const product of changed) {
      patchedMark[product] = 1;
      patchedWords.set(product, Int32Array.from(productWords.get(product) ?? []).sort());
    }
    return new PostingLists(ids, words, wordNumbers, this.#wordStarts, this.#products, this.#scores, {
      productStarts: this.#productStarts,
      productWords: this.#productWords,
      patchedWords,
      patchedMark,
      sortedWords,
      patchedLists,
      size,
      // Products added since are marked too (the ids, shared, hold them).
      marks: this.marks.length >= ids.length ? this.marks : new Uint8Array(ids.length),
    });
  }
}

/** Past this many products patched at once, a list is walked for them rather than searched for each. */
const FOUND_AT_MOST = 16;

/**
 * `old` without the `changed` products' postings, with `more` (in the lists' order: `first` says whether a
 * new posting comes before an old one) merged in. The stretches between are copied whole, not walked: a
 * common word's list holds hundreds of thousands of postings at a million products, and a rename moves
 * the product in each of its words' lists (a longer name scores a little lower).
 */
function rewritten(
  old: PostingRange,
  changed: ReadonlySet<number>,
  more: readonly NewPosting[],
  first: (posting: NewPosting, score: number, product: number) => boolean,
): PostingRange {
  const gone: number[] = [];
  if (changed.size <= FOUND_AT_MOST) {
    // A product is posted under a word once.
    for (const product of changed) {
      const at = old.products.indexOf(product);
      if (at >= 0) gone.push(at);
    }
    gone.sort((a, b) => a - b);
  } else {
    for (let at = 0; at < old.products.length; at++) if (changed.has(old.products[at]!)) gone.push(at);
  }
  const size = old.products.length - gone.length + more.length;
  const list = { products: new Int32Array(size), scores: new Float32Array(size) };
  let to = 0;
  let from = 0;
  let next = 0;
  const copy = (start: number, end: number) => {
    list.products.set(old.products.subarray(start, end), to);
    list.scores.set(old.scores.subarray(start, end), to);
    to += end - start;
  };
  /** The old postings up to `end`, but those gone. */
  const copyUpTo = (end: number) => {
    for (; next < gone.length && gone[next]! < end; next++) {
      copy(from, gone[next]!);
      from = gone[next]! + 1;
    }
    copy(from, end);
    from = end;
  };
  for (const posting of more) {
    copyUpTo(
      firstNotBefore(old.products.length, (at) => !first(posting, old.scores[at]!, old.products[at]!)),
    );
    list.products[to] = posting.product;
    list.scores[to++] = posting.score;
  }
  copyUpTo(old.products.length);
  return list;
}

/** Adds a value to a key's list. */
function append<K, V>(lists: Map<K, V[]>, key: K, value: V): void {
  const list = lists.get(key);
  if (list) list.push(value);
  else lists.set(key, [value]);
}
