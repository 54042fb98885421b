import { describe, expect, it } from 'vitest';
import { PostingsIndex } from './postings-index';
import type { PostingListRow } from './postings-reading';

const a = 'a'.repeat(24);
const b = 'b'.repeat(24);
const c = 'c'.repeat(24);

/** A word's row as the repository reads it. */
const list = (word: string, ...postings: [string, number][]): PostingListRow => ({
  word,
  count: postings.length,
  postings: postings.map(([id, score]) => `${id} ${score}`).join(','),
});

describe('the postings index, read a word a row', () => {
  it('numbers each product once across words', () => {
    const index = new PostingsIndex();
    index.add([list('rice', [b, 8], [a, 5.49], [c, 5.49]), list('tea', [c, 7.5], [a, 6])]);
    index.add([list('toor', [b, 5.5])]);
    expect([index.size, index.postings]).toEqual([3, 6]);
  });

  it('refuses a word whose postings are not best first, ties by id', () => {
    for (const postings of [
      [
        [a, 5],
        [b, 6],
      ],
      [
        [b, 6],
        [a, 6],
      ],
      [
        [a, 6],
        [a, 6],
      ],
    ] as [string, number][][]) {
      expect(() => new PostingsIndex().add([list('rice', ...postings)])).toThrow(
        "postings of 'rice' out of order",
      );
    }
  });

  it('refuses a word whose list holds more or fewer postings than its count', () => {
    const add = (count: number, postings: string) => () =>
      new PostingsIndex().add([{ word: 'rice', count, postings }]);
    expect(add(3, `${a} 6,${b} 5`)).toThrow("postings of 'rice' fewer than 3");
    expect(add(2, `${a} 6,${b}`)).toThrow("postings of 'rice' fewer than 2");
    expect(add(1, `${a} 6,${b} 5`)).toThrow("postings of 'rice' more than 1");
  });

  it('refuses a word read twice', () => {
    const index = new PostingsIndex();
    index.add([list('rice', [a, 6])]);
    expect(() => index.add([list('rice', [b, 6])])).toThrow("postings of 'rice' out of order");
  });

  it('refuses postings once the texts are being read, and anything once complete', () => {
    const index = new PostingsIndex();
    index.add([list('rice', [a, 6])]);
    index.addTexts([]);
    expect(() => index.add([list('tea', [b, 6])])).toThrow('postings after the texts');
    index.complete();
    expect(() => index.add([list('tea', [b, 6])])).toThrow('the postings index is complete');
    expect(() => index.addTexts([])).toThrow('the postings index is complete');
  });
});
