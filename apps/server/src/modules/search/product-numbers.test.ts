import { describe, expect, it } from 'vitest';
import { ProductNumbers } from './product-numbers';

describe("products' numbers by id", () => {
  it('gives each id one number, found again wherever the id lies in a text', () => {
    const numbers = new ProductNumbers();
    const ids = Array.from({ length: 20_000 }, (_, k) => (k * 2654435761).toString(16).padStart(24, '0'));
    for (const [k, id] of ids.entries()) expect(numbers.numberOf(id, 0, id.length, k)).toBe(k);
    const joined = ids.join(',');
    for (let k = 0; k < ids.length; k++) expect(numbers.numberOf(joined, k * 25, k * 25 + 24, -5)).toBe(k);
    expect(numbers.numberOf(`x${'f'.repeat(24)}`, 1, 25, 7)).toBe(7);
    expect(numbers.numberOf('f'.repeat(24), 0, 24, 8)).toBe(7);
  });

  it('keeps ids of any other shape apart from hex ones', () => {
    const numbers = new ProductNumbers();
    const hex = '0123456789abcdef01234567';
    expect(numbers.numberOf(hex, 0, 24, 0)).toBe(0);
    for (const [k, id] of [
      '0123456789ABCDEF01234567',
      '0123456789abcdef0123456',
      'p1',
      'ï'.repeat(24),
    ].entries()) {
      expect(numbers.numberOf(id, 0, id.length, k + 1)).toBe(k + 1);
      expect(numbers.numberOf(`,${id},`, 1, id.length + 1, 99)).toBe(k + 1);
    }
    expect(numbers.numberOf(hex, 0, 24, 99)).toBe(0);
  });

  it('finds the number an id was given without numbering one it was not', () => {
    const numbers = new ProductNumbers();
    const ids = Array.from({ length: 20_000 }, (_, k) => (k * 40503 + 7).toString(16).padStart(24, '0'));
    for (const [k, id] of ids.entries()) numbers.numberOf(id, 0, id.length, k);
    numbers.numberOf('p1', 0, 2, 20_000);
    for (const [k, id] of ids.entries()) expect(numbers.get(id)).toBe(k);
    expect(numbers.get('p1')).toBe(20_000);
    for (const unknown of ['f'.repeat(24), 'p2', '', '0123456789ABCDEF01234567']) {
      expect(numbers.get(unknown)).toBeUndefined();
    }
    expect(numbers.numberOf('f'.repeat(24), 0, 24, 20_001)).toBe(20_001);
  });

  it('numbers ids alike with room made for them first, and past it', () => {
    const ids = Array.from({ length: 30_000 }, (_, k) => (k * 2654435761 + 3).toString(16).padStart(24, '0'));
    const numbers = new ProductNumbers(10_000);
    for (const [k, id] of ids.entries()) expect(numbers.numberOf(id, 0, id.length, k)).toBe(k);
    for (const [k, id] of ids.entries()) expect(numbers.get(id)).toBe(k);
    expect(numbers.get('f'.repeat(24))).toBeUndefined();
  });
});
