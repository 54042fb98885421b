import { fullTextMatches, type TextMatchQuery } from './full-text-matches';
import { scoreProducts } from './product-relevance';
import { type ProductTextRow, ProductTexts } from './product-texts';
import type { SearchPlan } from './ranking.repository';
import { bestFirst, type ScoredMatches } from './scored-matches';
import { byCodeUnits, firstNotBefore } from './sorted';
import type { Concept } from './synonyms';
import type { Stems } from './text-queries';

/** A row of search_postings, as the index reads them: by word, then score descending, then product. */
export interface PostingRow {
  word: string;
  score: number;
  productId: string;
}

/** What a broad search asks of the postings (posted-ranking.repository.ts postedMatches says what each means). */
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

/** What the index holds only while it is read. */
interface Reading {
  numbers: Map<string, number>;
  wordStarts: number[];
  /** The products' texts are being read: every posting is. */
  texts: boolean;
}

/** The candidates a broad search ranks, best static score first. */
export interface PostedCandidates {
  /** The matches, in the postings' order (the first RESCORED are ranked in full). */
  matches: string[];
  /** The matches' numbers in the index (scoredCandidates). */
  numbers: number[];
  /** Products the driving words hold, counted up to CANDIDATES + 1. */
  posted: number;
}

/** Postings counted per driving word, and at most this many candidates ('1000+'). */
export const CANDIDATES = 1000;

/**
 * Every posting of search_postings in memory: per word, its products best static score first (ties by id),
 * and per product the words it is posted under. A broad search's candidates, as the database's
 * `search_posted_matches` finds them, without reading a posting there (decision 0019). With every
 * published product's search vector, name and brand (product-texts.ts), a search's every match, as the
 * full-text index would find them (decision 0020), scored as the database scores them (decision 0021).
 * Products and words are numbered in the order they arrive.
 */
export class PostingsIndex {
  readonly #ids: string[] = [];
  readonly #words: string[] = [];
  readonly #wordNumbers = new Map<string, number>();
  /** Words in code-unit order (numbers into #words), where a prefix is one range. */
  #sortedWords: number[] = [];
  /** Word w's postings are #products/#scores[#wordStarts[w] .. #wordStarts[w + 1]). */
  #wordStarts = new Int32Array(1);
  #products = new Int32Array(1 << 16);
  #scores = new Float32Array(1 << 16);
  #count = 0;
  /** Product p's words are #productWords[#productStarts[p] .. #productStarts[p + 1]). */
  #productStarts = new Int32Array(1);
  #productWords = new Int32Array(0);
  readonly #texts = new ProductTexts();
  /** While reading: products by id, and where each word's postings start. */
  #reading: Reading | undefined = { numbers: new Map(), wordStarts: [], texts: false };
  /** Marks products during one query (zeroed after it). */
  #marks = new Uint8Array(0);

  /** How many products hold a posting. */
  get size(): number {
    return this.#ids.length;
  }

  /** How many postings it holds. */
  get postings(): number {
    return this.#count;
  }

