/** At most this many of one product in a cart or an order (a quick-commerce basket, not a wholesale one). */
export const MAX_QUANTITY_PER_PRODUCT = 20;

/**
 * At most this many different products in a cart, and so in an order. With the price cap (MAX_PRICE in
 * pricing.ts) an order totals at most 100 × 20 × ₹1,00,000 = ₹20 crore, far inside its numeric(12,2) column.
 */
export const MAX_CART_LINES = 100;

/** What a product must tell for the quantity rule: its stock, and whether it is still sold. */
export interface QuantityRuleProduct {
  name: string;
  stock: number;
  publish?: boolean;
}

/**
 * The most of one product a shopper may hold: what is in stock, never more than MAX_QUANTITY_PER_PRODUCT,
 * and none of a product that is no longer sold. The one statement of this rule, for server and web.
 */
export function maxQuantityFor(product: Pick<QuantityRuleProduct, 'stock' | 'publish'>): number {
  if (product.publish === false) return 0;
  return Math.max(0, Math.min(product.stock, MAX_QUANTITY_PER_PRODUCT));
}

/** The message when `quantity` is over the per-product cap, or undefined; stock is not looked at. */
export function overQuantityCap(product: Pick<QuantityRuleProduct, 'name'>, quantity: number) {
  return quantity > MAX_QUANTITY_PER_PRODUCT
    ? `You can buy at most ${MAX_QUANTITY_PER_PRODUCT} of ${product.name}`
    : undefined;
}

/** Why a shopper cannot hold `quantity` of this product (the cap first, then stock), or undefined. */
export function quantityProblem(product: QuantityRuleProduct, quantity: number): string | undefined {
  const capped = overQuantityCap(product, quantity);
  if (capped) return capped;
  const stock = product.publish === false ? 0 : product.stock;
  if (quantity <= stock) return undefined;
  return stock <= 0 ? `${product.name} is out of stock` : `Only ${stock} of ${product.name} left in stock`;
}
