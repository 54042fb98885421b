import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AdminOnly } from '../features/auth/components/admin-only';
import { HomePage } from '../features/catalogue/pages/home-page';
import {
  AdminOrdersPage,
  CategoryAdminPage,
  ProductAdminPage,
  SubCategoryAdminPage,
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

// SPEC §6: other users see a red 'Do not have permission' instead.
const adminPage = (path: string, element: ReactNode): RouteObject =>
  page(path, <AdminOnly>{element}</AdminOnly>);

/**
 * SPEC §2 route table. Exported apart from the router so tests can mount it in memory. Home, the layouts'
 * error and 404 pages load with the app; every other page is code-split (storefront-pages, admin-pages).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage />, errorElement: <RouteError /> },
      page('search', <SearchPage />),
      page('login', <LoginPage />),
      page('register', <RegisterPage />),
      page('forgot-password', <ForgotPasswordPage />),
      page('verification-otp', <VerificationOtpPage />),
      page('reset-password', <ResetPasswordPage />),
      page('user', <UserMenuPage />),
      {
        path: 'dashboard',
        element: <DashboardLayout />,
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Navigate to="profile" replace /> },
          page('profile', <ProfilePage />),
          page('myorders', <MyOrdersPage />),
          page('address', <AddressPage />),
          adminPage('category', <CategoryAdminPage />),
          adminPage('subcategory', <SubCategoryAdminPage />),
          adminPage('upload-product', <UploadProductPage />),
          adminPage('product', <ProductAdminPage />),
          adminPage('orders', <AdminOrdersPage />),
        ],
      },
      page('checkout', <CheckoutPage />),
      page('cart', <CartPage />),
      page('success', <SuccessPage />),
      page('cancel', <CancelPage />),
      page('product/:product', <ProductDetailPage />),
      page(':category/:subCategory', <ProductListingPage />),
      page('*', <NotFoundPage />),
    ],
  },
];
