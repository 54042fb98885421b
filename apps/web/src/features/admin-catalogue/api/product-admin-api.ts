import type { ProductDto } from '@kirana/shared/catalogue';
import type { SuccessEnvelope } from '@kirana/shared/envelope';
import { api } from '../../../lib/api';

/** docs/product-rules.md "Numbers": the admin list shows 12 products a page. */
export const ADMIN_PAGE_SIZE = 12;

export interface ProductInput {
  name: string;
  description: string;
  image: string[];
  /** Ids; the server also accepts objects, as the earlier client sent. */
  category: string[];
  subCategory: string[];
  unit: string;
  stock: number;
  price: number;
  discount: number;
  more_details: Record<string, string>;
  /** Shown to shoppers; an unpublished product stays in the admin list only. */
  publish: boolean;
}

export interface ProductPage {
  data: ProductDto[];
  totalCount: number;
  totalNoPage?: number;
  /** A search matched more products than it counted (`totalCount`): the admin list pages those only. */
  totalCapped?: boolean;
}

const productAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminProducts: build.query<ProductPage, { page: number; search: string }>({
      query: ({ page, search }) => ({
        url: '/api/product/get',
        method: 'POST',
        body: { page, limit: ADMIN_PAGE_SIZE, search },
      }),
      providesTags: ['Product'],
    }),
    createProduct: build.mutation<SuccessEnvelope<ProductDto>, ProductInput>({
      query: (body) => ({ url: '/api/product/create', method: 'POST', body }),
      invalidatesTags: ['Product'],
    }),
    updateProductDetails: build.mutation<SuccessEnvelope<ProductDto>, ProductInput & { _id: string }>({
      query: (body) => ({ url: '/api/product/update-product-details', method: 'PUT', body }),
      invalidatesTags: ['Product'],
    }),
    deleteProduct: build.mutation<SuccessEnvelope<unknown>, { _id: string }>({
      query: (body) => ({ url: '/api/product/delete-product', method: 'DELETE', body }),
      invalidatesTags: ['Product'],
    }),
  }),
});

export const {
  useGetAdminProductsQuery,
  useCreateProductMutation,
  useUpdateProductDetailsMutation,
  useDeleteProductMutation,
} = productAdminApi;

/** The page count: `totalNoPage` when the server sends it, else derived from the item count. */
export const pageCount = ({ totalCount, totalNoPage }: ProductPage): number =>
  totalNoPage ?? Math.ceil(totalCount / ADMIN_PAGE_SIZE);
