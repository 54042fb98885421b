export interface CartSummary {
  /** Units in the cart (sum of quantities), shown as 'N Items'. */
  count: number;
  /** What the shopper pays: Σ discounted price × qty (`grandTotal` of the shared cartTotals). */
  total: number;
  /** Σ price × qty before discounts (`itemsTotal`), shown struck through. */
  originalTotal: number;
}

const EMPTY_CART: CartSummary = { count: 0, total: 0, originalTotal: 0 };

/**
 * The header button and the mobile cart bar read the cart only through this hook, so the cart
 * feature wires real data here and nowhere else. Until then the cart is always empty.
 */
export function useCartSummary(): CartSummary {
  return EMPTY_CART;
}
