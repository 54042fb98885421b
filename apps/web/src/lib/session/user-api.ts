import type { SuccessEnvelope } from '@kirana/shared/envelope';
import type { PublicUser, UpdateUserBody } from '@kirana/shared/user';
import { api } from '../api';
import { userLoaded } from './user-slice';

/** The logged-in user's own record: GET user-details, PUT update-user, GET logout (docs/product-rules.md "Flows"). */
export const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserDetails: build.query<PublicUser, void>({
      query: () => '/api/user/user-details',
      transformResponse: (response: SuccessEnvelope<PublicUser>) => response.data,
      providesTags: ['User'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userLoaded(data));
        } catch {
          // A guest's 401 is expected; useSession reports anything else.
        }
      },
    }),
    updateUser: build.mutation<SuccessEnvelope<PublicUser>, UpdateUserBody>({
      query: (body) => ({ url: '/api/user/update-user', method: 'PUT', body }),
      invalidatesTags: ['User'],
    }),
    logout: build.mutation<SuccessEnvelope<unknown>, void>({
      query: () => ({ url: '/api/user/logout', method: 'GET' }),
    }),
  }),
});

export const { useGetUserDetailsQuery, useUpdateUserMutation, useLogoutMutation } = userApi;
