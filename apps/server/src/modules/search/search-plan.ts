import type { SearchPlan } from './ranking.repository';
import { spell, type WordInCatalogue } from './spelling';
import { conceptWords, phrasesOf, type QueryWord, toConcepts } from './synonyms';
import type { Vocabulary } from './vocabulary';
import type { VocabularyIndex } from './vocabulary-index';

/** A query as search.service.ts ranks it, worked out from the vocabulary alone. */
export interface PlannedSearch {
  plan: SearchPlan;
  /** How many products hold each word the vocabulary lookup saw: the query's words and their neighbours. */
  held: ReadonlyMap<string, number>;
  /** A word was corrected: `plan.text` is what was searched instead. */
  corrected: boolean;
  /**
   * What decides the plan's matches (its text and concepts): its rankings are kept under it. Made when
   * first asked, as only recent searches ask (recent-searches.ts).
   */
  key: () => string;
}

/**
 * The query's words looked up in the vocabulary: words the catalogue does not know are corrected against
 * it (unless searched `exact`), synonyms count both ways, a word no product holds whole but some word
 * starts with is unfinished; every concept required.
 */
export async function planSearch(
  vocabulary: Vocabulary,
  index: VocabularyIndex,
  words: readonly string[],
  exact: boolean,
): Promise<PlannedSearch> {
  const known = words.map((word) => index.lookUp(word));
  const begins = (word: string) => index.beginsTerm(word);
  const typedGroups = index.synonymGroupsHolding(phrasesOf(words, begins));
  // A synonym's term is a word shoppers use even when no product holds it ('kheera'): never a typo.
  const synonymWords = new Set(typedGroups.flat().flatMap((term) => term.split(' ')));
  const spelled: QueryWord[] = known.map((entry) => {
    const asTyped = exact || synonymWords.has(entry.word);
    const word = asTyped ? { word: entry.word, forms: [entry.word] } : spell(entry);
    // A word no product holds whole but some word starts with is unfinished ('choco'); a whole word
    // matches whole words only ('salt' must not find 'salted', nor 'sugar' sugarcane).
    return { ...word, prefix: entry.products === 0 && entry.prefixes };
  });
  const searched = spelled.map((word) => word.forms[0] ?? word.word);
  const corrected = spelled.some((word) => word.corrected);
  // A corrected word may be a synonym's term too ('hladi' → haldi → turmeric).
  const groups = corrected ? index.synonymGroupsHolding(phrasesOf(searched, begins)) : typedGroups;
  const concepts = toConcepts(spelled, groups);
  const text = searched.join(' ');
  const plan: SearchPlan = {
    concepts,
    text,
    requireAll: true,
    stems: await vocabulary.stems(conceptWords(concepts)),
  };
  let key: string | undefined;
  return {
    plan,
    held: frequencies(known),
    corrected,
    key: () => (key ??= JSON.stringify([text, concepts])),
  };
}

/** How many products hold each word the vocabulary lookup saw: the query's words and their neighbours. */
function frequencies(words: readonly WordInCatalogue[]): Map<string, number> {
  const held = new Map<string, number>();
  for (const entry of words) {
    held.set(entry.word, entry.products);
    for (const neighbour of entry.neighbours) held.set(neighbour.word, neighbour.products);
  }
  return held;
}

/** The most vocabulary words an unfinished word stands for as a broad search's driving words. */
const WORDS_BEGUN = 64;
/** The most forms one unfinished word gives (itself, its stem, and each word begun as typed and stem). */
export const FORMS_BEGUN = 2 * (WORDS_BEGUN + 1);

/** What an unfinished word begins, as the postings hold it (wordsBegun). */
export interface WordsBegun {
  /** The word, and the vocabulary words it starts as typed and as stems: forms still beginning with it. */
  forms: string[];
  /** How many products hold those vocabulary words, summed: how common the word is as a driving word. */
  products: number;
}

/**
 * The words an unfinished word stands for in the postings, where it has none of its own: the WORDS_BEGUN
 * most common vocabulary words it starts, as typed and as their English stems, each form only if it still
 * begins with it ('coffe':* matches the lexeme 'coffe' of 'coffee'; 'coffee':* does not). Every posting of
 * a form is a product whose name, brand or type answers the word.
 */
export async function wordsBegun(
  vocabulary: Vocabulary,
  index: VocabularyIndex,
  prefix: string,
): Promise<WordsBegun> {
  const words = index.completions(prefix, WORDS_BEGUN);
  const stems = await vocabulary.stems(words.map((entry) => entry.word));
  const forms = new Set([prefix]);
  for (const { word } of words) {
    for (const form of [word, stems(word)]) if (form.startsWith(prefix)) forms.add(form);
  }
  return { forms: [...forms], products: words.reduce((sum, entry) => sum + entry.products, 0) };
}
