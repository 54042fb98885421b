/** At most this many words count, so a pasted paragraph cannot build a huge query. */
export const MAX_WORDS = 8;

/** Words a product need not hold for a query to match it ('oil for hair'). */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'at',
  'by',
  'for',
  'from',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

/**
 * A word: letters with their combining marks (a Devanagari vowel sign, an accent typed apart from its
 * letter) and digits, as PostgreSQL's text parser keeps them in one lexeme ('नमकीन' is not 'नमक').
 */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * A query's words (WORD), lower-cased, each once, in order. A lone letter ("it's" → it, s)
 * would prefix-match half the catalogue, and stop words match nothing a shopper meant: each is kept only
 * when nothing else is left.
 */
export function queryWords(text: string): string[] {
  const all = [...new Set(text.toLowerCase().match(WORD) ?? [])];
  const longer = all.filter((word) => word.length > 1);
  const meaningful = longer.filter((word) => !STOP_WORDS.has(word));
  const kept = meaningful.length > 0 ? meaningful : longer.length > 0 ? longer : all;
  return kept.slice(0, MAX_WORDS);
}
