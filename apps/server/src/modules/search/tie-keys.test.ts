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

  it('is unusable when the rows were not read in id order', () => {
    expect(keys(ids, [0, 1, 2, 3]).usable).toBe(false);
    expect(keys(ids, [1, 1, 3]).usable).toBe(false);
  });
});
