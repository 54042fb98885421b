import type { SuggestionDto } from '@kirana/shared/search';
import { MAX_SEARCH_LENGTH } from '@kirana/shared/search-limits';
import { api } from '../../../lib/api';
import { nextPage, type ProductPage } from './catalogue-api';

/** docs/api.md: search pages default to 10 products. */
export const SEARCH_PAGE_SIZE = 10;

export interface SearchArgs {
  text: string;
  /** Search the words as typed, without spelling correction ("Search instead for …"). */
  exact: boolean;
}

/**
 * A page of results; `correctedSearch` says what was searched when a misspelt word was corrected, and
 * `totalCapped` that a broad search matched more products than it counted.
 */
export type SearchPage = ProductPage & { correctedSearch?: string; totalCapped?: boolean };

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchProducts: build.infiniteQuery<SearchPage, SearchArgs, number>({
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: nextPage },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/product/search-product',
        method: 'POST',
        body: {
          search: queryArg.text,
          ...(queryArg.exact ? { exact: true } : {}),
          page: pageParam,
          limit: SEARCH_PAGE_SIZE,
        },
      }),
      providesTags: ['Product'],
    }),
    suggestSearches: build.query<SuggestionDto[], string>({
      query: (q) => ({ url: '/api/product/suggest', method: 'POST', body: { q } }),
      transformResponse: (response: { data: SuggestionDto[] }) => response.data,
      // Typing back and forth asks the same prefixes again: keep them a while.
      keepUnusedDataFor: 120,
    }),
  }),
});

export const { useSearchProductsInfiniteQuery, useSuggestSearchesQuery } = searchApi;

/** The search page's arguments from its URL: `?q=` and, after "Search instead for …", `&exact=1`. */
export function searchArgsOf(params: URLSearchParams): SearchArgs {
  // A longer shared or typed URL is searched for its first MAX_SEARCH_LENGTH characters, not refused.
  const text = (params.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH).trim();
  return { text, exact: params.get('exact') === '1' };
}
