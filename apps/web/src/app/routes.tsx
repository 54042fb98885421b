import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { UserMenuPage } from '../features/account/pages/user-menu-page';
import { AddressPage } from '../features/addresses/pages/address-page';
import { AdminOnly } from '../features/auth/components/admin-only';
import { ForgotPasswordPage } from '../features/auth/pages/forgot-password-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { RegisterPage } from '../features/auth/pages/register-page';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page';
import { VerificationOtpPage } from '../features/auth/pages/verification-otp-page';
import { CartPage } from '../features/cart/pages/cart-page';
import { HomePage } from '../features/catalogue/pages/home-page';
import { ProductDetailPage } from '../features/catalogue/pages/product-detail-page';
import { ProductListingPage } from '../features/catalogue/pages/product-listing-page';
import { CancelPage } from '../features/checkout/pages/cancel-page';
import { CheckoutPage } from '../features/checkout/pages/checkout-page';
import { SuccessPage } from '../features/checkout/pages/success-page';
import { MyOrdersPage } from '../features/orders/pages/my-orders-page';
import { ProfilePage } from '../features/profile/pages/profile-page';
import { SearchPage } from '../features/search/pages/search-page';
import {
  AdminOrdersPage,
  CategoryAdminPage,
  ProductAdminPage,
  SubCategoryAdminPage,
  UploadProductPage,
} from './admin-pages';
import { DashboardLayout } from './layout/dashboard-layout';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { NotFoundPage } from './pages/not-found-page';

// Every route gets its own error boundary, so a failing page keeps the layouts around it.
const page = (path: string, element: ReactNode): RouteObject => ({
  path,
  element,
  errorElement: <RouteError />,
});

// SPEC §6: other users see a red 'Do not have permission' instead.
const adminPage = (path: string, element: ReactNode): RouteObject =>
  page(path, <AdminOnly>{element}</AdminOnly>);

/** SPEC §2 route table. Exported apart from the router so tests can mount it in memory. */
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
