import type { UserRole } from '@kirana/shared/user';

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
  adminStaff: '/dashboard/staff',
  storeBoard: '/dashboard/store',
  rider: '/rider',
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
  /** Who sees it; everyone signed in when absent. */
  roles?: readonly UserRole[];
}

const ADMIN: readonly UserRole[] = ['ADMIN'];

/**
 * The dashboard menu's links, in order: the admin pages first, then every user's pages. Log Out is a
 * button, added by the menu itself. A new dashboard page adds its path above, its line here and its route.
 */
export const DASHBOARD_MENU: DashboardMenuItem[] = [
  { to: paths.adminCategory, label: 'Category', roles: ADMIN },
  { to: paths.adminSubCategory, label: 'Sub Category', roles: ADMIN },
  { to: paths.adminUploadProduct, label: 'Upload Product', roles: ADMIN },
  { to: paths.adminProduct, label: 'Product', roles: ADMIN },
  { to: paths.adminSynonyms, label: 'Synonyms', roles: ADMIN },
  { to: paths.adminOrders, label: 'Orders', roles: ADMIN },
  { to: paths.adminStores, label: 'Stores', roles: ADMIN },
  { to: paths.adminStoreStock, label: 'Stock', roles: ADMIN },
  { to: paths.adminStaff, label: 'Staff', roles: ADMIN },
  { to: paths.storeBoard, label: 'Store board', roles: ['STORE_STAFF', 'ADMIN'] },
  { to: paths.rider, label: 'Deliveries', roles: ['RIDER'] },
  { to: paths.myOrders, label: 'My Orders' },
  { to: paths.address, label: 'Save Address' },
];
