import { describe, expect, it } from 'vitest';
import { type NewPosting, PostingLists } from './posting-lists';

/** Postings by word: [product, score], products numbered into IDS. */
type Postings = Record<string, [number, number][]>;

const IDS = Array.from({ length: 40 }, (_, product) => product.toString(16).padStart(24, '0'));

/** Each word's postings in the lists' order: best score first, ties by id. */
function ordered(postings: Postings): Postings {
  return Object.fromEntries(
    Object.entries(postings).map(([word, list]) => [
      word,
      list.toSorted(([a, scoreA], [b, scoreB]) => scoreB - scoreA || (IDS[a]! < IDS[b]! ? -1 : 1)),
    ]),
  );
}

/** Lists read whole, as the postings index lays them out. */
function read(postings: Postings): PostingLists {
  const words = Object.keys(postings);
  const lists = words.map((word) => ordered(postings)[word]!);
  const wordStarts = Int32Array.from([0, ...lists.map((list) => list.length)]);
  for (let w = 0; w < words.length; w++) wordStarts[w + 1]! += wordStarts[w]!;
  return new PostingLists(
    IDS,
    [...words],
    new Map(words.map((word, number) => [word, number])),
    wordStarts,
    Int32Array.from(lists.flat(), ([product]) => product),
    Float32Array.from(lists.flat(), ([, score]) => score),
  );
}

/** What the lists say of every word and product. */
function seen(lists: PostingLists, words: readonly string[]) {
  const byWord = Object.fromEntries(
    words.map((word) => {
      const range = lists.range(word);
      return [word, range ? [...range.products].map((product, k) => [product, range.scores[k]]) : []];
    }),
  );
  const byProduct = IDS.map((_, product) =>
    [...lists.wordsOf(product)].map((number) => lists.words[number]).sort(),
  );
  return { byWord, byProduct, size: lists.size };
}

/** The postings with `changed` products' replaced by `now`. */
function replaced(postings: Postings, changed: readonly number[], now: readonly NewPosting[]): Postings {
  const next: Postings = {};
  for (const [word, list] of Object.entries(postings)) {
    next[word] = list.filter(([product]) => !changed.includes(product));
  }
  for (const { word, product, score } of now) next[word] = [...(next[word] ?? []), [product, score]];
  return next;
}

describe('posting lists patched', () => {
  const start: Postings = {
    rice: [
      [1, 8],
      [2, 5.5],
      [3, 5.5],
      [4, 2],
    ],
    tea: [
      [3, 7.5],
      [1, 6],
      [5, 6],
    ],
    copper: [[6, 4]],
    kettle: [
      [6, 4],
      [7, 3],
    ],
  };

  it('answer as lists read whole from the postings as they are now, twice over, the lists before untouched', () => {
    const first = read(start);
    const before = seen(first, Object.keys(start));
    // Product 6 leaves 'copper' (no one holds it now) for 'brass' (new), product 3 moves within 'rice'
    // and leaves 'tea', product 8 (posted nowhere before) joins 'tea' tied with 1 and 5.
    const once: NewPosting[] = [
      { word: 'brass', product: 6, score: 4.5 },
      { word: 'kettle', product: 6, score: 4 },
      { word: 'rice', product: 3, score: 9 },
      { word: 'tea', product: 8, score: 6 },
    ];
    const patched = first.patched(new Set([6, 3, 8]), once);
    const afterOnce = replaced(start, [6, 3, 8], once);
    const words = [...Object.keys(afterOnce), 'brass'];
    expect(seen(patched, words)).toEqual(seen(read(afterOnce), words));
    expect(patched.range('copper')).toBeUndefined();
    expect(seen(first, Object.keys(start))).toEqual(before);

    // Patched again: 'rice' and 'brass' are lists the first patch wrote.
    const twice: NewPosting[] = [
      { word: 'rice', product: 6, score: 5.5 },
      { word: 'copper', product: 3, score: 1 },
    ];
    const again = patched.patched(new Set([6, 3]), twice);
    const afterTwice = replaced(afterOnce, [6, 3], twice);
    expect(seen(again, words)).toEqual(seen(read(afterTwice), words));
    expect(again.range('brass')).toBeUndefined();
    expect(seen(patched, words)).toEqual(seen(read(afterOnce), words));
  });

  it('order a patched list against one read whole by score, then id', () => {
    const lists = read(start).patched(new Set([2]), [{ word: 'tea', product: 2, score: 6 }]);
    const tea = lists.range('tea')!;
    const rice = lists.range('rice')!;
    // tea: 3 (7.5), 1 (6), 2 (6), 5 (6); rice: 1 (8), 3 (5.5), 4 (2).
    expect([...tea.products]).toEqual([3, 1, 2, 5]);
    expect(lists.before(tea, 0, rice, 1)).toBe(true);
    expect(lists.before(rice, 0, tea, 0)).toBe(true);
    expect(lists.before(tea, 1, tea, 2)).toBe(true);
    expect(lists.before(tea, 2, tea, 1)).toBe(false);
  });

  it('answer as lists read whole after patches of a few products and of many, ties and ends included', () => {
    // A seeded pick, so that a failure comes back the same.
    let seed = 7;
    const next = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    const words = ['rice', 'tea', 'dal', 'oil', 'salt'];
    const scores = [2, 5.5, 6, 8];
    const postingsOf = (products: readonly number[]): NewPosting[] =>
      products.flatMap((product) =>
        words
          .filter(() => next(3) > 0)
          .map((word) => ({ word, product, score: scores[next(scores.length)]! })),
      );
    let postings: Postings = {};
    for (const { word, product, score } of postingsOf(IDS.map((_, product) => product))) {
      postings[word] = [...(postings[word] ?? []), [product, score]];
    }
    let lists = read(postings);
    for (const count of [1, 2, 3, 16, 17, 30, 1, 5]) {
      const changed = [...new Set(Array.from({ length: count }, () => next(IDS.length)))];
      const now = postingsOf(changed);
      lists = lists.patched(new Set(changed), now);
      postings = replaced(postings, changed, now);
      expect(seen(lists, words)).toEqual(seen(read(postings), words));
    }
  });
});
