import type { Database } from '../../db/client';
import type { IdPage, PageWindow } from '../../db/paging';
import { queryWords } from './query-words';
import { lookUpWords, matchingProductIds, newestProductIds, type SearchPlan } from './search.repository';
import { spell } from './spelling';
import { synonymGroupsHolding } from './synonym.repository';
import { phrasesOf, type QueryWord, toConcepts } from './synonyms';

export interface SearchRequest {
  text: string | undefined;
  /** Search the words as typed: no spelling correction ("Search instead for …"). */
  exact?: boolean;
}

export interface SearchResult extends IdPage {
  /** What was searched instead when a word was corrected ('suger' → 'sugar'). */
  correctedSearch?: string;
}

/**
 * Product ids for a search box, relevance-ranked: words the catalogue does not know are corrected
 * against its vocabulary, synonyms count both ways, and products holding every word come first and
 * alone; only when none does, products holding any of them. An empty query gives the newest products.
 */
export async function searchProducts(
  db: Database,
  request: SearchRequest,
  window: PageWindow,
  withUnpublished: boolean,
): Promise<SearchResult> {
  const text = (request.text ?? '').trim();
  const words = queryWords(text);
  if (words.length === 0) return newestProductIds(db, window, withUnpublished);
  // A synonym's term is a word shoppers use even when no product holds it ('kheera'): never a typo.
  const known = await lookUpWords(db, words, phrasesOf(words));
  const synonymWords = new Set(known.groups.flat().flatMap((term) => term.split(' ')));
  const spelled: QueryWord[] = known.words.map((entry) => {
    const asTyped = request.exact || synonymWords.has(entry.word);
    const word = asTyped ? { word: entry.word, forms: [entry.word] } : spell(entry);
    // A word no product holds whole but some word starts with is unfinished ('choco'); a whole word
    // matches whole words only ('salt' must not find 'salted', nor 'sugar' sugarcane).
    return { ...word, prefix: entry.products === 0 && entry.prefixes };
  });
  const searched = spelled.map((word) => word.forms[0] ?? word.word);
  const corrected = spelled.some((word) => word.corrected);
  // A corrected word may be a synonym's term too ('hladi' → haldi → turmeric).
  const groups = corrected ? await synonymGroupsHolding(db, phrasesOf(searched)) : known.groups;
  const plan: SearchPlan = {
    concepts: toConcepts(spelled, groups),
    text: searched.join(' '),
    requireAll: true,
  };
  let page = await matchingProductIds(db, plan, window, withUnpublished);
  if (page.total === 0 && plan.concepts.length > 1) {
    page = await matchingProductIds(db, { ...plan, requireAll: false }, window, withUnpublished);
  }
  return corrected ? { ...page, correctedSearch: plan.text } : page;
}
