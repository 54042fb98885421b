import { describe, expect, it } from 'vitest';
import { listsHolding } from './lists-holding';

/** Lists of ascending products, laid end to end, and which lists hold each product. */
function laidOut(lists: number[][]) {
  const starts = Int32Array.from([0, ...lists.map((_, l) => lists.slice(0, l + 1).flat().length)]);
  return { starts, entries: Int32Array.from(lists.flat()) };
}

const holding = (lists: number[][], changed: number[]) =>
  lists.flatMap((list, at) => (list.some((product) => changed.includes(product)) ? [at] : []));

describe('the lists holding changed products', () => {
  it('are found by binary searches for a few products and by a walk for many, the same either way', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const products = 500;
    // Many long lists (a few products are searched for) and a few lists (many products: walked), and an
    // empty list, a list of one and products at either end.
    const lists = Array.from({ length: 40 }, (_, l) =>
      l === 3
        ? []
        : l === 5
          ? [0]
          : [...new Set(Array.from({ length: 300 }, () => Math.floor(next() * products)))],
    ).map((list) => list.sort((a, b) => a - b));
    lists.push([products - 1]);
    const { starts, entries } = laidOut(lists);
    for (const changed of [
      [0],
      [products - 1],
      [17],
      [17, 250],
      [3, 99, 400],
      Array.from({ length: 60 }, (_, i) => i * 8),
    ]) {
      const marked = new Uint8Array(products);
      for (const product of changed) marked[product] = 1;
      expect(listsHolding(starts, entries, new Set(changed), marked), changed.join(' ')).toEqual(
        holding(lists, changed),
      );
    }
    // A product no list holds.
    expect(listsHolding(starts, entries, new Set([1000]), new Uint8Array(1001))).toEqual([]);
  });
});
