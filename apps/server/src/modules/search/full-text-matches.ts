import { answersConcepts } from './concept-match';
import { Cursor } from './sorted';
import type { Concept } from './synonyms';
import type { Stems } from './text-queries';

/** The products (numbers, ascending) whose search vector holds a lexeme, in any field. */
export type Holders = (lexeme: string) => Int32Array;

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

/**
 * Every product whose text answers the query (each word as typed or as its English stem, anywhere in its
 * search vector), ascending; undefined as soon as more than `most` do. Its candidates are the products
 * holding the rarest word of each alternative of the rarest concept (of every concept when any will do),
 * each checked against the whole query: the work grows with the rarest concept, not the catalogue. An
 * unfinished word ('choco') has no lexeme of its own and cannot be asked.
 */
export function fullTextMatches(
  { concepts, stems, requireAll }: TextMatchQuery,
  holders: Holders,
  most: number,
): number[] | undefined {
  const asked = concepts
    .map((concept) => concept.alternatives.filter((alternative) => alternative.words.length > 0))
    .filter((alternatives) => alternatives.length > 0);
  if (asked.some((alternatives) => alternatives.some((alternative) => alternative.prefix))) {
    throw new Error('an unfinished word has no lexeme of its own');
  }
  const lists = new Map<string, Int32Array[]>();
  const listsOf = (word: string) => {
    let found = lists.get(word);
    if (!found) {
      found = [...new Set([word, stems(word)])].map(holders);
      lists.set(word, found);
    }
    return found;
  };
  // A word's holders: at most the sum of its lists (as typed and as its stem may overlap), at least the
  // longest.
  const size = (word: string) => listsOf(word).reduce((sum, list) => sum + list.length, 0);
  const least = (word: string) => Math.max(...listsOf(word).map((list) => list.length));
  // A word alone making a match: more than `most` products hold it, so more than `most` match.
  const alone = requireAll ? asked.length === 1 : true;
  if (
    alone &&
    asked.some((alternatives) =>
      alternatives.some(
        ({ words: [word, ...more] }) => more.length === 0 && word !== undefined && least(word) > most,
      ),
    )
  ) {
    return undefined;
  }
  const rarest = (words: readonly string[]) =>
    words.reduce((best, word) => (size(word) < size(best) ? word : best));
  const conceptSize = (alternatives: (typeof asked)[number]) =>
    alternatives.reduce((sum, alternative) => sum + size(rarest(alternative.words)), 0);
  const driving = requireAll
    ? [asked.reduce((best, concept) => (conceptSize(concept) < conceptSize(best) ? concept : best))]
    : asked;
  const candidates = driving
    .flatMap((alternatives) => alternatives.flatMap((alternative) => listsOf(rarest(alternative.words))))
    .reduce(union, new Int32Array(0));
  // Concept → alternative → word → its lexemes' cursors; a product answers an alternative holding each of
  // its words, as typed or as its stem.
  const checks = asked.map((alternatives) =>
    alternatives.map((alternative) =>
      alternative.words.map((word) => listsOf(word).map((list) => new Cursor(list))),
    ),
  );
  const matches: number[] = [];
  for (const product of candidates) {
    if (answersConcepts(checks, requireAll, product, heldByProduct)) {
      matches.push(product);
      if (matches.length > most) return undefined;
    }
  }
  return matches;
}

/** Whether a product holds a word: one of its lexemes' cursors (as typed, as its stem) has it. */
function heldByProduct(lexemes: readonly Cursor[], product: number): boolean {
  for (const cursor of lexemes) {
    if (cursor.has(product)) return true;
  }
  return false;
}
