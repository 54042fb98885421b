import { cartTotals } from '@kirana/shared/pricing';
import { useMemo } from 'react';
import { useCart } from './use-cart';
import { useGuestCartMerge } from './use-guest-cart-merge';

export interface CartSummary {
  /** Units in the cart (sum of quantities), shown as 'N Items'. */
  count: number;
  /** What the shopper pays: Σ discounted price × qty (`grandTotal` of the shared cartTotals). */
  total: number;
  /** Σ price × qty before discounts (`itemsTotal`), shown struck through. */
  originalTotal: number;
}

/**
 * The header button and the mobile cart bar read the cart only through this hook. The root layout
 * calls it once for the whole app, which also makes it the place where a guest cart joins the
 * server cart at login.
 */
export function useCartSummary(): CartSummary {
  const { lines, loggedIn } = useCart();
  useGuestCartMerge(loggedIn);
  return useMemo(() => {
    const totals = cartTotals(
      lines.map((line) => ({
        price: line.product.price,
        discount: line.product.discount,
        quantity: line.quantity,
      })),
    );
    return { count: totals.quantity, total: totals.grandTotal, originalTotal: totals.itemsTotal };
  }, [lines]);
}
