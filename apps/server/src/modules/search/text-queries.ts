import type { Concept } from './synonyms';

/** A word's English stem, as the database's dictionary gives it (Vocabulary.stems). */
export type Stems = (word: string) => string;

/** A lexeme as tsquery input reads it: in quotes, quotes and backslashes escaped. */
const quoteLexeme = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** Where a word must be: anywhere (''), in the name, brand or type (AB), in the brand or type (B). */
type Weights = '' | 'AB' | 'B';

/**
 * A word as it matches: as typed (or, when `prefix`, as the start of a longer word) or as its English stem,
 * in the fields `weights` names.
 */
function wordQuery(word: string, stem: string, prefix: boolean, weights: Weights): string {
  const typed = quoteLexeme(word) + (prefix ? `:*${weights}` : weights ? `:${weights}` : '');
  return `(${typed} | ${quoteLexeme(stem)}${weights ? `:${weights}` : ''})`;
}

/** A concept: any of its alternatives, each needing all its words. */
const conceptQuery = (concept: Concept, stems: Stems, weights: Weights) => {
  const alternatives = concept.alternatives.map((alternative) =>
    alternative.words.map((word) => wordQuery(word, stems(word), alternative.prefix, weights)).join(' & '),
  );
  return `(${alternatives.map((words) => `(${words})`).join(' | ')})`;
};

/** The text queries a search ranks with, as tsquery input. */
export interface TextQueries {
  /** Every concept, in any field. */
  everyWord: string;
  /** Any concept, in any field. */
  anyWord: string;
  /** Every concept in the name, brand or type. */
  everyInName: string;
  /** Any concept in the name, brand or type. */
  anyInName: string;
  /** Any concept in the brand or type. */
  anyInBrand: string;
  /** Each concept alone, in any field. */
  eachConcept: string[];
}

/**
 * The text queries of a search's concepts, each lexeme quoted so no word can read as an operator whatever
 * it holds; `stems` gives each word's stem (Vocabulary.stems). Built here rather than in the database
 * (search_queries(), migration 0008, which text-queries.test.ts holds these to): that cost the database
 * ~0.25 ms of its CPU a search.
 */
export function textQueries(concepts: readonly Concept[], stems: Stems): TextQueries {
  const asked = concepts
    .map((concept) => ({
      alternatives: concept.alternatives.filter((alternative) => alternative.words.length > 0),
    }))
    .filter((concept) => concept.alternatives.length > 0);
  const each = (weights: Weights) => asked.map((concept) => conceptQuery(concept, stems, weights));
  const anywhere = each('');
  const inName = each('AB');
  return {
    everyWord: anywhere.join(' & '),
    anyWord: anywhere.join(' | '),
    everyInName: inName.join(' & '),
    anyInName: inName.join(' | '),
    anyInBrand: each('B').join(' | '),
    eachConcept: anywhere,
  };
}

/** Every word in a product's name (weight A), as typed or as its English stem: a suggestion's products. */
export const everyWordInName = (words: readonly string[], stems: Stems) =>
  words.map((word) => `(${quoteLexeme(word)}:A | ${quoteLexeme(stems(word))}:A)`).join(' & ');
