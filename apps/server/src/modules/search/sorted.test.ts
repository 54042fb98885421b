import { describe, expect, it } from 'vitest';
import { byCodeUnits, firstInOrder, prefixRun } from './sorted';

describe('prefixRun', () => {
  const run = (words: readonly string[], prefix: string) => {
    const { from, to } = prefixRun(words.length, (at) => words[at]!, prefix);
    return words.slice(from, to);
  };

  it('finds the words a prefix begins, itself included', () => {
    const words = ['co', 'coffe', 'coffee', 'coffeemak', 'cog', 'col'];
    expect(run(words, 'coffe')).toEqual(['coffe', 'coffee', 'coffeemak']);
    expect(run(words, 'coffee')).toEqual(['coffee', 'coffeemak']);
    expect(run(words, 'co')).toEqual(words);
    expect(run(words, 'cob')).toEqual([]);
    expect(run(words, 'zz')).toEqual([]);
    expect(run([], 'co')).toEqual([]);
  });

  it('agrees with checking every word, in code-unit order', () => {
    const letters = ['a', 'b', 'é', 'z', '1', 'ब'];
    let seed = 7;
    const next = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    const word = (length: number) =>
      Array.from({ length }, () => letters[Math.floor(next() * letters.length)]).join('');
    const words = [...new Set(Array.from({ length: 300 }, () => word(1 + Math.floor(next() * 4))))].sort(
      byCodeUnits,
    );
    for (let k = 0; k < 200; k++) {
      const prefix = word(1 + Math.floor(next() * 3));
      expect(run(words, prefix), prefix).toEqual(words.filter((each) => each.startsWith(prefix)));
    }
  });
});

describe('firstInOrder', () => {
  let seed = 11;
  const next = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };

  it('gives the first so many as sorting the run would, the first of equal ones first', () => {
    const keys = Array.from({ length: 3000 }, () => Math.floor(next() * 40));
    const compare = (a: number, b: number) => (keys[a] ?? 0) - (keys[b] ?? 0);
    const sorted = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, at) => from + at).sort((a, b) => compare(a, b) || a - b);
    for (const [from, to, count] of [
      [0, 3000, 12],
      [100, 2900, 120],
      [5, 17, 12],
      [0, 3000, 256],
      [0, 3000, 257],
      [0, 3000, 5000],
      [7, 8, 3],
    ] as const) {
      expect(firstInOrder(from, to, count, compare), `${from}-${to} ${count}`).toEqual(
        sorted(from, to).slice(0, count),
      );
    }
    expect(firstInOrder(4, 4, 10, compare)).toEqual([]);
    expect(firstInOrder(0, 10, 0, compare)).toEqual([]);
  });
});
