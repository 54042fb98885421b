import type { SuccessEnvelope } from '@kirana/shared/envelope';
import type { OrderDto, OrderStatus } from '@kirana/shared/order';
import type { Page } from '@kirana/shared/paging';
import { api } from '../../../lib/api';

export type AdminOrderPage = Page<OrderDto>;

interface AdminOrderListArgs {
  status?: OrderStatus;
  page: number;
  limit: number;
}

/** Every shopper's orders, for admins: paged list and lifecycle moves (invalid ones are 409). */
const adminOrderApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAllOrders: build.query<AdminOrderPage, AdminOrderListArgs>({
      query: (body) => ({ url: '/api/order/admin/list', method: 'POST', body }),
      providesTags: ['Order'],
    }),
    setOrderStatus: build.mutation<SuccessEnvelope<OrderDto>, { _id: string; status: OrderStatus }>({
      query: (body) => ({ url: '/api/order/admin/status', method: 'PUT', body }),
      invalidatesTags: ['Order'],
    }),
  }),
});

export const { useGetAllOrdersQuery, useSetOrderStatusMutation } = adminOrderApi;
