import { answersConcepts } from './concept-match';
import { Cursor, firstNotBefore } from './sorted';
import type { Concept } from './synonyms';
import type { Stems } from './text-queries';

/** The products (numbers, ascending) whose search vector holds a lexeme, in any field. */
export type Holders = (lexeme: string) => Int32Array;

/** The lexemes an unfinished word begins ('choco': chocolate, chocolates, …), itself included if one. */
export type Beginning = (prefix: string) => readonly string[];

/** What a search asks of every product's text (text-queries.ts's unweighted query: everyWord or anyWord). */
export interface TextMatchQuery {
  concepts: readonly Concept[];
  stems: Stems;
  requireAll: boolean;
}

/** Two ascending lists as one, each value once. */
function union(a: Int32Array, b: Int32Array): Int32Array {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const both = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length || j < b.length) {
    const x = i < a.length ? a[i]! : Number.POSITIVE_INFINITY;
    const y = j < b.length ? b[j]! : Number.POSITIVE_INFINITY;
    both[n++] = x <= y ? x : y;
    if (x <= y) i++;
    if (y <= x) j++;
  }
  return both.subarray(0, n);
}

/** Ascending lists as one, each value once: merged two at a time while few, else sorted together. */
function unionOf(lists: readonly Int32Array[]): Int32Array {
  if (lists.length <= 4) return lists.reduce(union, new Int32Array(0));
  const all = new Int32Array(lists.reduce((sum, list) => sum + list.length, 0));
  let end = 0;
  for (const list of lists) {
    all.set(list, end);
    end += list.length;
  }
  all.sort();
  let kept = 0;
  for (let at = 0; at < all.length; at++) if (at === 0 || all[at] !== all[at - 1]) all[kept++] = all[at]!;
  return all.subarray(0, kept);
}

/** A query word's lists of holders: one a lexeme it matches (as typed or begun, as its stem). */
type WordLists = readonly Int32Array[];

/**
 * Every product whose text answers the query (each word as typed, or unfinished as the start of a lexeme,
 * or as its English stem, anywhere in its search vector), ascending; undefined as soon as more than `most`
 * do. Its candidates are the products holding the rarest word of each alternative of the rarest concept (of
 * every concept when any will do), each checked against the whole query (one by one, then, for many
 * candidates, merged with the other concepts' lists): the work grows with the rarest concept, not the
 * catalogue. An unfinished word is the lexemes it begins (`beginning`), as the database's `'choco':*`.
 */
export function fullTextMatches(
  { concepts, stems, requireAll }: TextMatchQuery,
  holders: Holders,
  beginning: Beginning,
  most: number,
): number[] | undefined {
  const lists = new Map<string, WordLists>();
  const listsOf = (word: string, prefix: boolean) => {
    const key = `${prefix ? '*' : ' '}${word}`;
    let found = lists.get(key);
    if (!found) {
      found = [...new Set([...(prefix ? beginning(word) : [word]), stems(word)])].map(holders);
      lists.set(key, found);
    }
    return found;
  };
  // Concept → alternative → word → its lists.
  const asked = concepts
    .map((concept) =>
      concept.alternatives
        .filter((alternative) => alternative.words.length > 0)
        .map((alternative) => alternative.words.map((word) => listsOf(word, alternative.prefix))),
    )
    .filter((alternatives) => alternatives.length > 0);
  // A word's holders (or a concept's, given all its lists): at most the sum of its lists (as typed and as
  // its stem may overlap), at least the longest.
  const size = (lists: readonly Int32Array[]) => lists.reduce((sum, list) => sum + list.length, 0);
  const least = (word: WordLists) => Math.max(0, ...word.map((list) => list.length));
  // A word alone making a match: more than `most` products hold it, so more than `most` match.
  const alone = requireAll ? asked.length === 1 : true;
  if (
    alone &&
    asked.some((alternatives) =>
      alternatives.some(([word, ...more]) => more.length === 0 && word !== undefined && least(word) > most),
    )
  ) {
    return undefined;
  }
  const rarest = (words: readonly WordLists[]) =>
    words.reduce((best, word) => (size(word) < size(best) ? word : best));
  const conceptSize = (alternatives: (typeof asked)[number]) =>
    alternatives.reduce((sum, words) => sum + size(rarest(words)), 0);
  const driving = requireAll
    ? [asked.reduce((best, concept) => (conceptSize(concept) < conceptSize(best) ? concept : best))]
    : asked;
  const candidates = unionOf(driving.flatMap((alternatives) => alternatives.flatMap(rarest)));
  // Concept → alternative → word → its lexemes' cursors; a product answers an alternative holding each of
  // its words, as typed (or begun) or as its stem. Every concept required, the driving one is checked last
  // and the others least held first: a candidate, which holds a driving word, most often fails at its first
  // check.
  const ordered = requireAll
    ? [...asked].sort(
        (a, b) => Number(a === driving[0]) - Number(b === driving[0]) || conceptSize(a) - conceptSize(b),
      )
    : asked;
  const checks = ordered.map((alternatives) =>
    alternatives.map((words) => words.map((word) => word.map((list) => new Cursor(list)))),
  );
  const found = walked(candidates, checks, requireAll, most);
  if (!found || found.walked === candidates.length) return found?.matches;
  // Every concept required and each of its alternatives one word: a candidate holds the driving concept
  // (it holds one of its words), and answers the others if it is among their words' products.
  const mergeable =
    requireAll && ordered.every((alternatives) => alternatives.every((words) => words.length === 1));
  const others = ordered.slice(0, -1).map((alternatives) => [...new Set(alternatives.flat(2))]);
  // Lists far longer than the candidates left are galloped through instead, a candidate at a time.
  const left = candidates.length - found.walked;
  if (!mergeable || others.some((lists) => size(lists) > MERGED_PER_CANDIDATE * left)) {
    return walked(candidates, checks, requireAll, most, found)?.matches;
  }
  const { matches } = found;
  for (let at = found.walked; at < candidates.length; at += MERGED_AT_ONCE) {
    let among = candidates.subarray(at, at + MERGED_AT_ONCE);
    for (const lists of others) among = amongHolders(among, lists);
    for (const product of among) matches.push(product);
    if (matches.length > most) return undefined;
  }
  return matches;
}

