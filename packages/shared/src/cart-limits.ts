/** At most this many of one product in a cart or an order (a quick-commerce basket, not a wholesale one). */
export const MAX_QUANTITY_PER_PRODUCT = 20;

/**
 * At most this many different products in a cart, and so in an order. With the price cap (MAX_PRICE in
 * pricing.ts) an order totals at most 100 × 20 × ₹1,00,000 = ₹20 crore, far inside its numeric(12,2) column.
 */
export const MAX_CART_LINES = 100;
