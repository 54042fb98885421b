import type { Concept } from './synonyms';

/** A word of a phrase a name may hold; an unfinished one ('shampo') may go on. */
export interface PhraseWord {
  word: string;
  prefix: boolean;
}

/**
 * The phrases a name may hold to count as naming what was asked: the query as searched (each concept's
 * first alternative), and for a one-concept query each of its alternatives ('haldi' → haldi, turmeric).
 * The database matches them with a regular expression (namePattern), memory word by word
 * (product-relevance.ts).
 */
export function namePhrases(concepts: readonly Concept[]): PhraseWord[][] {
  const [only] = concepts;
  const phrase = (words: readonly string[], prefix: boolean) => words.map((word) => ({ word, prefix }));
  return concepts.length === 1 && only
    ? only.alternatives.map((alternative) => phrase(alternative.words, alternative.prefix))
    : [
        concepts.flatMap((concept) =>
          concept.alternatives
            .slice(0, 1)
            .flatMap((alternative) => phrase(alternative.words, alternative.prefix)),
        ),
      ];
}

/** A word as a regular expression matching itself. */
const literal = (word: string) => word.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');

/**
 * The name phrases as one PostgreSQL regular expression of whole words. Query words are letters and digits
 * only (query-words.ts); a synonym written by hand may hold anything, so every word is escaped.
 */
export function namePattern(concepts: readonly Concept[]): string {
  const phrases = namePhrases(concepts).map((phrase) =>
    phrase.map(({ word, prefix }) => (prefix ? `${literal(word)}\\w*` : literal(word))).join('\\W+'),
  );
  return `(${[...new Set(phrases)].join('|')})`;
}