  /**
   * Adds postings, in the table's order (by word, then score descending, then product): as they arrive,
   * each word's postings are laid out in its order.
   */
  add(rows: readonly PostingRow[]): void {
    const reading = this.#reading;
    if (!reading) throw new Error('the postings index is complete');
    if (reading.texts) throw new Error('postings after the texts');
    for (const { word, score, productId } of rows) {
      if (word !== this.#words.at(-1)) {
        if (this.#wordNumbers.has(word)) throw new Error(`postings of '${word}' out of order`);
        this.#wordNumber(reading, word);
      }
      const product = this.#productNumber(reading, productId);
      if (this.#count === this.#products.length) {
        // Typed arrays doubled rather than lists of numbers: half the memory while reading, freed at once.
        const products = new Int32Array(this.#count * 2);
        products.set(this.#products);
        this.#products = products;
        const scores = new Float32Array(this.#count * 2);
        scores.set(this.#scores);
        this.#scores = scores;
      }
      this.#products[this.#count] = product;
      this.#scores[this.#count] = Number(score);
      this.#count++;
    }
  }

  /** Adds published products' texts, after every posting. */
  addTexts(rows: readonly ProductTextRow[]): void {
    const reading = this.#reading;
    if (!reading) throw new Error('the postings index is complete');
    reading.texts = true;
    for (const row of rows) this.#texts.add(this.#productNumber(reading, row.productId), row);
  }

  /** A new word's number. */
  #wordNumber(reading: Reading, word: string): number {
    const number = this.#words.length;
    this.#wordNumbers.set(word, number);
    this.#words.push(word);
    reading.wordStarts.push(this.#count);
    return number;
  }

  /** A product's number, a new one numbered. */
  #productNumber(reading: Reading, productId: string): number {
    let product = reading.numbers.get(productId);
    if (product === undefined) {
      product = this.#ids.length;
      this.#ids.push(productId);
      reading.numbers.set(productId, product);
    }
    return product;
  }

  /** Everything is read: lists each product's words, and each lexeme's holders. */
  complete(): this {
    const reading = this.#reading;
    if (!reading) return this;
    this.#reading = undefined;
    const count = this.#count;
    this.#products = this.#products.slice(0, count);
    this.#scores = this.#scores.slice(0, count);
    this.#wordStarts = Int32Array.from([...reading.wordStarts, count]);
    const productStarts = new Int32Array(this.#ids.length + 1);
    for (let at = 0; at < count; at++) productStarts[this.#products[at]! + 1]!++;
    for (let p = 0; p < this.#ids.length; p++) productStarts[p + 1]! += productStarts[p]!;
    const productWords = new Int32Array(count);
    const fill = productStarts.slice(0, -1);
    for (let word = 0; word < this.#words.length; word++) {
      for (let at = this.#wordStarts[word]!; at < this.#wordStarts[word + 1]!; at++) {
        productWords[fill[this.#products[at]!]!++] = word;
      }
    }
    this.#productStarts = productStarts;
    this.#productWords = productWords;
    this.#texts.complete();
    this.#sortedWords = this.#words
      .map((_, word) => word)
      .sort((a, b) => byCodeUnits(this.#words[a]!, this.#words[b]!));
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
    const numbers: number[] = [];
    const marks = this.#marks;
    const marked: number[] = [];
    const heads = lists.map((list) => ({ at: list.at, end: Math.min(list.end, list.at + query.read) }));
    while (marked.length < query.read) {
      // The best head: highest score, then lowest id (the lists' own order).
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
      if (!matcher || matcher(product)) {
        matches.push(this.#ids[product]!);
        numbers.push(product);
      }
    }
    for (const product of marked) marks[product] = 0;
    return { matches, numbers, posted: this.#posted(lists) };
  }

  /**
   * Every published product whose search vector answers the query (its unweighted text query), as
   * `search_every_match` would find them; undefined when more than `most` do. No word may be unfinished.
   */
  #fullTextMatches(query: TextMatchQuery, most: number): number[] | undefined {
    return fullTextMatches(query, (lexeme) => this.#texts.holders(lexeme), most);
  }

  /**
   * The plan's every match (#fullTextMatches), each scored as the database would score it, best first
   * (decision 0021); `scores` undefined for a plan the database alone scores (product-relevance.ts).
   */
  scoredMatches(plan: SearchPlan, most: number): ScoredMatches | undefined {
    const matches = this.#fullTextMatches(plan, most);
    if (!matches) return undefined;
    const scored = scoreProducts(this.#texts, plan, matches);
    if (!scored) return { ids: matches.map((product) => this.#ids[product]!) };
    return bestFirst(
      this.#ids,
      matches.map((product, at) => ({ product, score: scored[at]!.score })),
    );
  }

  /**
   * A broad search's first candidates (`products`, numbers in the postings' order) that answer the query
   * in their name, brand or type, scored, best first (ties in the postings' order); undefined for a plan
   * the database alone scores.
   */
  scoredCandidates(plan: SearchPlan, products: readonly number[]): Required<ScoredMatches> | undefined {
    const ascending = [...products].sort((a, b) => a - b);
    const scored = scoreProducts(this.#texts, plan, ascending);
    if (!scored) return undefined;
    const byProduct = new Map(ascending.map((product, at) => [product, scored[at]!]));
    return bestFirst(
      this.#ids,
      products.flatMap((product) => {
        const { score, inName } = byProduct.get(product)!;
        return inName ? [{ product, score }] : [];
      }),
    );
  }

  /** Whether posting a comes before posting b in a word's order (ids compare as the C collation does). */
  #before(a: number, b: number): boolean {
    const scoreA = this.#scores[a]!;
    const scoreB = this.#scores[b]!;
    return (
      scoreA > scoreB ||
      (scoreA === scoreB && this.#ids[this.#products[a]!]! < this.#ids[this.#products[b]!]!)
    );
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
    const first = firstNotBefore(sorted.length, (at) => this.#words[sorted[at]!]! < word);
    for (let at = first; at < sorted.length && this.#words[sorted[at]!]!.startsWith(word); at++)
      found.add(sorted[at]!);
    return found;
  }
}
