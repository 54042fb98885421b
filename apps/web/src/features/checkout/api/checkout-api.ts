import type { SuccessEnvelope } from '@kirana/shared/envelope';
import type { CheckoutResponse, OrderDto, PlaceOrderBody } from '@kirana/shared/order';
import { api } from '../../../lib/api';

/** docs/api.md "Orders and payment": placing an order by cash or starting a hosted card checkout. */
const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    placeCashOrder: build.mutation<SuccessEnvelope<OrderDto[]>, PlaceOrderBody>({
      query: (body) => ({ url: '/api/order/cash-on-delivery', method: 'POST', body }),
      // The server empties the cart with the order.
      invalidatesTags: ['Cart', 'Order'],
    }),
    startCardCheckout: build.mutation<CheckoutResponse, PlaceOrderBody>({
      query: (body) => ({ url: '/api/order/checkout', method: 'POST', body }),
      // A pending order now exists; the cart empties only once the payment completes.
      invalidatesTags: ['Cart', 'Order'],
    }),
  }),
});

export const { usePlaceCashOrderMutation, useStartCardCheckoutMutation } = checkoutApi;
