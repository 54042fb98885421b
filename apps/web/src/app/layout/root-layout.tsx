import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useCartSummary } from '../../lib/cart/use-cart-summary';
import { useSession } from '../../lib/session/use-session';
import { DeliveryNotice } from './delivery-notice';
import { MobileCartBar } from './mobile-cart-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// An extra: if its code cannot be fetched (offline, a deploy replaced it), the page goes on without it
// rather than failing into the route's error page.
const SignedInLive = lazy(() => import('./signed-in-live').catch(() => ({ default: () => null })));

export function RootLayout() {
  const cart = useCartSummary();
  const user = useSession();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-lg bg-ink px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      <SiteHeader cart={cart} user={user} />
      <DeliveryNotice />
      {user && (
        <Suspense fallback={null}>
          <SignedInLive />
        </Suspense>
      )}
      {/* At least a screen tall, so the footer starts below the fold and loading pages never push it. */}
      <main id="main" className="min-h-dvh flex-1">
        {/* Pages other than home are code-split, each with its own loading skeleton (lazy-page.tsx). */}
        <Outlet />
      </main>
      <SiteFooter />
      <MobileCartBar count={cart.count} total={cart.total} />
      <ScrollRestoration />
    </div>
  );
}
