import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import type { CartSummary } from '../../features/cart/hooks/use-cart-summary';
import { formatInr } from '../../lib/format';

type HeaderCartButtonProps = Pick<CartSummary, 'count' | 'total'>;

// Links to /cart until the cart feature brings its drawer.
export function HeaderCartButton({ count, total }: HeaderCartButtonProps) {
  return (
    <Link
      to="/cart"
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
  );
}
