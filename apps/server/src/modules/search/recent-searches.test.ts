import { describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createProduct } from '../../../test/factories';
import { PostingsIndex } from './postings-index';
import { KeptWork, RecentSearches } from './recent-searches';

describe('KeptWork', () => {
  const sourceA = {};
  const sourceB = {};

  it('works a key out once while its source is the one asked, undefined included', () => {
    const kept = new KeptWork<number[] | undefined>(1024 * 1024, (value) => 8 * (value?.length ?? 0));
    const work = vi.fn(() => undefined);
    expect(kept.of(sourceA, 'broad', work)).toBeUndefined();
    expect(kept.of(sourceA, 'broad', work)).toBeUndefined();
    expect(work).toHaveBeenCalledTimes(1);
    const ranked = [1, 2, 3];
    expect(kept.of(sourceA, 'rice', () => ranked)).toBe(ranked);
    expect(kept.find(sourceA, 'rice')).toEqual({ value: ranked });
    expect(kept.size).toBe(2);
  });

  it('drops everything worked out from a source once another is asked', () => {
    const kept = new KeptWork<string>(1024 * 1024, (value) => value.length);
    kept.keep(sourceA, 'rice', 'from A');
    expect(kept.find(sourceB, 'rice')).toBeUndefined();
    expect(kept.of(sourceB, 'rice', () => 'from B')).toBe('from B');
    expect(kept.size).toBe(1);
    // The older source's work is gone, not merely hidden.
    expect(kept.find(sourceA, 'rice')).toBeUndefined();
  });

  it('keeps nothing at 0 bytes: the work is done every time', () => {
    const kept = new KeptWork<string>(0, (value) => value.length);
    const work = vi.fn(() => 'ranked');
    kept.of(sourceA, 'rice', work);
    kept.of(sourceA, 'rice', work);
    expect(work).toHaveBeenCalledTimes(2);
    expect(kept.size).toBe(0);
  });

  it('makes a key given as a function only when it keeps something', () => {
    const key = vi.fn(() => 'rice');
    const off = new KeptWork<string>(0, (value) => value.length);
    expect(off.of(sourceA, key, () => 'ranked')).toBe('ranked');
    expect(off.find(sourceA, key)).toBeUndefined();
    expect(key).not.toHaveBeenCalled();
    const on = new KeptWork<string>(1024 * 1024, (value) => value.length);
    on.keep(sourceA, key, 'ranked');
    expect(on.find(sourceA, 'rice')).toEqual({ value: 'ranked' });
    expect(on.find(sourceA, key)).toEqual({ value: 'ranked' });
    expect(key).toHaveBeenCalledTimes(2);
  });

  it('takes a budget of any size, keeping none larger than it', () => {
    // CATALOGUE_CACHE_MB=0.1: a tenth of a megabyte, halved and split, is no whole number of bytes.
    const searches = new RecentSearches((0.1 * 1024 * 1024) / 2);
    const plan = { concepts: [], text: 'rice', requireAll: true, stems: (word: string) => word };
    const planned = { plan, held: new Map([['rice', 3]]), corrected: false, key: () => '["rice",[]]' };
    expect(searches.plans.of(sourceA, 'rice', () => planned)).toBe(planned);
    expect(searches.plans.find(sourceA, 'rice')).toEqual({ value: planned });
    const kept = new KeptWork<string>(1000.5, (value) => value.length);
    kept.keep(sourceA, 'long', 'x'.repeat(2000));
    expect(kept.find(sourceA, 'long')).toBeUndefined();
  });

  it('lets the least recently used go past its bytes', () => {
    // Each entry: 512 bytes of its own, 2 a key character, and its value's.
    const kept = new KeptWork<string>(3 * 560, () => 40);
    for (const key of ['a', 'b', 'c']) kept.keep(sourceA, key, key);
    expect(kept.find(sourceA, 'a')).toEqual({ value: 'a' });
    kept.keep(sourceA, 'd', 'd');
    expect(kept.size).toBe(3);
    expect(kept.find(sourceA, 'b')).toBeUndefined();
    expect(kept.find(sourceA, 'a')).toEqual({ value: 'a' });
  });
});

describe('recent searches, through /api/product/get', () => {
  const searchPage = (t: TestApp, page: number) =>
    t.app.inject({ method: 'POST', url: '/api/product/get', payload: { search: 'kettle', page, limit: 2 } });
  /** The pages once the postings index is current (before it is, the database ranks every search). */
  const pagesOnceIndexed = async (t: TestApp) => {
    await vi.waitFor(
      async () => {
        await searchPage(t, 1);
        if (!t.app.deps.postings.current()) throw new Error('postings index not read yet');
      },
      { timeout: 20_000 },
    );
    return Promise.all([1, 2, 3].map(async (page) => (await searchPage(t, page)).json().data));
  };

  it('ranks a query once for all its pages with the cache on, and each time with it off', async () => {
    for (const [cacheMb, kept] of [
      ['64', 1],
      ['0', 0],
    ] as const) {
      const t = await buildTestApp({ CATALOGUE_CACHE_MB: cacheMb });
      try {
        for (const name of [
          'Copper Kettle',
          'Steel Kettle',
          'Glass Kettle',
          'Kettle Descaler',
          'Tea Kettle',
        ]) {
          await createProduct(t.db, {}, { name, description: '' });
        }
        const pages = await pagesOnceIndexed(t);
        expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
        expect(new Set(pages.flat().map((product: { _id: string }) => product._id)).size).toBe(5);
        const { plans, matches } = t.app.deps.recentSearches;
        expect([plans.size, matches.size], `cache ${cacheMb} MB`).toEqual([kept, kept]);
      } finally {
        await t.close();
      }
    }
  });

  it('answers a page past the last match with the count alone, scoring and keeping nothing', async () => {
    const t = await buildTestApp({ CATALOGUE_CACHE_MB: '64' });
    try {
      for (const name of ['Copper Kettle', 'Steel Kettle', 'Glass Kettle']) {
        await createProduct(t.db, {}, { name, description: '' });
      }
      await pagesOnceIndexed(t);
      const kept = t.app.deps.recentSearches.matches.size;
      const scored = vi.spyOn(PostingsIndex.prototype, 'scored');
      const past = await t.app.inject({
        method: 'POST',
        url: '/api/product/get',
        payload: { search: 'glass', page: 2, limit: 2 },
      });
      expect(past.json()).toMatchObject({ data: [], totalCount: 1, totalPage: 1, page: 2 });
      expect(scored).not.toHaveBeenCalled();
      expect(t.app.deps.recentSearches.matches.size).toBe(kept);
      const first = await t.app.inject({
        method: 'POST',
        url: '/api/product/get',
        payload: { search: 'glass', page: 1, limit: 2 },
      });
      expect(first.json().data).toHaveLength(1);
      expect(scored).toHaveBeenCalledTimes(1);
      expect(t.app.deps.recentSearches.matches.size).toBe(kept + 1);
    } finally {
      vi.restoreAllMocks();
      await t.close();
    }
  });
});
