import type { CategoryDto } from '@kirana/shared/catalogue';
import type { SuccessEnvelope } from '@kirana/shared/envelope';
import { api } from '../../../lib/api';

export interface CategoryInput {
  name: string;
  image: string;
}

const categoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<CategoryDto[], void>({
      query: () => '/api/category/get',
      transformResponse: (response: SuccessEnvelope<CategoryDto[]>) => response.data,
      providesTags: ['Category'],
    }),
    addCategory: build.mutation<SuccessEnvelope<CategoryDto>, CategoryInput>({
      query: (body) => ({ url: '/api/category/add-category', method: 'POST', body }),
      invalidatesTags: ['Category'],
    }),
    // Sub categories and products carry the category's name and image, so they go stale too.
    updateCategory: build.mutation<SuccessEnvelope<CategoryDto>, CategoryInput & { _id: string }>({
      query: (body) => ({ url: '/api/category/update', method: 'PUT', body }),
      invalidatesTags: ['Category', 'SubCategory', 'Product'],
    }),
    deleteCategory: build.mutation<SuccessEnvelope<unknown>, { _id: string }>({
      query: (body) => ({ url: '/api/category/delete', method: 'DELETE', body }),
      invalidatesTags: ['Category'],
    }),
  }),
});

export const {
  useGetCategoriesQuery,
  useAddCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
} = categoryApi;
