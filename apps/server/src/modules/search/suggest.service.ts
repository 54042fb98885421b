import type { SuggestionDto } from '@kirana/shared/search';
import { listingPath, productPath } from '@kirana/shared/slugs';
import type { ProductSuggestions } from './product-suggestions';
import { queryWords } from './query-words';
import type { SearchContext } from './search.service';
import { spell } from './spelling';
import { productsNamedBy, productsNamedByAll } from './suggest.repository';

/** The dropdown shows at most this many suggestions. */
export const MAX_SUGGESTIONS = 8;
const QUERIES = 3;
const LISTINGS = 2;

/**
 * Suggestions while the shopper types: the query completed or corrected (its last word finished with the
 * catalogue's most common words, or a misspelt word corrected), categories and sub categories named so,
 * and products named by the best completion. Nothing for fewer than two letters: everything starts so.
 */
export async function suggestSearches(
  { db, vocabulary, productSuggestions }: SuggestContext,
  q: string,
): Promise<SuggestionDto[]> {
  const words = queryWords(q);
  const last = words.at(-1);
  if (!last || q.trim().length < 2) return [];
  const before = words.slice(0, -1);
  // A vowel sign or accent typed last is part of the word being typed (query-words.ts).
  const typedAfterLastWord = /[^\p{L}\p{M}\p{N}]$/u.test(q);

  const queries = new Set<string>();
  if (typedAfterLastWord) {
    queries.add(words.join(' '));
  } else {
    const known = await vocabulary.current();
    for (const { word } of known.completions(last, QUERIES)) queries.add([...before, word].join(' '));
    if (queries.size === 0) {
      // Nothing starts so: the words may be misspelt.
      const corrected = words.map((word) => spell(known.lookUp(word)).forms[0] ?? word);
      if (corrected.join(' ') !== words.join(' ')) queries.add(corrected.join(' '));
    }
  }
  const listings = (await vocabulary.listings()).named(words, !typedAfterLastWord, LISTINGS);
  const [best] = queries;
  // Products fill what the queries and listings leave of the dropdown.
  const wanted = MAX_SUGGESTIONS - queries.size - listings.length;
  const named = best ? await productsNamedByText({ db, vocabulary, productSuggestions }, best, wanted) : [];

  const suggestions: SuggestionDto[] = [
    ...[...queries].map((text): SuggestionDto => ({ kind: 'query', text })),
    ...listings.map(
      (listing): SuggestionDto => ({
        kind: listing.kind,
        text: listing.kind === 'category' ? listing.categoryName : listing.subCategoryName,
        _id: listing.kind === 'category' ? listing.categoryId : listing.subCategoryId,
        path: listingPath(
          { _id: listing.categoryId, name: listing.categoryName },
          { _id: listing.subCategoryId, name: listing.subCategoryName },
        ),
      }),
    ),
    ...named.map(
      (product): SuggestionDto => ({
        kind: 'product',
        text: product.name,
        _id: product.id,
        path: productPath({ _id: product.id, name: product.name }),
        ...(product.image ? { image: product.image } : {}),
      }),
    ),
  ];
  return suggestions.slice(0, MAX_SUGGESTIONS);
}

export interface SuggestContext extends Pick<SearchContext, 'db' | 'vocabulary'> {
  /** Products by the words of their names, in memory (product-suggestions.ts). */
  productSuggestions: ProductSuggestions;
}

/**
 * Products named by every word of a suggested query: from the suggestion index when it is current and
 * can tell, else from the database (one word reads its postings).
 */
async function productsNamedByText(
  { db, vocabulary, productSuggestions }: SuggestContext,
  query: string,
  limit: number,
) {
  const words = query.split(' ');
  const [only] = words;
  const index = await productSuggestions.current();
  if (words.length === 1 && only) {
    return index?.namedBy(only, limit) ?? productsNamedBy(db, only, limit);
  }
  const stems = await vocabulary.stems(words);
  return index?.namedByAll(words, stems, limit) ?? productsNamedByAll(db, words, stems, limit);
}
