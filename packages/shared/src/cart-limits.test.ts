import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY_PER_PRODUCT, maxQuantityFor, overQuantityCap, quantityProblem } from './cart-limits';

const milk = { name: 'Milk', stock: 5, publish: true };

describe('maxQuantityFor', () => {
  it('is the stock when under the cap', () => expect(maxQuantityFor(milk)).toBe(5));
  it('is the cap when stock is larger', () =>
    expect(maxQuantityFor({ stock: 500 })).toBe(MAX_QUANTITY_PER_PRODUCT));
  it('is 0 for a product no longer sold, and never negative', () => {
    expect(maxQuantityFor({ ...milk, publish: false })).toBe(0);
    expect(maxQuantityFor({ stock: -3 })).toBe(0);
  });
});

describe('quantityProblem', () => {
  it('accepts what is in stock', () => expect(quantityProblem(milk, 5)).toBeUndefined());
  it('names the stock left', () => expect(quantityProblem(milk, 6)).toBe('Only 5 of Milk left in stock'));
  it('says out of stock for an unpublished product', () =>
    expect(quantityProblem({ ...milk, publish: false }, 1)).toBe('Milk is out of stock'));
  it('puts the cap first', () => {
    const plenty = { ...milk, stock: 100 };
    expect(quantityProblem(plenty, 21)).toBe('You can buy at most 20 of Milk');
    expect(overQuantityCap(plenty, 20)).toBeUndefined();
  });
});
