import { describe, expect, it } from 'vitest';
import { type Entry, type LexemeList, mergedList, sameEntries } from './lexeme-lists';

/** A list of [product, weights, term] entries, ascending products. */
const listOf = (...entries: [number, number, number][]): LexemeList => ({
  holders: Int32Array.from(entries, ([product]) => product),
  weights: Uint8Array.from(entries, ([, weights]) => weights),
  terms: Float32Array.from(entries, ([, , term]) => term),
});
const entry = (product: number, weights: number, term: number): Entry => ({ product, weights, term });
const entriesOf = (list: LexemeList) =>
  [...list.holders].map((product, at) => [product, list.weights[at], list.terms[at]]);

describe("a lexeme's list patched", () => {
  const list = listOf([2, 8, 0.1], [5, 1, 0.25], [9, 8, 0.1]);

  it('is the same when each changed product holds the entry it held, or none as before', () => {
    expect(sameEntries(list, new Set([5]), [entry(5, 1, 0.25)])).toBe(true);
    expect(sameEntries(list, new Set([5, 7]), [entry(5, 1, 0.25)])).toBe(true);
    // Its weights alike, its term not (the word one time more in the description).
    expect(sameEntries(list, new Set([5]), [entry(5, 1, 0.3)])).toBe(false);
    expect(sameEntries(list, new Set([5]), [entry(5, 9, 0.25)])).toBe(false);
    // Gone, or new to the list.
    expect(sameEntries(list, new Set([5]), [])).toBe(false);
    expect(sameEntries(list, new Set([7]), [entry(7, 1, 0.25)])).toBe(false);
    // Past COMPARED_AT_MOST products, never compared.
    const many = new Set(Array.from({ length: 17 }, (_, k) => 100 + k));
    expect(sameEntries(list, many, [])).toBe(false);
  });

  it('drops the products gone and merges the new entries in ascending order', () => {
    const gone = new Uint8Array(12);
    gone[5] = 1;
    gone[9] = 1;
    const merged = mergedList(list, gone, [entry(1, 4, 0.5), entry(5, 2, 0.2), entry(11, 8, 0.1)]);
    expect(entriesOf(merged)).toEqual([
      [1, 4, 0.5],
      [2, 8, Math.fround(0.1)],
      [5, 2, Math.fround(0.2)],
      [11, 8, Math.fround(0.1)],
    ]);
    expect(entriesOf(list)).toEqual([
      [2, 8, Math.fround(0.1)],
      [5, 1, 0.25],
      [9, 8, Math.fround(0.1)],
    ]);
  });
});
