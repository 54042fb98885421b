import { lazyPage } from './lazy-page';

// Shoppers never open these, so their code stays out of the storefront's first download.
export const CategoryAdminPage = lazyPage(
  () => import('../features/admin-catalogue/pages/category-admin-page'),
  'CategoryAdminPage',
);

export const SubCategoryAdminPage = lazyPage(
  () => import('../features/admin-catalogue/pages/sub-category-admin-page'),
  'SubCategoryAdminPage',
);

export const UploadProductPage = lazyPage(
  () => import('../features/admin-catalogue/pages/upload-product-page'),
  'UploadProductPage',
);

export const ProductAdminPage = lazyPage(
  () => import('../features/admin-catalogue/pages/product-admin-page'),
  'ProductAdminPage',
);

export const SynonymAdminPage = lazyPage(
  () => import('../features/admin-catalogue/pages/synonym-admin-page'),
  'SynonymAdminPage',
);

export const AdminOrdersPage = lazyPage(
  () => import('../features/admin-orders/pages/admin-orders-page'),
  'AdminOrdersPage',
);

export const StoreAdminPage = lazyPage(
  () => import('../features/admin-stores/pages/store-admin-page'),
  'StoreAdminPage',
);

export const StoreStockPage = lazyPage(
  () => import('../features/admin-stores/pages/store-stock-page'),
  'StoreStockPage',
);

export const StaffAdminPage = lazyPage(
  () => import('../features/admin-stores/pages/staff-admin-page'),
  'StaffAdminPage',
);

// Store staff and riders: their own pages, out of the shoppers' download too.
export const StoreBoardPage = lazyPage(
  () => import('../features/store-ops/pages/store-board-page'),
  'StoreBoardPage',
);

export const RiderPage = lazyPage(() => import('../features/store-ops/pages/rider-page'), 'RiderPage');
