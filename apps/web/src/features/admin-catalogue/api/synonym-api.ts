import type { SuccessEnvelope } from '@kirana/shared/envelope';
import type { SynonymGroupBody, SynonymGroupDto } from '@kirana/shared/search';
import { api } from '../../../lib/api';

const synonymApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSynonymGroups: build.query<SynonymGroupDto[], void>({
      query: () => '/api/search/synonyms',
      transformResponse: (response: SuccessEnvelope<SynonymGroupDto[]>) => response.data,
      providesTags: ['Synonym'],
    }),
    // Synonyms change what a search finds: cached results go too.
    addSynonymGroup: build.mutation<SuccessEnvelope<SynonymGroupDto>, SynonymGroupBody>({
      query: (body) => ({ url: '/api/search/synonyms', method: 'POST', body }),
      invalidatesTags: ['Synonym', 'Product'],
    }),
    updateSynonymGroup: build.mutation<SuccessEnvelope<SynonymGroupDto>, SynonymGroupBody & { _id: string }>({
      query: ({ _id, ...body }) => ({
        url: `/api/search/synonyms/${encodeURIComponent(_id)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['Synonym', 'Product'],
    }),
    deleteSynonymGroup: build.mutation<SuccessEnvelope<unknown>, string>({
      query: (id) => ({ url: `/api/search/synonyms/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Synonym', 'Product'],
    }),
  }),
});

export const {
  useGetSynonymGroupsQuery,
  useAddSynonymGroupMutation,
  useUpdateSynonymGroupMutation,
  useDeleteSynonymGroupMutation,
} = synonymApi;
