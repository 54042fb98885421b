/**
 * Every page's address, written once: the router (app/routes.tsx), links, redirects and the dashboard menu
 * use these. Products and listings build theirs from slugs (`productPath`, `listingPath` in
 * @kirana/shared/slugs).
 */
export const paths = {
  home: '/',
  search: '/search',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  verificationOtp: '/verification-otp',
  resetPassword: '/reset-password',
  userMenu: '/user',
  dashboard: '/dashboard',
  profile: '/dashboard/profile',
  myOrders: '/dashboard/myorders',
  address: '/dashboard/address',
  adminCategory: '/dashboard/category',
  adminSubCategory: '/dashboard/subcategory',
  adminUploadProduct: '/dashboard/upload-product',
  adminProduct: '/dashboard/product',
  adminSynonyms: '/dashboard/synonyms',
  adminOrders: '/dashboard/orders',
  adminStores: '/dashboard/stores',
  adminStoreStock: '/dashboard/store-stock',
  checkout: '/checkout',
  cart: '/cart',
  success: '/success',
  cancel: '/cancel',
  product: '/product/:product',
  listing: '/:category/:subCategory',
} as const;

export interface DashboardMenuItem {
  to: string;
  label: string;
  adminOnly?: boolean;
}

/**
 * The dashboard menu's links, in order: the admin pages first, then every user's pages. Log Out is a
 * button, added by the menu itself. A new dashboard page adds its path above, its line here and its route.
 */
export const DASHBOARD_MENU: DashboardMenuItem[] = [
  { to: paths.adminCategory, label: 'Category', adminOnly: true },
  { to: paths.adminSubCategory, label: 'Sub Category', adminOnly: true },
  { to: paths.adminUploadProduct, label: 'Upload Product', adminOnly: true },
  { to: paths.adminProduct, label: 'Product', adminOnly: true },
  { to: paths.adminSynonyms, label: 'Synonyms', adminOnly: true },
  { to: paths.adminOrders, label: 'Orders', adminOnly: true },
  { to: paths.adminStores, label: 'Stores', adminOnly: true },
  { to: paths.adminStoreStock, label: 'Stock', adminOnly: true },
  { to: paths.myOrders, label: 'My Orders' },
  { to: paths.address, label: 'Save Address' },
];
