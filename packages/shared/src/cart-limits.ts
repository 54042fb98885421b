/** At most this many of one product in a cart or an order (a quick-commerce basket, not a wholesale one). */
export const MAX_QUANTITY_PER_PRODUCT = 20;
