import type { Concept } from './synonyms';
import type { Stems } from './text-queries';

/** A row of search_postings, as the index reads them: by word, then score descending, then product. */
export interface PostingRow {
  word: string;
  score: number;
  productId: string;
}

/** What a broad search asks of the postings (ranking.repository.ts postedMatches says what each means). */
export interface PostingsQuery {
  concepts: readonly Concept[];
  stems: Stems;
  requireAll: boolean;
  /** The words whose postings hold every answer, as typed and as stems. */
  driving: readonly string[];
  /** Whether each candidate is checked against the whole query (else every one is a match). */
  checked: boolean;
  /** Candidates read, best static score first. */
  read: number;
}

/** The candidates a broad search ranks, best static score first. */
export interface PostedCandidates {
  /** The matches, in the postings' order (the first RESCORED are ranked in full). */
  matches: string[];
  /** Products the driving words hold, counted up to CANDIDATES + 1. */
  posted: number;
}

/** Postings counted per driving word, and at most this many candidates ('1000+'). */
export const CANDIDATES = 1000;

/** A list of numbers that grows without copying on each push (build only). */
const growing = () => [] as number[];

/**
 * Every posting of search_postings in memory: per word, its products best static score first (ties by id),
 * and per product the words it is posted under. A broad search's candidates, as the database's
 * `search_posted_matches` finds them, without reading a posting there (decision 0019). Products are
 * numbered in id order, so a tie in score is a tie in number; words in the order rows arrive.
 */
export class PostingsIndex {
  #ids: string[] = [];
  readonly #words: string[] = [];
  readonly #wordNumbers = new Map<string, number>();
  /** Words in code-unit order (numbers into #words), where a prefix is one range. */
  #sortedWords: number[] = [];
  /** Word w's postings are #products/#scores[#wordStarts[w] .. #wordStarts[w + 1]). */
  #wordStarts = new Int32Array(1);
  #products = new Int32Array(0);
  #scores = new Float32Array(0);
  /** Product p's words are #productWords[#productStarts[p] .. #productStarts[p + 1]). */
  #productStarts = new Int32Array(1);
  #productWords = new Int32Array(0);
  /** While reading: products by id, and postings as they arrive. */
  #reading:
    | { numbers: Map<string, number>; words: number[]; products: number[]; scores: number[] }
    | undefined = { numbers: new Map(), words: growing(), products: growing(), scores: growing() };
  /** Marks products during one query (zeroed after it). */
  #marks = new Uint8Array(0);

  /** How many products hold a posting. */
  get size(): number {
    return this.#ids.length;
  }

  /** How many postings it holds. */
  get postings(): number {
    return this.#products.length;
  }

  /** Adds postings, in the table's order (by word, then score descending, then product). */
  add(rows: readonly PostingRow[]): void {
    const reading = this.#reading;
    if (!reading) throw new Error('the postings index is complete');
    for (const { word, score, productId } of rows) {
      let wordNumber = this.#wordNumbers.get(word);
      if (wordNumber === undefined) {
        wordNumber = this.#words.length;
        this.#words.push(word);
        this.#wordNumbers.set(word, wordNumber);
      }
      let product = reading.numbers.get(productId);
      if (product === undefined) {
        product = this.#ids.length;
        this.#ids.push(productId);
        reading.numbers.set(productId, product);
      }
      reading.words.push(wordNumber);
      reading.products.push(product);
      reading.scores.push(Number(score));
    }
  }

