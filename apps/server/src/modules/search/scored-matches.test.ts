import { describe, expect, it } from 'vitest';
import { tiedWindow } from './scored-matches';

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
