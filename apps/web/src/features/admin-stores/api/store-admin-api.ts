import type { SuccessEnvelope } from '@kirana/shared/envelope';
import type {
  StockImportReport,
  StoreDto,
  StoreFields,
  StoreMemberBody,
  StoreMemberDto,
  StoreStockBody,
  StoreStockRowDto,
} from '@kirana/shared/store';
import { api } from '../../../lib/api';

/** Products a page on the stock page. */
export const STOCK_PAGE_SIZE = 20;

export interface StoreStockPage {
  data: StoreStockRowDto[];
  totalCount: number;
  totalPage: number;
}

/**
 * docs/api.md "Stores and delivery", the admin's side. A store's change can change who serves a shopper
 * and whose stock every product shows, so the shopper's location and the products are fetched again.
 */
const storeAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStores: build.query<StoreDto[], void>({
      query: () => '/api/store/list',
      transformResponse: (response: SuccessEnvelope<StoreDto[]>) => response.data,
      providesTags: ['Store'],
    }),
    createStore: build.mutation<SuccessEnvelope<StoreDto>, StoreFields>({
      query: (body) => ({ url: '/api/store/create', method: 'POST', body }),
      invalidatesTags: ['Store', 'Location', 'Product'],
    }),
    updateStore: build.mutation<SuccessEnvelope<StoreDto>, Partial<StoreFields> & { _id: string }>({
      query: (body) => ({ url: '/api/store/update', method: 'PUT', body }),
      invalidatesTags: ['Store', 'Location', 'Product'],
    }),
    deleteStore: build.mutation<SuccessEnvelope<unknown>, string>({
      query: (_id) => ({ url: '/api/store/delete', method: 'DELETE', body: { _id } }),
      invalidatesTags: ['Store', 'Location', 'Product'],
    }),
    getStoreStock: build.query<StoreStockPage, { storeId: string; page: number; search: string }>({
      query: (body) => ({
        url: '/api/store/stock',
        method: 'POST',
        body: { ...body, limit: STOCK_PAGE_SIZE },
      }),
      providesTags: ['Store', 'Product'],
    }),
    setStoreStock: build.mutation<SuccessEnvelope<{ updated: number; unknown: string[] }>, StoreStockBody>({
      query: (body) => ({ url: '/api/store/stock', method: 'PUT', body }),
      invalidatesTags: ['Store', 'Product', 'Cart'],
    }),
    importStoreStock: build.mutation<SuccessEnvelope<StockImportReport>, { storeId: string; csv: string }>({
      query: (body) => ({ url: '/api/store/stock-import', method: 'POST', body }),
      invalidatesTags: ['Store', 'Product', 'Cart'],
    }),
    getMembers: build.query<StoreMemberDto[], void>({
      query: () => '/api/store/members',
      transformResponse: (response: SuccessEnvelope<StoreMemberDto[]>) => response.data,
      providesTags: ['Store'],
    }),
    setMember: build.mutation<SuccessEnvelope<StoreMemberDto[]>, StoreMemberBody>({
      query: (body) => ({ url: '/api/store/members', method: 'PUT', body }),
      invalidatesTags: ['Store'],
    }),
  }),
});

export const {
  useGetMembersQuery,
  useSetMemberMutation,
  useGetStoresQuery,
  useCreateStoreMutation,
  useUpdateStoreMutation,
  useDeleteStoreMutation,
  useGetStoreStockQuery,
  useSetStoreStockMutation,
  useImportStoreStockMutation,
} = storeAdminApi;
