import { describe, expect, it } from 'vitest';
import { bestFirst, byScoreDescending, tiedWindow } from './scored-matches';

describe('the matches a page may hold', () => {
  const scores = [9, 8, 8, 8, 7, 6, 6, 5];

  it('takes the page and every tie of its first and last scores, and the offset among them', () => {
    expect(tiedWindow(scores, { offset: 0, limit: 2 })).toEqual({ from: 0, to: 4, offset: 0 });
    expect(tiedWindow(scores, { offset: 2, limit: 3 })).toEqual({ from: 1, to: 5, offset: 1 });
    expect(tiedWindow(scores, { offset: 5, limit: 1 })).toEqual({ from: 5, to: 7, offset: 0 });
    expect(tiedWindow(scores, { offset: 6, limit: 10 })).toEqual({ from: 5, to: 8, offset: 1 });
  });

  it('holds nothing past the last match', () => {
    expect(tiedWindow(scores, { offset: 8, limit: 10 })).toEqual({ from: 8, to: 8, offset: 0 });
    expect(tiedWindow([], { offset: 0, limit: 10 })).toEqual({ from: 0, to: 0, offset: 0 });
  });
});

describe('scored matches best first', () => {
  /** What a stable sort by score, highest first, gives. */
  const sorted = (scores: number[]) =>
    scores.map((_, at) => at).sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b);

  it('orders by score, highest first, equal scores in their order', () => {
    const scores = [1.5, 7.2, -2.9, 7.2, 0, 1.5, 12.1, 7.2, -0.1, 0.1];
    expect([...byScoreDescending(scores)]).toEqual(sorted(scores));
    expect([...byScoreDescending([])]).toEqual([]);
    expect([...byScoreDescending([3.3])]).toEqual([0]);
  });

  it('orders thousands of tenths as sorting them would', () => {
    let seed = 5;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const scores = Array.from({ length: 5000 }, () => Math.round(next() * 150 - 30) / 10);
    expect([...byScoreDescending(scores)]).toEqual(sorted(scores));
  });

  it('sorts scores that are not tenths, or spread too wide to count', () => {
    const fine = [0.25, 0.3, 0.125, 0.3, 0.25];
    expect([...byScoreDescending(fine)]).toEqual(sorted(fine));
    const wide = [1e6, 0.1, -1e6, 0.1, 5];
    expect([...byScoreDescending(wide)]).toEqual(sorted(wide));
  });

  it('gives each match its id, score and number', () => {
    const ids = ['a0', 'b1', 'c2', 'd3'];
    expect(bestFirst(ids, [3, 0, 2], [1.2, 4.5, 1.2])).toEqual({
      ids: ['a0', 'd3', 'c2'],
      scores: [4.5, 1.2, 1.2],
      products: Int32Array.from([0, 3, 2]),
    });
  });
});
