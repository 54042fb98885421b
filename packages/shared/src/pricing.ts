/** Money rules shared by the storefront and the server (docs/api.md "Rules shared by client and server"). */

export interface PricedLine {
  price: number;
  discount?: number | null;
  quantity: number;
}

export interface CartTotals {
  /** Σ price × qty, before discounts (shown struck through). */
  itemsTotal: number;
  /** Σ discounted price × qty: what the shopper pays (delivery is free). */
  grandTotal: number;
  savings: number;
  quantity: number;
}

/** The most one product may cost: a grocery store, and order totals must fit their numeric(12,2) column. */
export const MAX_PRICE = 100_000;

/** Rounds to paise so sums of rupee amounts never drift (0.1 + 0.2 style errors). */
export const roundRupees = (amount: number): number => Math.round(amount * 100) / 100;

/**
 * Price after discount = price − ceil(price × discount / 100); a missing discount counts as 1 (docs/product-rules.md "Numbers").
 * An explicit 0 is no discount.
 */
export function discountedPrice(price: number, discount?: number | null): number {
  const percent = discount ?? 1;
  return roundRupees(price - Math.ceil((price * percent) / 100));
}

export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  let itemsTotal = 0;
  let grandTotal = 0;
  let quantity = 0;
  for (const line of lines) {
    itemsTotal += line.price * line.quantity;
    grandTotal += discountedPrice(line.price, line.discount) * line.quantity;
    quantity += line.quantity;
  }
  itemsTotal = roundRupees(itemsTotal);
  grandTotal = roundRupees(grandTotal);
  return { itemsTotal, grandTotal, savings: roundRupees(itemsTotal - grandTotal), quantity };
}

/** Payment providers take integer paise. */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
