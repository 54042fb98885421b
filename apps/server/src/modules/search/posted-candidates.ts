import { answersConcepts } from './concept-match';
import type { PostingLists, PostingRange } from './posting-lists';
import type { Concept } from './synonyms';
import type { Stems } from './text-queries';

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
 * A broad search's candidates, as the database's `search_posted_matches` finds them: the driving words'
 * best `read` postings each, merged best static score first (a product once, at its best); with `checked`,
 * only those whose postings hold the whole query (its unweighted text query: every concept, or any when
 * not all are required). And how many products the driving words hold, counted as the database counts
 * them (their first CANDIDATES + 1 postings).
 */
export function postedCandidates(lists: PostingLists, query: PostingsQuery): PostedCandidates {
  const ranges = query.driving.flatMap((word) => lists.range(word) ?? []);
  const matcher = query.checked ? answersQuery(lists, query) : undefined;
  const matches: string[] = [];
  const numbers: number[] = [];
  const marks = lists.marks;
  const marked: number[] = [];
  const heads = ranges.map((range) => ({ range, at: 0, end: Math.min(range.products.length, query.read) }));
  while (marked.length < query.read) {
    // The best head: highest score, then lowest id (the lists' own order).
    let best: (typeof heads)[number] | undefined;
    for (const head of heads) {
      if (head.at >= head.end) continue;
      if (!best || lists.before(head.range, head.at, best.range, best.at)) best = head;
    }
    if (!best) break;
    const product = best.range.products[best.at++]!;
    if (marks[product]) continue;
    marks[product] = 1;
    marked.push(product);
    if (!matcher || matcher(product)) {
      matches.push(lists.ids[product]!);
      numbers.push(product);
    }
  }
  for (const product of marked) marks[product] = 0;
  return { matches, numbers, posted: postedCount(lists, ranges) };
}

/** Distinct products among each range's first CANDIDATES + 1 postings. */
function postedCount(lists: PostingLists, ranges: readonly PostingRange[]): number {
  const [only] = ranges;
  if (ranges.length === 1 && only) return Math.min(only.products.length, CANDIDATES + 1);
  const marks = lists.marks;
  const marked: number[] = [];
  for (const { products } of ranges) {
    for (let at = 0; at < Math.min(products.length, CANDIDATES + 1); at++) {
      const product = products[at]!;
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
function answersQuery(
  lists: PostingLists,
  { concepts, stems, requireAll }: PostingsQuery,
): (product: number) => boolean {
  const asked = concepts
    .map((concept) =>
      concept.alternatives
        .filter((alternative) => alternative.words.length > 0)
        .map((alternative) =>
          alternative.words.map((word) => lists.wordsMatching(word, stems(word), alternative.prefix)),
        ),
    )
    .filter((alternatives) => alternatives.length > 0);
  return (product) => answersConcepts(asked, requireAll, lists.wordsOf(product), heldInWords);
}

/** Whether a product's words hold a query word: one of them is among those it matches. */
function heldInWords(wanted: ReadonlySet<number>, words: Int32Array): boolean {
  for (const word of words) {
    if (wanted.has(word)) return true;
  }
  return false;
}
