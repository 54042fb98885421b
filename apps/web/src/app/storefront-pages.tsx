import { parseSlug } from '@kirana/shared/slugs';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useParams, useSearchParams } from 'react-router';
import { catalogueApi } from '../features/catalogue/api/catalogue-api';
import { searchApi, searchArgsOf } from '../features/catalogue/api/search-api';
import { lazyPage } from './lazy-page';

// Every storefront page but home: the first download carries only the layout and the home page, and each
// of these arrives when it is first opened (lazyPage shows a skeleton meanwhile).
const LazySearchPage = lazyPage(() => import('../features/catalogue/pages/search-page'), 'SearchPage');
const LazyProductListingPage = lazyPage(
  () => import('../features/catalogue/pages/product-listing-page'),
  'ProductListingPage',
);
const LazyProductDetailPage = lazyPage(
  () => import('../features/catalogue/pages/product-detail-page'),
  'ProductDetailPage',
);

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * Starts a page's main request as its route renders, so it runs while the page's code downloads instead
 * of after (lazyPage's boundary sits inside, so this component commits and runs its effect at once). The
 * page's own hook, asking with the same argument, then finds it under way or answered.
 */
function useStartEarly(start: (dispatch: Dispatch) => void, key: string) {
  const dispatch = useDispatch<Dispatch>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names everything `start` asks for.
  useEffect(() => {
    start(dispatch);
  }, [dispatch, key]);
}

const early = { subscribe: false };

// Where shoppers land from search engines and shared links: each starts its data with its code.
export function SearchPage() {
  const args = searchArgsOf(useSearchParams()[0]);
  useStartEarly(
    (dispatch) => dispatch(searchApi.endpoints.searchProducts.initiate(args, early)),
    `${args.text} ${args.exact}`,
  );
  return <LazySearchPage />;
}

export function ProductListingPage() {
  const params = useParams();
  const categoryId = parseSlug(params.category ?? '').id;
  const subCategoryId = parseSlug(params.subCategory ?? '').id;
  useStartEarly((dispatch) => {
    dispatch(catalogueApi.endpoints.getStoreSubCategories.initiate(undefined, early));
    dispatch(catalogueApi.endpoints.getListingProducts.initiate({ categoryId, subCategoryId }, early));
  }, `${categoryId}/${subCategoryId}`);
  return <LazyProductListingPage />;
}

export function ProductDetailPage() {
  const { id } = parseSlug(useParams().product ?? '');
  useStartEarly((dispatch) => dispatch(catalogueApi.endpoints.getProductDetails.initiate(id, early)), id);
  return <LazyProductDetailPage />;
}

export const CartPage = lazyPage(() => import('../features/cart/pages/cart-page'), 'CartPage');

export const CheckoutPage = lazyPage(
  () => import('../features/checkout/pages/checkout-page'),
  'CheckoutPage',
);

export const SuccessPage = lazyPage(() => import('../features/checkout/pages/success-page'), 'SuccessPage');

export const CancelPage = lazyPage(() => import('../features/checkout/pages/cancel-page'), 'CancelPage');

export const LoginPage = lazyPage(() => import('../features/auth/pages/login-page'), 'LoginPage');

export const RegisterPage = lazyPage(() => import('../features/auth/pages/register-page'), 'RegisterPage');

export const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/pages/forgot-password-page'),
  'ForgotPasswordPage',
);

export const VerificationOtpPage = lazyPage(
  () => import('../features/auth/pages/verification-otp-page'),
  'VerificationOtpPage',
);

export const ResetPasswordPage = lazyPage(
  () => import('../features/auth/pages/reset-password-page'),
  'ResetPasswordPage',
);

export const UserMenuPage = lazyPage(
  () => import('../features/account/pages/user-menu-page'),
  'UserMenuPage',
);

export const DashboardLayout = lazyPage(() => import('./layout/dashboard-layout'), 'DashboardLayout');

export const ProfilePage = lazyPage(() => import('../features/profile/pages/profile-page'), 'ProfilePage');

export const MyOrdersPage = lazyPage(() => import('../features/orders/pages/my-orders-page'), 'MyOrdersPage');

export const AddressPage = lazyPage(() => import('../features/addresses/pages/address-page'), 'AddressPage');
