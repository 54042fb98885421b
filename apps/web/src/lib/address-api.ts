import type { AddressDto, AddressFields } from '@kirana/shared/address';
import type { SuccessEnvelope } from '@kirana/shared/envelope';
import { api } from './api';

/** docs/api.md "Addresses". The list includes disabled ones; screens show only `status: true`. */
const addressApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAddresses: build.query<AddressDto[], void>({
      query: () => '/api/address/get',
      transformResponse: (response: SuccessEnvelope<AddressDto[]>) => response.data,
      providesTags: ['Address'],
    }),
    createAddress: build.mutation<SuccessEnvelope<AddressDto>, AddressFields>({
      query: (body) => ({ url: '/api/address/create', method: 'POST', body }),
      invalidatesTags: ['Address'],
    }),
    updateAddress: build.mutation<SuccessEnvelope<AddressDto>, AddressFields & { _id: string }>({
      query: (body) => ({ url: '/api/address/update', method: 'PUT', body }),
      invalidatesTags: ['Address'],
    }),
    disableAddress: build.mutation<SuccessEnvelope<AddressDto>, { _id: string }>({
      query: (body) => ({ url: '/api/address/disable', method: 'DELETE', body }),
      invalidatesTags: ['Address'],
    }),
  }),
});

export const {
  useGetAddressesQuery,
  useCreateAddressMutation,
  useUpdateAddressMutation,
  useDisableAddressMutation,
} = addressApi;

/** The addresses a shopper can pick: disabled ones are hidden everywhere (docs/product-rules.md "Screens"). */
export function useActiveAddresses() {
  const result = useGetAddressesQuery();
  const active = (result.data ?? []).filter((address) => address.status);
  return { ...result, active };
}
