import { describe, expect, it } from 'vitest';
import { cartTotals, discountedPrice, toPaise } from './pricing';

describe('discountedPrice', () => {
  it('subtracts the rounded-up discount', () => {
    expect(discountedPrice(100, 10)).toBe(90);
    expect(discountedPrice(99, 5)).toBe(94); // ceil(4.95) = 5
    expect(discountedPrice(45.5, 0)).toBe(45.5);
  });
  it('treats a missing discount as 1 %', () => {
    expect(discountedPrice(250)).toBe(247); // ceil(2.5) = 3
    expect(discountedPrice(250, null)).toBe(247);
  });
});

describe('cartTotals', () => {
  it('sums items total, grand total, savings and quantity', () => {
    const totals = cartTotals([
      { price: 100, discount: 10, quantity: 2 },
      { price: 55, discount: 0, quantity: 3 },
    ]);
    expect(totals).toEqual({ itemsTotal: 365, grandTotal: 345, savings: 20, quantity: 5 });
  });
  it('is zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ itemsTotal: 0, grandTotal: 0, savings: 0, quantity: 0 });
  });
  it('keeps paise exact', () => {
    expect(cartTotals([{ price: 0.1, discount: 0, quantity: 3 }]).grandTotal).toBe(0.3);
    expect(toPaise(19.99)).toBe(1999);
  });
});
