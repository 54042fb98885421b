import { codePointsOf, levenshtein } from './levenshtein';
import { byCodeUnits, firstNotBefore, prefixRun, sortedHas } from './sorted';
import { RARE, SHORTEST_CORRECTED, type WordInCatalogue } from './spelling';
import { SIMILAR, similarity, trigramsOf } from './trigrams';

/** A vocabulary word and how many products hold it (search_words). */
export interface CatalogueWord {
  word: string;
  products: number;
}

/** Neighbours kept per query word; the closest by trigrams come first. */
const NEIGHBOURS = 30;
/** Neighbours are at most this many slips away (spelling.ts allows two at most). */
const NEIGHBOUR_DISTANCE = 2;

/**
 * A word's characters as bits (a character's code point modulo 32): a character of one word whose bit
 * the other lacks is absent from it, and needs an edit of its own.
 */
function characterBits(codes: ArrayLike<number>): number {
  let bits = 0;
  for (let i = 0; i < codes.length; i++) bits |= 1 << (codes[i]! & 31);
  return bits;
}

/** How many bits are set (a 32-bit population count in a few steps, not one a bit). */
function bitCount(bits: number): number {
  let count = bits - ((bits >>> 1) & 0x55555555);
  count = (count & 0x33333333) + ((count >>> 2) & 0x33333333);
  return Math.imul((count + (count >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Words of one first character (its code point) and one length (in characters). */
const shapeKey = (first: number, length: number) => `${length}:${first}`;

/** Words of one shape, by position in the sorted words, with each one's characterBits beside it. */
interface Shape {
  ids: Int32Array;
  bits: Int32Array;
}

/**
 * What spelling looks words up by, built once for a set of words: the words sorted, their characters,
 * each one's bits and trigram count, and the words by trigram and by shape (positions in the sorted
 * words). Characters as numbers in typed arrays: a lookup weighs hundreds of words, and comparing strings
 * a character at a time cost most of it.
 */
interface WordShapes {
  words: string[];
  /** Every word's characters' code points, one word after another. */
  codes: Int32Array;
  /** Where each word's code points start in `codes` (and, one past the last word, where they end). */
  starts: Int32Array;
  /** Each word's characterBits. */
  bits: Int32Array;
  /** How many distinct trigrams each word has. */
  trigramCounts: number[];
  /** Each trigram's words, by position in `words`. */
  byTrigram: Map<string, number[]>;
  byShape: Map<string, Shape>;
  /** Shared trigrams per word during one lookup (zeroed after it; lookups are synchronous). */
  shared: Int32Array;
  /** Each word's position, made when first asked (`withCounts`). */
  positions?: Map<string, number>;
}

function pushTo(index: Map<string, number[]>, key: string, id: number) {
  const ids = index.get(key);
  if (ids) ids.push(id);
  else index.set(key, [id]);
}

function shapesOf(words: string[]): WordShapes {
  const ofWords = words.map(codePointsOf);
  const starts = new Int32Array(words.length + 1);
  for (let id = 0; id < words.length; id++) starts[id + 1] = starts[id]! + ofWords[id]!.length;
  const codes = new Int32Array(starts[words.length]!);
  for (let id = 0; id < words.length; id++) codes.set(ofWords[id]!, starts[id]!);
  const bits = Int32Array.from(ofWords, characterBits);
  const byTrigram = new Map<string, number[]>();
  const byShape = new Map<string, number[]>();
  const trigramCounts = words.map((word, id) => {
    const trigrams = trigramsOf(word);
    for (const trigram of trigrams) pushTo(byTrigram, trigram, id);
    const ofWord = ofWords[id]!;
    if (ofWord.length > 0) pushTo(byShape, shapeKey(ofWord[0]!, ofWord.length), id);
    return trigrams.length;
  });
  const shapes = new Map<string, Shape>();
  for (const [key, ids] of byShape) {
    shapes.set(key, { ids: Int32Array.from(ids), bits: Int32Array.from(ids, (id) => bits[id]!) });
  }
  return {
    words,
    codes,
    starts,
    bits,
    trigramCounts,
    byTrigram,
    byShape: shapes,
    shared: new Int32Array(words.length),
  };
}

/**
 * The catalogue's vocabulary and synonym groups in memory, answering what search and suggestions ask of
 * them without the database. Words are kept sorted (a prefix is one range), with their trigrams indexed
 * (a lookup counts shared trigrams over the words sharing one only) and grouped by first character and
 * length.
 */
export class VocabularyIndex {
  readonly #words: string[];
  readonly #products: number[];
  readonly #shapes: WordShapes;
  readonly #synonymGroups: readonly string[][];
  /** Each term's groups, by position in #synonymGroups: a query's phrases are looked up, not every group. */
  readonly #groupsByTerm = new Map<string, number[]>();
  /** Every term's first word: a query's phrases beginning with no other are the only ones looked up. */
  readonly #termStarts = new Set<string>();

  /** `shapes`, when given, are those of these very words in this order (`withCounts`). */
  constructor(words: readonly CatalogueWord[], synonymGroups: readonly string[][], shapes?: WordShapes) {
    const sorted = shapes ? words : [...words].sort((a, b) => byCodeUnits(a.word, b.word));
    this.#shapes = shapes ?? shapesOf(sorted.map((entry) => entry.word));
    this.#words = this.#shapes.words;
    this.#products = sorted.map((entry) => entry.products);
    this.#synonymGroups = synonymGroups;
    synonymGroups.forEach((group, at) => {
      for (const term of new Set(group)) {
        pushTo(this.#groupsByTerm, term, at);
        this.#termStarts.add(term.split(' ', 1)[0]!);
      }
    });
  }

  /**
   * The same vocabulary with these counts (every word's, search_words as it is now), sharing what spelling
   * looks up: a product's name or description edited moves counts far more often than it adds a word to
   * the catalogue or takes the last of one away. Undefined when the words are not the same: build anew.
   */
  withCounts(words: readonly CatalogueWord[]): VocabularyIndex | undefined {
    const shapes = this.#shapes;
    if (words.length !== shapes.words.length) return undefined;
    shapes.positions ??= new Map(shapes.words.map((word, at) => [word, at]));
    const inOrder: CatalogueWord[] = new Array(words.length);
    for (const entry of words) {
      const at = shapes.positions.get(entry.word);
      // A word new to the vocabulary, so (as many words) one went: a set of words unlike this one's.
      if (at === undefined) return undefined;
      inOrder[at] = entry;
    }
    return new VocabularyIndex(inOrder, this.#synonymGroups, shapes);
  }

  /** Where `word` is, or would be, in the sorted words. */
  #position(word: string): number {
    return firstNotBefore(this.#words.length, (at) => this.#words[at]! < word);
  }

  /** How many products hold the word (0 for a word the catalogue does not know). */
  productsHolding(word: string): number {
    const at = this.#position(word);
    return this.#words[at] === word ? this.#products[at]! : 0;
  }

  /**
   * A query word as the vocabulary knows it: how many products hold it, whether another word starts with
   * it, and, for a word rare enough to be corrected (spelling.ts), its neighbours.
   */
  lookUp(word: string): WordInCatalogue {
    const at = this.#position(word);
    const known = this.#words[at] === word;
    const products = known ? this.#products[at]! : 0;
    const next = this.#words[known ? at + 1 : at];
    const prefixes = next?.startsWith(word) ?? false;
    const codes = codePointsOf(word);
    const neighbours =
      products <= RARE && codes.length >= SHORTEST_CORRECTED ? this.#neighbours(word, codes) : [];
    return { word, products, prefixes, neighbours };
  }

  /**
   * Words a couple of letters away (Levenshtein, at most NEIGHBOUR_DISTANCE), among two kinds of
   * candidates: words at least SIMILAR alike by trigrams, and words of the same first character and nearly
   * the same length (short words share too few trigrams with their misspellings: 'aata'/'atta'). The most
   * similar first, then the most common.
   */
  #neighbours(word: string, codes: Int32Array): WordInCatalogue['neighbours'] {
    const trigrams = trigramsOf(word);
    const shared = this.#shapes.shared;
    const touched: number[] = [];
    // The word's start ('  s') is shared by every word starting alike, thousands: its words are not
    // walked but looked up when it matters (a word sharing nothing else is never SIMILAR, and those of
    // the word's shape are compared anyway).
    const start = trigrams.find((trigram) => trigram.startsWith('  '));
    const starting = (start && this.#shapes.byTrigram.get(start)) || [];
    for (const trigram of trigrams) {
      if (trigram === start) continue;
      for (const id of this.#shapes.byTrigram.get(trigram) ?? []) {
        if (shared[id] === 0) touched.push(id);
        shared[id] = shared[id]! + 1;
      }
    }
    const similarAt = (id: number, count: number) =>
      similarity(count, trigrams.length, this.#shapes.trigramCounts[id]!);
    const similar = (id: number) => similarAt(id, shared[id]! + (sortedHas(starting, id) ? 1 : 0));
    const near: { id: number; similarity: number }[] = [];
    const bits = characterBits(codes);
    // More characters on either side that the other lacks than edits allowed: too far, before the
    // distance is computed (most candidates of a shape end here, their strings unread).
    const close = (theirs: number) =>
      bitCount(bits & ~theirs) <= NEIGHBOUR_DISTANCE && bitCount(theirs & ~bits) <= NEIGHBOUR_DISTANCE;
    const { codes: all, starts } = this.#shapes;
    const consider = (id: number) => {
      if (this.#words[id] === word) return;
      const distance = levenshtein(all, codes, NEIGHBOUR_DISTANCE, starts[id]!, starts[id + 1]!);
      if (distance <= NEIGHBOUR_DISTANCE) near.push({ id, similarity: similar(id) });
    };
    const first = codes[0]!;
    const shaped = (id: number) =>
      all[starts[id]!] === first && Math.abs(starts[id + 1]! - starts[id]! - codes.length) <= 1;
    // A word shares at most its own trigrams, so one sharing s is at best s / the query word's count
    // alike: those sharing fewer than `fewest` (most of those touched) are not SIMILAR, whatever their own.
    let fewest = 1;
    while (fewest < trigrams.length && similarity(fewest, trigrams.length, fewest) < SIMILAR) fewest++;
    // Each candidate once: the alike by trigrams that are not of the query word's shape, then those.
    for (const id of touched) {
      if (shared[id]! + 1 < fewest || shaped(id) || similarAt(id, shared[id]! + 1) < SIMILAR) continue;
      if (similar(id) >= SIMILAR && close(this.#shapes.bits[id]!)) consider(id);
    }
    for (let length = codes.length - 1; length <= codes.length + 1; length++) {
      const shape = this.#shapes.byShape.get(shapeKey(first, length));
      if (!shape) continue;
      for (let k = 0; k < shape.ids.length; k++) if (close(shape.bits[k]!)) consider(shape.ids[k]!);
    }
    for (const id of touched) shared[id] = 0;
    near.sort(
      (a, b) =>
        b.similarity - a.similarity ||
        this.#products[b.id]! - this.#products[a.id]! ||
        byCodeUnits(this.#words[a.id]!, this.#words[b.id]!),
    );
    return near
      .slice(0, NEIGHBOURS)
      .map(({ id }) => ({ word: this.#words[id]!, products: this.#products[id]! }));
  }

  /** The words starting with `prefix` (itself included), the most common first, then by word. */
  completions(prefix: string, limit: number): CatalogueWord[] {
    if (limit < 1) return [];
    const best: number[] = [];
    const before = (a: number, b: number) =>
      this.#products[a]! > this.#products[b]! ||
      (this.#products[a] === this.#products[b] && this.#words[a]! < this.#words[b]!);
    const { from, to } = prefixRun(this.#words.length, (at) => this.#words[at]!, prefix);
    for (let id = from; id < to; id++) {
      if (best.length === limit && !before(id, best[limit - 1]!)) continue;
      let at = best.length;
      while (at > 0 && before(id, best[at - 1]!)) at--;
      best.splice(at, 0, id);
      if (best.length > limit) best.pop();
    }
    return best.map((id) => ({ word: this.#words[id]!, products: this.#products[id]! }));
  }

  /** Whether a synonym's term begins with the word (synonyms.ts phrasesOf). */
  beginsTerm(word: string): boolean {
    return this.#termStarts.has(word);
  }

  /** The synonym groups holding any of these phrases (synonyms.ts phrasesOf), in their order. */
  synonymGroupsHolding(phrases: readonly string[]): string[][] {
    const held = new Set<number>();
    for (const phrase of phrases) for (const at of this.#groupsByTerm.get(phrase) ?? []) held.add(at);
    return [...held].sort((a, b) => a - b).map((at) => [...this.#synonymGroups[at]!]);
  }
}
