import type { CategoryDto, ProductDto, SubCategoryDto } from '@kirana/shared/catalogue';
import type { SuccessEnvelope } from '@kirana/shared/envelope';
import type { Page } from '@kirana/shared/paging';
import toast from 'react-hot-toast';
import { api } from '../../../lib/api';
import { getErrorMessage } from '../../../lib/api-error';

/** docs/product-rules.md "Numbers": a sub category listing fetches 8 products a page. */
export const LISTING_PAGE_SIZE = 8;

/** One page of a paged product list, as the listing and search calls answer. */
export type ProductPage = Page<ProductDto>;

interface ListingArgs {
  categoryId: string;
  subCategoryId: string;
}

/** Asks for the next page until totalPage (docs/product-rules.md "Flows"); page 1 replaces, later pages append. */
export const nextPage = (last: ProductPage): number | undefined =>
  last.page < last.totalPage ? last.page + 1 : undefined;

const unwrap = <T>(response: SuccessEnvelope<T>): T => response.data;

/** docs/product-rules.md "Forms and messages": a failed category or sub category list says so in a toast. */
async function toastFailure(fetched: Promise<unknown>, list: 'categories' | 'subcategories') {
  try {
    await fetched;
  } catch (failure) {
    const error = (failure as { error?: unknown }).error ?? failure;
    toast.error(`Something went wrong while fetching ${list}. ${getErrorMessage(error)}`, {
      id: `fetch-${list}`,
    });
  }
}

// Storefront reads. The admin pages keep their own endpoints so none of their code loads here.
export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStoreCategories: build.query<CategoryDto[], void>({
      query: () => '/api/category/get',
      transformResponse: unwrap<CategoryDto[]>,
      providesTags: ['Category'],
      onQueryStarted: (_, { queryFulfilled }) => toastFailure(queryFulfilled, 'categories'),
    }),
    getStoreSubCategories: build.query<SubCategoryDto[], void>({
      query: () => ({ url: '/api/subcategory/get', method: 'POST' }),
      transformResponse: unwrap<SubCategoryDto[]>,
      providesTags: ['SubCategory'],
      onQueryStarted: (_, { queryFulfilled }) => toastFailure(queryFulfilled, 'subcategories'),
    }),
    getCategoryProducts: build.query<ProductDto[], string>({
      query: (id) => ({ url: '/api/product/get-product-by-category', method: 'POST', body: { id } }),
      transformResponse: unwrap<ProductDto[]>,
      providesTags: ['Product'],
    }),
    getListingProducts: build.infiniteQuery<ProductPage, ListingArgs, number>({
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: nextPage },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/product/get-pruduct-by-category-and-subcategory',
        method: 'POST',
        body: { ...queryArg, page: pageParam, limit: LISTING_PAGE_SIZE },
      }),
      providesTags: ['Product'],
    }),
    getProductDetails: build.query<ProductDto, string>({
      query: (productId) => ({
        url: '/api/product/get-product-details',
        method: 'POST',
        body: { productId },
      }),
      transformResponse: unwrap<ProductDto>,
      providesTags: ['Product'],
    }),
  }),
});

export const {
  useGetStoreCategoriesQuery,
  useGetStoreSubCategoriesQuery,
  useGetCategoryProductsQuery,
  useGetListingProductsInfiniteQuery,
  useGetProductDetailsQuery,
} = catalogueApi;