/** Candidates merged with the other concepts' lists at once: a search with many matches stops early. */
const MERGED_AT_ONCE = 4_096;
/** A merge walks every posting of a list between the candidates: at most this many a candidate left. */
const MERGED_PER_CANDIDATE = 16;

/** Candidates checked one by one, galloping through each word's lists, before the rest are merged. */
const CHECKED_ONE_BY_ONE = 2_048;

/**
 * Checks candidates one by one, from where `so` left off, until CHECKED_ONE_BY_ONE have been (every one,
 * when `so` is given): the matches so far and how many candidates were checked; undefined as soon as more
 * than `most` match. A search with many candidates and few matches (two words each held by tens of
 * thousands of products at a million, rarely together) merges the rest with the other words' lists
 * instead: one by one, each candidate gallops through every list it is checked against (docs/performance.md,
 * "Search: many candidates, few matches, merged").
 */
function walked(
  candidates: Int32Array,
  checks: Checks,
  requireAll: boolean,
  most: number,
  so?: { matches: number[]; walked: number },
): { matches: number[]; walked: number } | undefined {
  const matches = so?.matches ?? [];
  const end = so ? candidates.length : Math.min(candidates.length, CHECKED_ONE_BY_ONE);
  for (let at = so?.walked ?? 0; at < end; at++) {
    const product = candidates[at]!;
    if (answersConcepts(checks, requireAll, product, heldByProduct)) {
      matches.push(product);
      if (matches.length > most) return undefined;
    }
  }
  return { matches, walked: end };
}

/** Those of `products` (ascending) that any of `lists` (ascending) holds, merged list by list. */
function amongHolders(products: Int32Array, lists: readonly Int32Array[]): Int32Array {
  if (products.length === 0) return products;
  const held = new Uint8Array(products.length);
  for (const list of lists) {
    let at = 0;
    let next = firstNotBefore(list.length, (position) => list[position]! < products[0]!);
    while (at < products.length && next < list.length) {
      const product = products[at]!;
      const holder = list[next]!;
      if (product < holder) at++;
      else if (product > holder) next++;
      else {
        held[at++] = 1;
        next++;
      }
    }
  }
  let kept = 0;
  const among = new Int32Array(products.length);
  for (let at = 0; at < products.length; at++) if (held[at]) among[kept++] = products[at]!;
  return among.subarray(0, kept);
}

/** Concept → alternative → word → the cursors of its lexemes (as typed, as its stem). */
type Checks = readonly (readonly (readonly (readonly Cursor[])[])[])[];

/** Whether a product holds a word: one of its lexemes' cursors (as typed, as its stem) has it. */
function heldByProduct(lexemes: readonly Cursor[], product: number): boolean {
  for (const cursor of lexemes) {
    if (cursor.has(product)) return true;
  }
  return false;
}
