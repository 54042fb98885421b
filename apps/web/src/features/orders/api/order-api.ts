import type { SuccessEnvelope } from '@kirana/shared/envelope';
import type { OrderDto } from '@kirana/shared/order';
import { api } from '../../../lib/api';

/** The shopper's own orders: list (newest first) and cancel. */
const orderApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyOrders: build.query<OrderDto[], void>({
      query: () => '/api/order/order-list',
      transformResponse: (response: SuccessEnvelope<OrderDto[]>) => response.data,
      providesTags: ['Order'],
    }),
    cancelOrder: build.mutation<SuccessEnvelope<OrderDto>, { _id: string }>({
      query: (body) => ({ url: '/api/order/cancel', method: 'POST', body }),
      // Cancelling returns stock, so product pages may show more again.
      invalidatesTags: ['Order', 'Product'],
    }),
  }),
});

export const { useGetMyOrdersQuery, useCancelOrderMutation } = orderApi;
