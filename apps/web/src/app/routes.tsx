import type { UserRole } from '@kirana/shared/user';
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AdminOnly, RoleOnly } from '../features/auth/components/admin-only';
import { HomePage } from '../features/catalogue/pages/home-page';
import { paths } from '../lib/paths';
import {
  AdminOrdersPage,
  CategoryAdminPage,
  ProductAdminPage,
  RiderPage,
  StaffAdminPage,
  StoreAdminPage,
  StoreBoardPage,
  StoreStockPage,
  SubCategoryAdminPage,
  SynonymAdminPage,
  UploadProductPage,
} from './admin-pages';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { NotFoundPage } from './pages/not-found-page';
import {
  AddressPage,
  CancelPage,
  CartPage,
  CheckoutPage,
  DashboardLayout,
  ForgotPasswordPage,
  LoginPage,
  MyOrdersPage,
  ProductDetailPage,
  ProductListingPage,
  ProfilePage,
  RegisterPage,
  ResetPasswordPage,
  SearchPage,
  SuccessPage,
  UserMenuPage,
  VerificationOtpPage,
} from './storefront-pages';

// Every route gets its own error boundary, so a failing page keeps the layouts around it.
const page = (path: string, element: ReactNode): RouteObject => ({
  path,
  element,
  errorElement: <RouteError />,
});

// docs/product-rules.md "Roles": other users see a red 'Do not have permission' instead.
const adminPage = (path: string, element: ReactNode): RouteObject =>
  page(path, <AdminOnly>{element}</AdminOnly>);

const rolePage = (path: string, roles: readonly UserRole[], element: ReactNode): RouteObject =>
  page(path, <RoleOnly roles={roles}>{element}</RoleOnly>);

/**
 * The route table, its addresses from lib/paths.ts (absolute, so every one reads as a link would). Exported apart from the router so tests can mount it in memory. Home, the layouts'
 * error and 404 pages load with the app; every other page is code-split (storefront-pages, admin-pages).
 */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage />, errorElement: <RouteError /> },
      page(paths.search, <SearchPage />),
      page(paths.login, <LoginPage />),
      page(paths.register, <RegisterPage />),
      page(paths.forgotPassword, <ForgotPasswordPage />),
      page(paths.verificationOtp, <VerificationOtpPage />),
      page(paths.resetPassword, <ResetPasswordPage />),
      page(paths.userMenu, <UserMenuPage />),
      {
        path: paths.dashboard,
        element: <DashboardLayout />,
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Navigate to={paths.profile} replace /> },
          page(paths.profile, <ProfilePage />),
          page(paths.myOrders, <MyOrdersPage />),
          page(paths.address, <AddressPage />),
          adminPage(paths.adminCategory, <CategoryAdminPage />),
          adminPage(paths.adminSubCategory, <SubCategoryAdminPage />),
          adminPage(paths.adminUploadProduct, <UploadProductPage />),
          adminPage(paths.adminProduct, <ProductAdminPage />),
          adminPage(paths.adminSynonyms, <SynonymAdminPage />),
          adminPage(paths.adminOrders, <AdminOrdersPage />),
          adminPage(paths.adminStores, <StoreAdminPage />),
          adminPage(paths.adminStoreStock, <StoreStockPage />),
          adminPage(paths.adminStaff, <StaffAdminPage />),
          rolePage(paths.storeBoard, ['STORE_STAFF', 'ADMIN'], <StoreBoardPage />),
        ],
      },
      // The rider's page needs an account like the dashboard's (a guest is sent to log in).
      {
        element: <DashboardLayout />,
        errorElement: <RouteError />,
        children: [rolePage(paths.rider, ['RIDER'], <RiderPage />)],
      },
      page(paths.checkout, <CheckoutPage />),
      page(paths.cart, <CartPage />),
      page(paths.success, <SuccessPage />),
      page(paths.cancel, <CancelPage />),
      page(paths.product, <ProductDetailPage />),
      page(paths.listing, <ProductListingPage />),
      page('*', <NotFoundPage />),
    ],
  },
];
