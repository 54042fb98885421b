import { ChevronRight, ShoppingCart } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { CartSummary } from '../../lib/cart/use-cart-summary';
import { formatInr } from '../../lib/format';
import { paths } from '../../lib/paths';

type MobileCartBarProps = Pick<CartSummary, 'count' | 'total'>;

/**
 * The phone's way to the cart: pinned to the bottom while the cart has items, except at checkout and on
 * the cart itself (a link to the same page would cover its own sticky Proceed).
 */
export function MobileCartBar({ count, total }: MobileCartBarProps) {
  const { pathname } = useLocation();
  if (count === 0 || pathname === paths.checkout || pathname === paths.cart) return null;

  return (
    <>
      {/* Keeps the footer clear of the fixed bar. */}
      <div aria-hidden="true" className="h-20 md:hidden" />
      <div className="fixed inset-x-2 bottom-2 z-40 md:hidden">
        <Link
          to={paths.cart}
          className="flex items-center gap-3 rounded-xl bg-buy px-4 py-3 text-sm font-semibold text-white shadow-lg"
        >
          <ShoppingCart aria-hidden="true" className="size-6 shrink-0" />
          <span className="flex flex-col leading-tight">
            <span>{count} Items</span>
            <span>{formatInr(total)}</span>
          </span>
          <span className="ml-auto flex items-center gap-1">
            View Cart
            <ChevronRight aria-hidden="true" className="size-5" />
          </span>
        </Link>
      </div>
    </>
  );
}
