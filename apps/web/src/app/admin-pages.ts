import { lazy } from 'react';

// Shoppers never open these, so their code stays out of the storefront's first download.
export const CategoryAdminPage = lazy(() =>
  import('../features/admin-categories/pages/category-admin-page').then((m) => ({
    default: m.CategoryAdminPage,
  })),
);

export const SubCategoryAdminPage = lazy(() =>
  import('../features/admin-subcategories/pages/sub-category-admin-page').then((m) => ({
    default: m.SubCategoryAdminPage,
  })),
);

export const UploadProductPage = lazy(() =>
  import('../features/admin-products/pages/upload-product-page').then((m) => ({
    default: m.UploadProductPage,
  })),
);

export const ProductAdminPage = lazy(() =>
  import('../features/admin-products/pages/product-admin-page').then((m) => ({
    default: m.ProductAdminPage,
  })),
);

export const AdminOrdersPage = lazy(() =>
  import('../features/admin-orders/pages/admin-orders-page').then((m) => ({
    default: m.AdminOrdersPage,
  })),
);
