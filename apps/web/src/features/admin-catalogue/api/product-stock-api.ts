import type { SuccessEnvelope } from '@kirana/shared/envelope';
import type { ProductStockUpdateBody, ProductStoreStockDto } from '@kirana/shared/store';
import { api } from '../../../lib/api';

/** docs/api.md "Stores and delivery": one product's stock at every store, for the product form. */
const productStockApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductStock: build.query<ProductStoreStockDto[], string>({
      query: (productId) => ({ url: '/api/store/product-stock', method: 'POST', body: { productId } }),
      transformResponse: (response: SuccessEnvelope<ProductStoreStockDto[]>) => response.data,
      providesTags: ['Store', 'Product'],
    }),
    setProductStock: build.mutation<SuccessEnvelope<ProductStoreStockDto[]>, ProductStockUpdateBody>({
      query: (body) => ({ url: '/api/store/product-stock', method: 'PUT', body }),
      invalidatesTags: ['Store', 'Product', 'Cart'],
    }),
  }),
});

export const { useGetProductStockQuery, useSetProductStockMutation } = productStockApi;
