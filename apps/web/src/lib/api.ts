import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithRefresh } from './base-query';

/**
 * The one RTK Query slice. Features add their calls with `api.injectEndpoints` from
 * `features/<f>/api/*.ts`, so this file stays free of feature code.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithRefresh,
  tagTypes: [
    'User',
    'Category',
    'SubCategory',
    'Product',
    'Cart',
    'Address',
    'Order',
    'Synonym',
    'Location',
    'Store',
  ],
  endpoints: () => ({}),
});
