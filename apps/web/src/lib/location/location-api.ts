import type { SuccessEnvelope } from '@kirana/shared/envelope';
import type { AddressServiceDto, LocationBody, LocationDto } from '@kirana/shared/store';
import { api } from '../api';

/**
 * docs/api.md "Stores and delivery": where the shopper is (kept in a cookie by the server, guests too),
 * which store serves it and in how many minutes. Choosing a place changes whose stock every product
 * shows, so products and the cart are fetched again: the catalogue follows without a reload.
 */
const locationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLocation: build.query<LocationDto, void>({
      query: () => '/api/location',
      transformResponse: (response: SuccessEnvelope<LocationDto>) => response.data,
      providesTags: ['Location'],
    }),
    setLocation: build.mutation<SuccessEnvelope<LocationDto>, LocationBody>({
      query: (body) => ({ url: '/api/location', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(locationApi.util.upsertQueryData('getLocation', undefined, data.data));
      },
      invalidatesTags: ['Product', 'Cart'],
    }),
    // Each saved address with its ETA or why it is not served: checkout and the location picker.
    getAddressService: build.query<AddressServiceDto[], void>({
      query: () => '/api/location/addresses',
      transformResponse: (response: SuccessEnvelope<AddressServiceDto[]>) => response.data,
      providesTags: ['Address', 'Location'],
    }),
  }),
});

export const { useGetLocationQuery, useSetLocationMutation, useGetAddressServiceQuery } = locationApi;

/**
 * Whether the shopper's place is served: add controls show only where an order could be delivered. True
 * until the answer arrives (and when the question fails): the server refuses an unserved order anyway.
 */
export function useServed(): boolean {
  const { data } = useGetLocationQuery();
  return data?.served ?? true;
}
