import { ShoppingCart } from 'lucide-react';
import { type MouseEvent, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { CartSummary } from '../../lib/cart/use-cart-summary';
import { formatInr } from '../../lib/format';
import { lazyComponent } from '../../lib/lazy-component';
import { paths } from '../../lib/paths';

type HeaderCartButtonProps = Pick<CartSummary, 'count' | 'total'>;

// The drawer's code (cart lines, bill, modal keys) is fetched on the first open, or as the pointer or
// focus reaches the button, so it stays out of the first download.
const loadDrawer = () => import('../../features/cart/components/cart-drawer');
const CartDrawer = lazyComponent(loadDrawer, 'CartDrawer');
const preloadDrawer = () => void loadDrawer();

// Still a link to /cart (new tab, no script), but a plain click opens the cart drawer instead.
export function HeaderCartButton({ count, total }: HeaderCartButtonProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const openDrawer = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setDrawerOpen(true);
  };

  return (
    <>
      <Link
        to={paths.cart}
        onClick={openDrawer}
        onPointerEnter={preloadDrawer}
        onFocus={preloadDrawer}
        aria-haspopup="dialog"
        className="flex h-12 min-w-28 items-center gap-2 rounded-lg bg-buy px-3 text-sm font-semibold text-white hover:bg-buy-dark"
      >
        <ShoppingCart aria-hidden="true" className="size-6 shrink-0" />
        {count > 0 ? (
          <span className="flex flex-col leading-tight">
            <span>{count} Items</span>
            <span>{formatInr(total)}</span>
          </span>
        ) : (
          <span>My Cart</span>
        )}
      </Link>
      {drawerOpen && (
        <Suspense fallback={null}>
          <CartDrawer open onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
