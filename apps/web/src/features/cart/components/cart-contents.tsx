import { cartTotals } from '@kirana/shared/pricing';
import { ChevronRight, ShoppingBasket } from 'lucide-react';
import { useMemo } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { CartBill } from '../../../components/cart/cart-bill';
import { buttonStyles } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCart } from '../../../lib/cart/use-cart';
import { formatInr } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { CartLineItem } from './cart-line-item';

/**
 * The cart's lines, bill and Proceed button: the body of both the drawer and the /cart page, where Proceed
 * stays pinned to the bottom of the screen (`stickyProceed`).
 */
export function CartContents({
  onLeave,
  stickyProceed = false,
}: {
  onLeave?: () => void;
  stickyProceed?: boolean;
}) {
  const { lines, loggedIn, isLoading } = useCart();
  const navigate = useNavigate();
  const totals = useMemo(
    () =>
      cartTotals(
        lines.map((l) => ({ price: l.product.price, discount: l.product.discount, quantity: l.quantity })),
      ),
    [lines],
  );

  if (isLoading) return <Skeleton className="h-64" />;

  if (lines.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 p-8 text-center">
        <ShoppingBasket aria-hidden="true" className="size-16 text-neutral-400" />
        <p className="font-semibold">Your cart is empty</p>
        <Link to={paths.home} onClick={onLeave} className={buttonStyles()}>
          Shop Now
        </Link>
      </div>
    );
  }

  const proceed = () => {
    // docs/product-rules.md "Forms and messages": checkout needs a logged-in user.
    if (!loggedIn) {
      toast.error('Please Login');
      return;
    }
    onLeave?.();
    navigate(paths.checkout);
  };

  return (
    // grid-cols-1 is minmax(0, 1fr): an implicit column would grow to its widest line and push past 320 px.
    <div className="grid grid-cols-1 gap-3">
      <ul className="divide-y divide-neutral-100 rounded-xl border border-neutral-200 px-4">
        {lines.map((line) => (
          <CartLineItem key={line.product._id} line={line} />
        ))}
      </ul>
      <CartBill totals={totals} />
      <button
        type="button"
        onClick={proceed}
        className={`flex items-center justify-between gap-4 rounded-xl bg-buy px-4 py-3 font-semibold text-white shadow-lg hover:bg-buy-dark ${
          stickyProceed ? 'sticky bottom-2 z-30' : ''
        }`}
      >
        <span>{formatInr(totals.grandTotal)}</span>
        <span className="flex items-center gap-1">
          Proceed
          <ChevronRight aria-hidden="true" className="size-5" />
        </span>
      </button>
    </div>
  );
}
