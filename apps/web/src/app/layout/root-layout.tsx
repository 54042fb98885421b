import { Outlet, ScrollRestoration } from 'react-router';
import { useSession } from '../../features/account/hooks/use-session';
import { useCartSummary } from '../../features/cart/hooks/use-cart-summary';
import { MobileCartBar } from './mobile-cart-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

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
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <MobileCartBar count={cart.count} total={cart.total} />
      <ScrollRestoration />
    </div>
  );
}
