import type { SuccessEnvelope } from '@kirana/shared/envelope';
import type { PaymentMethods } from '@kirana/shared/order';
import { api } from '../../../lib/api';

/** GET /api/payment/methods: whether the store takes cards now (a store without a provider does not). */
const paymentMethodsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentMethods: build.query<PaymentMethods, void>({
      query: () => '/api/payment/methods',
      transformResponse: (response: SuccessEnvelope<PaymentMethods>) => response.data,
    }),
  }),
});

export const { useGetPaymentMethodsQuery } = paymentMethodsApi;
