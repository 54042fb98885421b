import type { SubCategoryDto } from '@kirana/shared/catalogue';
import type { SuccessEnvelope } from '@kirana/shared/envelope';
import { api } from '../../../lib/api';

export interface SubCategoryInput {
  name: string;
  image: string;
  /** Category ids; the server also accepts category objects, as the earlier client sent. */
  category: string[];
}

const subCategoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSubCategories: build.query<SubCategoryDto[], void>({
      query: () => ({ url: '/api/subcategory/get', method: 'POST' }),
      transformResponse: (response: SuccessEnvelope<SubCategoryDto[]>) => response.data,
      providesTags: ['SubCategory'],
    }),
    createSubCategory: build.mutation<SuccessEnvelope<SubCategoryDto>, SubCategoryInput>({
      query: (body) => ({ url: '/api/subcategory/create', method: 'POST', body }),
      invalidatesTags: ['SubCategory'],
    }),
    // Products carry their sub categories' names, so they go stale too.
    updateSubCategory: build.mutation<SuccessEnvelope<SubCategoryDto>, SubCategoryInput & { _id: string }>({
      query: (body) => ({ url: '/api/subcategory/update', method: 'PUT', body }),
      invalidatesTags: ['SubCategory', 'Product'],
    }),
    deleteSubCategory: build.mutation<SuccessEnvelope<unknown>, { _id: string }>({
      query: (body) => ({ url: '/api/subcategory/delete', method: 'DELETE', body }),
      invalidatesTags: ['SubCategory'],
    }),
  }),
});

export const {
  useGetSubCategoriesQuery,
  useCreateSubCategoryMutation,
  useUpdateSubCategoryMutation,
  useDeleteSubCategoryMutation,
} = subCategoryApi;
