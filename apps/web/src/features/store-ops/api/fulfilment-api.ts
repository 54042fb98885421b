import type { SuccessEnvelope } from '@kirana/shared/envelope';
import type { BoardDto } from '@kirana/shared/fulfilment';
import type { OrderDto, OrderStatus } from '@kirana/shared/order';
import type { StoreDto } from '@kirana/shared/store';
import { api } from '../../../lib/api';

/** docs/api.md "Store operations". Live events refetch these (lib/live/live-orders.ts, tag 'Order'). */
const fulfilmentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyStores: build.query<StoreDto[], void>({
      query: () => '/api/fulfilment/stores',
      transformResponse: (response: SuccessEnvelope<StoreDto[]>) => response.data,
      providesTags: ['Store'],
    }),
    getBoard: build.query<BoardDto, string>({
      query: (storeId) => ({ url: '/api/fulfilment/board', method: 'POST', body: { storeId } }),
      transformResponse: (response: SuccessEnvelope<BoardDto>) => response.data,
      providesTags: ['Order'],
    }),
    moveOrder: build.mutation<SuccessEnvelope<OrderDto>, { _id: string; status: OrderStatus }>({
      query: (body) => ({ url: '/api/fulfilment/status', method: 'PUT', body }),
      invalidatesTags: ['Order'],
    }),
    assignRider: build.mutation<SuccessEnvelope<OrderDto>, { _id: string; riderId: string | null }>({
      query: (body) => ({ url: '/api/fulfilment/rider', method: 'PUT', body }),
      invalidatesTags: ['Order'],
    }),
    itemUnavailable: build.mutation<SuccessEnvelope<OrderDto>, { _id: string; productId: string }>({
      query: (body) => ({ url: '/api/fulfilment/unavailable', method: 'PUT', body }),
      invalidatesTags: ['Order', 'Product'],
    }),
    getRiderOrders: build.query<OrderDto[], void>({
      query: () => '/api/fulfilment/rider/orders',
      transformResponse: (response: SuccessEnvelope<OrderDto[]>) => response.data,
      providesTags: ['Order'],
    }),
    riderStep: build.mutation<
      SuccessEnvelope<OrderDto>,
      { _id: string; status: 'out_for_delivery' | 'delivered'; cashCollected?: number }
    >({
      query: (body) => ({ url: '/api/fulfilment/rider/status', method: 'PUT', body }),
      invalidatesTags: ['Order'],
    }),
  }),
});

export const {
  useGetMyStoresQuery,
  useGetBoardQuery,
  useMoveOrderMutation,
  useAssignRiderMutation,
  useItemUnavailableMutation,
  useGetRiderOrdersQuery,
  useRiderStepMutation,
} = fulfilmentApi;
