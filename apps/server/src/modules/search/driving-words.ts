import type { SearchPlan } from './ranking.repository';
import { FORMS_BEGUN, type WordsBegun } from './search-plan';
import { type Concept, conceptWords } from './synonyms';

// Which words' postings drive a broad search (search.service.ts): the rarest concept's, or, for unfinished
// words only, the words they begin.

/** The frequency of a concept's words: the products holding its rarest (unknown words count as rare). */
export const conceptFrequency = (concept: Concept, held: ReadonlyMap<string, number>, unknown: number) =>
  concept.alternatives.reduce(
    (sum, alternative) => sum + Math.min(...alternative.words.map((word) => held.get(word) ?? unknown)),
    0,
  );

/** The rarest of an alternative's words (unknown words, a synonym's, count as common). */
function rarestWord(words: readonly string[], held: ReadonlyMap<string, number>): string | undefined {
  const frequency = (word: string) => held.get(word) ?? Number.POSITIVE_INFINITY;
  return words.reduce<string | undefined>(
    (best, word) => (best === undefined || frequency(word) < frequency(best) ? word : best),
    undefined,
  );
}

/** Each alternative's rarest word. */
const rarestWords = (concept: Concept, held: ReadonlyMap<string, number>): string[] =>
  concept.alternatives.flatMap((alternative) => rarestWord(alternative.words, held) ?? []);

/** An alternative is an unfinished word ('choco'): it has no postings of its own. */
export const unfinished = (concept: Concept) =>
  concept.alternatives.some((alternative) => alternative.prefix);

/**
 * The words whose postings hold every answer: when every concept is required, the rarest finished
 * concept's (by its rarest alternatives' frequencies); when any will do, every finished concept's.
 */
export function drivingWords(plan: SearchPlan, held: ReadonlyMap<string, number>): string[] {
  const weight = (concept: Concept) =>
    unfinished(concept)
      ? Number.POSITIVE_INFINITY
      : conceptFrequency(concept, held, Number.POSITIVE_INFINITY);
  const concepts = plan.requireAll
    ? [plan.concepts.reduce((best, concept) => (weight(concept) < weight(best) ? concept : best))]
    : plan.concepts.filter((concept) => !unfinished(concept));
  return [...new Set(concepts.flatMap((concept) => rarestWords(concept, held)))];
}

/**
 * Postings a check may read, about: more, and candidates are checked row by row instead (a thousand rows
 * cost about as much as 50,000 postings; docs/performance.md).
 */
const POSTINGS_CHECKED = 50_000;

/**
 * Whether the candidates of `driving` words are checked against the postings of the query's other words:
 * none unfinished (a prefix has no postings of its own) and those words few enough. A word's postings are
 * about the products holding it, once as typed and once as its stem.
 */
export function checkThroughPostings(
  plan: SearchPlan,
  driving: readonly string[],
  holding: (word: string) => number,
) {
  if (plan.concepts.some(unfinished)) return false;
  const others = new Set(conceptWords(plan.concepts));
  for (const word of driving) others.delete(word);
  let postings = 0;
  for (const word of others) postings += 2 * holding(word);
  return postings <= POSTINGS_CHECKED;
}

/** What choosing an unfinished word's driving words needs (search.service.ts Ranking gives it). */
interface Begun {
  /** How many products hold each word the vocabulary lookup saw. */
  held: ReadonlyMap<string, number>;
  /** How many products hold any word (the vocabulary's count). */
  holding: (word: string) => number;
  /** What an unfinished word begins in the vocabulary (search-plan.ts wordsBegun). */
  begun: (prefix: string) => Promise<WordsBegun>;
}

/**
 * The driving words of a query of unfinished words only, from the words they begin: when every concept is
 * required the least common concept's, otherwise every concept's. Undefined past FORMS_BEGUN: each driving
 * word is a read of the database's postings when the index is not current, and several unfinished words
 * together may drive no more than one.
 */
export async function wordsBegunDriving(plan: SearchPlan, begun: Begun): Promise<string[] | undefined> {
  const concepts = await Promise.all(plan.concepts.map((concept) => conceptBegun(begun, concept)));
  if (concepts.length === 0) return undefined;
  const leastCommon = concepts.reduce((best, concept) => (concept.products < best.products ? concept : best));
  const driving = plan.requireAll ? [leastCommon] : concepts;
  const words = [...new Set(driving.flatMap((concept) => concept.forms))];
  return words.length > FORMS_BEGUN ? undefined : words;
}

/** A concept's driving words: an unfinished alternative's words begun, any other's rarest word. */
async function conceptBegun({ begun, held, holding }: Begun, concept: Concept): Promise<WordsBegun> {
  const forms: string[] = [];
  let products = 0;
  for (const alternative of concept.alternatives) {
    const word = alternative.prefix ? alternative.words[0] : rarestWord(alternative.words, held);
    if (word === undefined) continue;
    const words = alternative.prefix ? await begun(word) : { forms: [word], products: holding(word) };
    forms.push(...words.forms);
    products += words.products;
  }
  return { forms, products };
}
