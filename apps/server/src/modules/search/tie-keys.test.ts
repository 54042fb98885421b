import { describe, expect, it } from 'vitest';
import { TieKeys } from './tie-keys';

const keys = (ids: readonly string[], order: readonly number[]) => {
  const ties = new TieKeys();
  for (const product of order)
    ties.add(product, ids[product]!, { inStock: true, unitsSold: 0, createdAt: 1 });
  ties.complete(ids);
  return ties;
};

describe('tie keys', () => {
  const ids = ['0c', '0a', '0d', '0b'];

  it('finds products by id and orders ties as the database: in stock, sold, newest, greater id', () => {
    const ties = keys(ids, [1, 3, 0, 2]);
    expect(ties.usable).toBe(true);
    expect(['0a', '0b', '0c', '0d', '0e', ''].map((id) => ties.number(id))).toEqual([1, 3, 0, 2, -1, -1]);
    const sorted = () => [0, 1, 2, 3].sort((a, b) => ties.compare(a, b)).map((product) => ids[product]);
    expect(sorted()).toEqual(['0d', '0c', '0b', '0a']);
    ties.update([
      { id: '0a', unitsSold: 3, inStock: true },
      { id: '0d', unitsSold: 9, inStock: false },
      { id: 'ff', unitsSold: 1, inStock: true },
    ]);
    expect(sorted()).toEqual(['0a', '0c', '0b', '0d']);
  });

  it('takes products added after, numbered next, their ids among the others', () => {
    const grown = [...ids];
    const ties = keys(grown, [1, 3, 0, 2]);
    grown.push('0bb', '00');
    ties.insert(4, grown, { inStock: true, unitsSold: 2, createdAt: 1 });
    ties.insert(5, grown, { inStock: true, unitsSold: 0, createdAt: 5 });
    expect(ties.usable).toBe(true);
    expect(['0a', '0b', '0bb', '0c', '0d', '00', '0e'].map((id) => ties.number(id))).toEqual([
      1, 3, 4, 0, 2, 5, -1,
    ]);
    const sorted = [0, 1, 2, 3, 4, 5].sort((a, b) => ties.compare(a, b)).map((product) => grown[product]);
    expect(sorted).toEqual(['0bb', '00', '0d', '0c', '0b', '0a']);
    ties.update([{ id: '00', unitsSold: 0, inStock: false }]);
    expect(ties.compare(5, 1)).toBeGreaterThan(0);
  });

  it('is unusable when the rows were not read in id order', () => {
    expect(keys(ids, [0, 1, 2, 3]).usable).toBe(false);
    expect(keys(ids, [1, 1, 3]).usable).toBe(false);
  });
});
