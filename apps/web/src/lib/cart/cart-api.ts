import type { CartItemDto, CartMergeBody } from '@kirana/shared/cart';
import type { ProductDto } from '@kirana/shared/catalogue';
import type { SuccessEnvelope } from '@kirana/shared/envelope';
import { api } from '../api';

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<CartItemDto[], void>({
      query: () => '/api/cart/get',
      transformResponse: (response: SuccessEnvelope<CartItemDto[]>) => response.data,
      providesTags: ['Cart'],
    }),
    // Each change also writes its known outcome into the cached cart as soon as the server agrees,
    // so a quick second tap never starts from the quantity before the refetch lands.
    addCartItem: build.mutation<SuccessEnvelope<CartItemDto>, { product: ProductDto }>({
      query: ({ product }) => ({ url: '/api/cart/create', method: 'POST', body: { productId: product._id } }),
      async onQueryStarted({ product }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(
          cartApi.util.updateQueryData('getCart', undefined, (draft) => {
            draft.push({ ...data.data, productId: product });
          }),
        );
      },
      invalidatesTags: ['Cart'],
    }),
    updateCartQty: build.mutation<unknown, { _id: string; qty: number }>({
      query: (body) => ({ url: '/api/cart/update-qty', method: 'PUT', body }),
      async onQueryStarted({ _id, qty }, { dispatch, queryFulfilled }) {
        await queryFulfilled;
        dispatch(
          cartApi.util.updateQueryData('getCart', undefined, (draft) => {
            const item = draft.find((line) => line._id === _id);
            if (item) item.quantity = qty;
          }),
        );
      },
      invalidatesTags: ['Cart'],
    }),
    deleteCartItem: build.mutation<unknown, { _id: string }>({
      query: (body) => ({ url: '/api/cart/delete-cart-item', method: 'DELETE', body }),
      async onQueryStarted({ _id }, { dispatch, queryFulfilled }) {
        await queryFulfilled;
        dispatch(
          cartApi.util.updateQueryData('getCart', undefined, (draft) =>
            draft.filter((line) => line._id !== _id),
          ),
        );
      },
      invalidatesTags: ['Cart'],
    }),
    mergeCart: build.mutation<unknown, CartMergeBody>({
      query: (body) => ({ url: '/api/cart/merge', method: 'POST', body }),
      invalidatesTags: ['Cart'],
    }),
  }),
});

export const { useGetCartQuery, useMergeCartMutation } = cartApi;
