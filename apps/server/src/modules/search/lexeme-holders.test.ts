import { describe, expect, it } from 'vitest';
import { holdersOf, holds, NO_HOLDERS, withHolder, withoutHolder } from './lexeme-holders';

describe("a lexeme's holders", () => {
  it('take a product in and out, as list and as bitset alike', () => {
    const products = 320;
    // Rare (a list alone) and common (a bitset beside it).
    for (const start of [
      [3, 40],
      [0, 1, 2, 5, 8, 13, 21, 34, 55, 319],
    ]) {
      let holders = holdersOf(Int32Array.from(start), products);
      expect(holders.bits !== undefined).toBe(start.length * 32 >= products);
      holders = withHolder(holders, 30, products);
      holders = withHolder(holders, 30, products);
      holders = withoutHolder(holders, start[1]!)!;
      const expected = [...start, 30].filter((number) => number !== start[1]).sort((a, b) => a - b);
      expect([...holders.list]).toEqual(expected);
      for (let number = 0; number < products; number++) {
        expect(holds(holders, number), String(number)).toBe(expected.includes(number));
      }
    }
    // The first holder of a lexeme, and the last leaving it.
    const one = withHolder(NO_HOLDERS, 9, products);
    expect([...one.list]).toEqual([9]);
    expect(withoutHolder(one, 9)).toBeUndefined();
    expect(withoutHolder(one, 10)).toBe(one);
  });
});
