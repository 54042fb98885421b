import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

describe('the bench routes', () => {
  it('are not there unless the bench started the server (BENCH_CEILING=1)', async () => {
    const t = await buildTestApp();
    try {
      for (const url of ['/api/bench/ceiling?bytes=100', '/api/bench/search-indexes']) {
        expect((await t.app.inject({ url })).statusCode, url).toBe(404);
      }
    } finally {
      await t.close();
    }
  });

  describe('with BENCH_CEILING=1', () => {
    let t: TestApp;
    beforeAll(async () => {
      process.env.BENCH_CEILING = '1';
      try {
        t = await buildTestApp();
      } finally {
        delete process.env.BENCH_CEILING;
      }
    });
    afterAll(() => t.close());

    it('answers a body of exactly the bytes asked for', async () => {
      const res = await t.app.inject({ url: '/api/bench/ceiling?bytes=100' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toHaveLength(100);
      expect(res.json()).toMatchObject({ success: true, error: false });
      expect((await t.app.inject({ url: '/api/bench/ceiling?bytes=10' })).statusCode).toBe(400);
    });

    it('says whether the search indexes are current, without reading them', async () => {
      const indexes = async () => (await t.app.inject({ url: '/api/bench/search-indexes' })).json();
      const none = { postings: false, postingsPresent: false, suggestions: false, suggestionsPresent: false };
      expect(await indexes()).toEqual(none);
      expect(await indexes()).toEqual(none);
      t.app.deps.postings.current();
      expect(await indexes()).toEqual({ ...none, postingsPresent: true });
      await t.app.deps.postings.settled();
      const postings = { ...none, postings: true, postingsPresent: true };
      expect(await indexes()).toEqual(postings);
      await t.app.deps.productSuggestions.current();
      expect(await indexes()).toEqual({ ...postings, suggestionsPresent: true });
      await t.app.deps.productSuggestions.settled();
      expect(await indexes()).toEqual({ ...postings, suggestions: true, suggestionsPresent: true });
    });
  });
});