  /** Every posting is read: numbers products in id order and lays the postings out by word and by product. */
  complete(): this {
    const reading = this.#reading;
    if (!reading) return this;
    this.#reading = undefined;
    const byId = this.#ids.map((_, product) => product).sort((a, b) => compare(this.#ids[a]!, this.#ids[b]!));
    const renumbered = new Int32Array(byId.length);
    byId.forEach((product, number) => {
      renumbered[product] = number;
    });
    this.#ids = byId.map((product) => this.#ids[product]!);
    const count = reading.words.length;
    const wordStarts = new Int32Array(this.#words.length + 1);
    const productStarts = new Int32Array(this.#ids.length + 1);
    for (let i = 0; i < count; i++) {
      wordStarts[reading.words[i]! + 1]!++;
      productStarts[renumbered[reading.products[i]!]! + 1]!++;
    }
    for (let w = 0; w < this.#words.length; w++) wordStarts[w + 1]! += wordStarts[w]!;
    for (let p = 0; p < this.#ids.length; p++) productStarts[p + 1]! += productStarts[p]!;
    // Rows arrive by word, score, id: each word's postings stay in that order (ids now being numbers).
    const products = new Int32Array(count);
    const scores = new Float32Array(count);
    const productWords = new Int32Array(count);
    const wordFill = wordStarts.slice(0, -1);
    const productFill = productStarts.slice(0, -1);
    for (let i = 0; i < count; i++) {
      const word = reading.words[i]!;
      const product = renumbered[reading.products[i]!]!;
      const at = wordFill[word]!++;
      products[at] = product;
      scores[at] = reading.scores[i]!;
      productWords[productFill[product]!++] = word;
    }
    this.#wordStarts = wordStarts;
    this.#productStarts = productStarts;
    this.#products = products;
    this.#scores = scores;
    this.#productWords = productWords;
    this.#sortedWords = this.#words
      .map((_, word) => word)
      .sort((a, b) => compare(this.#words[a]!, this.#words[b]!));
    this.#marks = new Uint8Array(this.#ids.length);
    return this;
  }

  /**
   * A broad search's candidates: the driving words' best `read` postings each, merged best static score
   * first (a product once, at its best); with `checked`, only those whose postings hold the whole query
   * (its unweighted text query: every concept, or any when not all are required). And how many products
   * the driving words hold, counted as the database counts them (their first CANDIDATES + 1 postings).
   */
  candidates(query: PostingsQuery): PostedCandidates {
    const lists = query.driving.flatMap((word) => {
      const number = this.#wordNumbers.get(word);
      return number === undefined
        ? []
        : [{ at: this.#wordStarts[number]!, end: this.#wordStarts[number + 1]! }];
    });
    const matcher = query.checked ? this.#matcher(query) : undefined;
    const matches: string[] = [];
    const marks = this.#marks;
    const marked: number[] = [];
    const heads = lists.map((list) => ({ at: list.at, end: Math.min(list.end, list.at + query.read) }));
    while (marked.length < query.read) {
      // The best head: highest score, then lowest number (the lists' own order).
      let best: (typeof heads)[number] | undefined;
      for (const head of heads) {
        if (head.at >= head.end) continue;
        if (!best || this.#before(head.at, best.at)) best = head;
      }
      if (!best) break;
      const product = this.#products[best.at++]!;
      if (marks[product]) continue;
      marks[product] = 1;
      marked.push(product);
      if (!matcher || matcher(product)) matches.push(this.#ids[product]!);
    }
    for (const product of marked) marks[product] = 0;
    return { matches, posted: this.#posted(lists) };
  }

  /** Whether posting a comes before posting b in a word's order. */
  #before(a: number, b: number): boolean {
    const scoreA = this.#scores[a]!;
    const scoreB = this.#scores[b]!;
    return scoreA > scoreB || (scoreA === scoreB && this.#products[a]! < this.#products[b]!);
  }

  /** Distinct products among each list's first CANDIDATES + 1 postings. */
  #posted(lists: readonly { at: number; end: number }[]): number {
    const [only] = lists;
    if (lists.length === 1 && only) return Math.min(only.end - only.at, CANDIDATES + 1);
    const marks = this.#marks;
    const marked: number[] = [];
    for (const list of lists) {
      for (let at = list.at; at < Math.min(list.end, list.at + CANDIDATES + 1); at++) {
        const product = this.#products[at]!;
        if (!marks[product]) {
          marks[product] = 1;
          marked.push(product);
        }
      }
    }
    for (const product of marked) marks[product] = 0;
    return marked.length;
  }

  /**
   * Whether a product's postings answer the query as its unweighted text query asks (text-queries.ts):
   * each word as typed (or, unfinished, as the start of a word) or as its stem.
   */
  #matcher({ concepts, stems, requireAll }: PostingsQuery): (product: number) => boolean {
    const asked = concepts
      .map((concept) =>
        concept.alternatives
          .filter((alternative) => alternative.words.length > 0)
          .map((alternative) =>
            alternative.words.map((word) => this.#wordsMatching(word, stems(word), alternative.prefix)),
          ),
      )
      .filter((alternatives) => alternatives.length > 0);
    return (product) => {
      const words = this.#productWords.subarray(
        this.#productStarts[product]!,
        this.#productStarts[product + 1]!,
      );
      const holds = (wanted: ReadonlySet<number>) => words.some((word) => wanted.has(word));
      const answers = (alternatives: ReadonlySet<number>[][]) =>
        alternatives.some((alternative) => alternative.every(holds));
      return requireAll ? asked.every(answers) : asked.some(answers);
    };
  }

  /** The words a query word matches: itself (or, unfinished, every word it starts) and its stem. */
  #wordsMatching(word: string, stem: string, prefix: boolean): Set<number> {
    const found = new Set<number>();
    const stemNumber = this.#wordNumbers.get(stem);
    if (stemNumber !== undefined) found.add(stemNumber);
    if (!prefix) {
      const number = this.#wordNumbers.get(word);
      if (number !== undefined) found.add(number);
      return found;
    }
    const sorted = this.#sortedWords;
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.#words[sorted[middle]!]! < word) low = middle + 1;
      else high = middle;
    }
    for (let at = low; at < sorted.length && this.#words[sorted[at]!]!.startsWith(word); at++)
      found.add(sorted[at]!);
    return found;
  }
}

/** Code-unit order, as the database (C collation) orders words and ids. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
