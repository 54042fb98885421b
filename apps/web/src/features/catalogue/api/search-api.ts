import { api } from '../../../lib/api';
import { nextPage, type ProductPage } from './catalogue-api';

/** docs/api.md: search pages default to 10 products. */
export const SEARCH_PAGE_SIZE = 10;

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchProducts: build.infiniteQuery<ProductPage, string, number>({
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: nextPage },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/product/search-product',
        method: 'POST',
        body: { search: queryArg, page: pageParam, limit: SEARCH_PAGE_SIZE },
      }),
      providesTags: ['Product'],
    }),
  }),
});

export const { useSearchProductsInfiniteQuery } = searchApi;
