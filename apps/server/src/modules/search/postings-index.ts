import { fullTextMatches, type TextMatchQuery } from './full-text-matches';
import { Int32List } from './int32-list';
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

/** A product's lexemes that only its description holds (weight C of its search vector alone). */
export interface TextWordsRow {
  productId: string;
  /** Separated by spaces. */
  words: string;
}

/** What the index holds only while it is read. */
interface Reading {
  numbers: Map<string, number>;
  wordStarts: number[];
  /** Pairs of a product and a lexeme its description alone holds. */
  textProducts: Int32List;
  textWords: Int32List;
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

/**
 * Every posting of search_postings in memory: per word, its products best static score first (ties by id),
 * and per product the words it is posted under. A broad search's candidates, as the database's
 * `search_posted_matches` finds them, without reading a posting there (decision 0019). With the lexemes
 * only descriptions hold, it knows every lexeme of every published product's search vector: a search's
 * every match, as the full-text index would find them (decision 0020). Products and words are numbered in
 * the order they arrive.
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
  /** Word w's holders, products ascending, are #holders[#holderStarts[w] .. #holderStarts[w + 1]). */
  #holderStarts = new Int32Array(1);
  #holders = new Int32Array(0);
  /** While reading: products by id, where each word's postings start, and the descriptions' lexemes. */
  #reading: Reading | undefined = {
    numbers: new Map(),
    wordStarts: [],
    textProducts: new Int32List(),
    textWords: new Int32List(),
  };
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
    if (reading.textWords.length > 0) throw new Error('postings after the descriptions');
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

  /** Adds the lexemes only descriptions hold, after every posting. */
  addTexts(rows: readonly TextWordsRow[]): void {
    const reading = this.#reading;
    if (!reading) throw new Error('the postings index is complete');
    for (const { productId, words } of rows) {
      if (words.length === 0) continue;
      const product = this.#productNumber(reading, productId);
      for (const word of words.split(' ')) {
        reading.textProducts.push(product);
        reading.textWords.push(this.#wordNumbers.get(word) ?? this.#wordNumber(reading, word));
      }
    }
  }

  /** A new word's number (a word of the descriptions alone has no postings: they are all read). */
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

  /** Everything is read: lists each product's words, and each word's holders. */
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
    this.#listHolders(reading.textProducts.view(), reading.textWords.view());
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
      if (!matcher || matcher(product)) matches.push(this.#ids[product]!);
    }
    for (const product of marked) marks[product] = 0;
    return { matches, posted: this.#posted(lists) };
  }

  /**
   * The products each word's lexeme is held by anywhere in their search vectors (posted, or in their
   * descriptions alone), ascending: products are walked in order, each adding itself to its words' lists.
   */
  #listHolders(textProducts: Int32Array, textWords: Int32Array): void {
    const products = this.#ids.length;
    const words = this.#words.length;
    const textStarts = new Int32Array(products + 1);
    for (const product of textProducts) textStarts[product + 1]!++;
    for (let p = 0; p < products; p++) textStarts[p + 1]! += textStarts[p]!;
    const texts = new Int32Array(textWords.length);
    const textFill = textStarts.slice(0, -1);
    textProducts.forEach((product, at) => {
      texts[textFill[product]!++] = textWords[at]!;
    });
    const holderStarts = new Int32Array(words + 1);
    for (const word of this.#productWords) holderStarts[word + 1]!++;
    for (const word of texts) holderStarts[word + 1]!++;
    for (let w = 0; w < words; w++) holderStarts[w + 1]! += holderStarts[w]!;
    const holders = new Int32Array(holderStarts[words]!);
    const fill = holderStarts.slice(0, -1);
    for (let p = 0; p < products; p++) {
      for (let at = this.#productStarts[p]!; at < this.#productStarts[p + 1]!; at++) {
        holders[fill[this.#productWords[at]!]!++] = p;
      }
      for (let at = textStarts[p]!; at < textStarts[p + 1]!; at++) holders[fill[texts[at]!]!++] = p;
    }
    this.#holderStarts = holderStarts;
    this.#holders = holders;
  }

  /**
   * Every published product whose search vector answers the query (its unweighted text query), as
   * `search_every_match` would find them; undefined when more than `most` do. No word may be unfinished.
   */
  fullTextMatches(query: TextMatchQuery, most: number): string[] | undefined {
    const holders = (lexeme: string) => {
      const word = this.#wordNumbers.get(lexeme);
      return word === undefined
        ? new Int32Array(0)
        : this.#holders.subarray(this.#holderStarts[word]!, this.#holderStarts[word + 1]!);
    };
    return fullTextMatches(query, holders, most)?.map((product) => this.#ids[product]!);
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
