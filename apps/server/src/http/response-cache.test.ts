import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { CachedBody } from './cached-answer';
import { type JsonText, okJson, okJsonOne } from './reply';
import { ResponseCache } from './response-cache';

const answer =
  (payload: unknown, productIds: string[] = []) =>
  async () => ({ payload, productIds });

/** 200 characters that do not compress: the budgets below hold two, not three, raw or gzipped. */
const noise = (prefix = '') => `${prefix}${randomBytes(150).toString('base64')}`.slice(0, 200);
const BUDGET = 500;

const textOf = (body: CachedBody) => body.text ?? gunzipSync(body.gzip).toString();

describe('ResponseCache stats (read by the metrics plugin)', () => {
  it('counts misses, hits (kept or in flight), and what is dropped for room or for a change', async () => {
    const cache = new ResponseCache(BUDGET);
    cache.setEnabled(true);
    await Promise.all([cache.get('a', answer(noise(), ['p1'])), cache.get('a', answer('never'))]);
    await cache.get('a', answer('never'));
    expect(cache.stats).toEqual({ hits: 2, misses: 1, sizeEvictions: 0, changeEvictions: 0 });

    await cache.get('b', answer(noise(), ['p2']));
    // 'c' would evict, so it is kept the second time it misses, and 'a' goes for room
    await cache.get('c', answer(noise()));
    expect(cache.stats).toMatchObject({ misses: 3, sizeEvictions: 0 });
    await cache.get('c', answer(noise()));
    expect(cache.stats).toMatchObject({ misses: 4, sizeEvictions: 1 });
    expect(cache.bytes).toBeGreaterThan(300);

    cache.evictProducts(['p2', 'p1']);
    expect(cache.stats.changeEvictions).toBe(1);
    cache.clear();
    expect(cache.stats).toMatchObject({ changeEvictions: 2, sizeEvictions: 1 });
    expect(cache.bytes).toBe(0);
  });

  it('keeps what would evict others only the second time its key misses, remembering a bounded number', async () => {
    const cache = new ResponseCache(BUDGET);
    cache.setEnabled(true);
    let computed = 0;
    const filler = (text: string) => async () => ({ payload: noise(`${text}${++computed}.`) });
    await cache.get('a', filler('a'));
    await cache.get('b', filler('b'));
    expect(cache.size).toBe(2); // both fit

    await cache.get('c', filler('c'));
    expect(cache.size).toBe(2); // 'c' would evict: remembered, not kept
    expect(textOf(await cache.get('b', filler('never')))).toContain('b2.');
    await cache.get('c', filler('c'));
    expect(cache.size).toBe(2); // kept now, 'a' evicted
    expect(textOf(await cache.get('c', filler('never')))).toContain('c4.');

    // 1,000 keys remembered (the least it holds): the memory starts again, 'd' is forgotten.
    await cache.get('d', filler('d'));
    for (let key = 0; key < 1_000; key++) await cache.get(`once ${key}`, filler('once'));
    await cache.get('d', filler('d'));
    expect(textOf(await cache.get('c', filler('never')))).toContain('c4.');
    await cache.get('d', filler('d'));
    expect(textOf(await cache.get('d', filler('never')))).toContain('d1007.');
    expect(computed).toBe(1_007);
  });

  it("drops, for a product's words, what shows it and every answer found by words, in whichever form kept", async () => {
    const cache = new ResponseCache(10_000);
    cache.setEnabled(true);
    const byWords =
      (payload: unknown, productIds: string[] = []) =>
      async () => ({
        payload,
        productIds,
        byWords: true,
      });
    await cache.get('details p1', answer('p1', ['p1']));
    await cache.get('list p2', answer('p2', ['p2']));
    await cache.get('search none', byWords([]));
    await cache.get('search p2', byWords(['p2'], ['p2']));
    // Made in its other form and kept again: still found by words.
    await cache.get('search p2', answer('never'), true);
    expect(cache.size).toBe(4);

    cache.evictWords(['p1']);
    expect(cache.size).toBe(1);
    expect(cache.stats.changeEvictions).toBe(3);
    expect(textOf(await cache.get('list p2', answer('never')))).toBe('"p2"');
    expect(textOf(await cache.get('search p2', byWords(['again'])))).toBe('["again"]');
    cache.evictWords([]);
    expect(cache.size).toBe(1);
  });

  it('keeps the form each client takes, gzip or text, made from the other the first time it is asked', async () => {
    const cache = new ResponseCache(BUDGET);
    cache.setEnabled(true);
    const json = JSON.stringify(noise());
    expect(await cache.get('a', answer(JSON.parse(json)))).toEqual({ etag: expect.any(String), text: json });
    const textOnly = cache.bytes;
    const hit = await cache.get('a', answer('never'));
    expect(hit).toMatchObject({ text: json });
    expect(hit.gzip).toBeUndefined();

    const both = await cache.get('a', answer('never'), true);
    expect(both.text).toBe(json);
    expect(gunzipSync(both.gzip ?? Buffer.alloc(0)).toString()).toBe(json);
    expect(cache.bytes).toBe(textOnly + (both.gzip?.length ?? 0));
    expect(cache.stats).toMatchObject({ hits: 2, misses: 1 });
  });

  it('weighs a gzip-only answer by its bytes: a list ten times the budget is kept once it misses again', async () => {
    const cache = new ResponseCache(BUDGET);
    cache.setEnabled(true);
    const list = Array.from({ length: 400 }, (_, i) => ({ name: `Rice ${i % 7}`, price: 100 }));
    const json = JSON.stringify(list);
    expect(json.length).toBeGreaterThan(10 * BUDGET);

    const first = await cache.get('list', answer(list), true);
    expect(first).toEqual({ etag: expect.any(String), text: json }); // raw, it would not fit: not kept
    expect(cache.size).toBe(0);
    const second = await cache.get('list', answer(list), true);
    expect(second.text).toBe(json);
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBeLessThan(BUDGET);

    const hit = await cache.get('list', answer('never'), true);
    expect(hit.text).toBeUndefined();
    expect(hit.gzip?.buffer.byteLength).toBe(hit.gzip?.length); // its own memory, not zlib's chunk
    expect(textOf(hit)).toBe(json);
    expect(hit.etag).toBe(first.etag);
  });

  it("keeps a text client's lists and details in parts, each product's text once for all", async () => {
    const cache = new ResponseCache(1_000);
    cache.setEnabled(true);
    // Each item its own string, as each read makes them: what is shared is what they say (~220 characters).
    const names = new Map(['p1', 'p2', 'p3', 'p4'].map((id) => [id, noise(id)]));
    const product = (id: string) => JSON.stringify({ _id: id, name: names.get(id) });
    const page = (...ids: string[]) => okJson(ids.map(product), { totalCount: 4 });
    const get = async (key: string, payload: JsonText, ids: string[]) => {
      expect((await cache.get(key, answer(payload, ids))).text).toBe(payload.text);
    };
    await get('page 1', page('p1', 'p2', 'p3'), ['p1', 'p2', 'p3']);
    // p4's text does not fit beside page 1: kept the second time, page 1 going for room.
    await get('page 2', page('p3', 'p4'), ['p3', 'p4']);
    expect(cache.size).toBe(1);
    await get('page 2', page('p3', 'p4'), ['p3', 'p4']);
    expect(cache.size).toBe(1);
    expect(cache.stats.sizeEvictions).toBe(1);
    // Beside page 2, adding only p1's text and nothing: kept at once, where whole they would not fit.
    await get('page 3', page('p3', 'p4', 'p1'), ['p3', 'p4', 'p1']);
    await get('details p3', okJsonOne(product('p3')), ['p3']);
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBeLessThanOrEqual(1_000);
    const whole = [page('p3', 'p4'), page('p3', 'p4', 'p1'), okJsonOne(product('p3'))];
    expect(whole.reduce((sum, { text }) => sum + text.length, 0)).toBeGreaterThan(1_300);

    const asked = ['page 2', 'page 3', 'details p3'];
    const hits = await Promise.all(asked.map((key) => cache.get(key, answer('never'))));
    expect(hits.map((hit) => hit.text)).toEqual([
      page('p3', 'p4').text,
      page('p3', 'p4', 'p1').text,
      okJsonOne(product('p3')).text,
    ]);
    const gzipped = await cache.get('page 3', answer('never'), true);
    expect(textOf({ etag: gzipped.etag, gzip: gzipped.gzip ?? Buffer.alloc(0) })).toBe(
      page('p3', 'p4', 'p1').text,
    );
    expect(gzipped.etag).toBe(hits[1]?.etag);

    // p3 changed: every answer showing it goes, and the texts none holds any more with them.
    cache.evictProducts(['p3']);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('weighs shared texts once against the budget, the least recently used answers going until they fit', async () => {
    const cache = new ResponseCache(1_000);
    cache.setEnabled(true);
    const page = (...names: string[]) => okJson(names.map((name) => `"${name}${'.'.repeat(200)}"`));
    await cache.get('a', answer(page('p1', 'p2')));
    await cache.get('b', answer(page('p3', 'p4')));
    // ~450 characters each whole, 'c' would not fit: its products' texts held, it adds its own few.
    await cache.get('c', answer(page('p1', 'p3')));
    expect(cache.size).toBe(3);
    await cache.get('d', answer(page('p5', 'p6')));
    expect(cache.size).toBe(3); // two new texts do not fit: kept the second time
    await cache.get('d', answer(page('p5', 'p6')));
    expect(cache.stats.sizeEvictions).toBeGreaterThan(0);
    expect(cache.bytes).toBeLessThanOrEqual(1_000);
    expect((await cache.get('d', answer('never'))).text).toBe(page('p5', 'p6').text);
    cache.clear();
    expect(cache.bytes).toBe(0);
  });

  it('keeps on its first miss, evicting others, an answer whose products are held already', async () => {
    const page = (...names: string[]) => okJson(names.map((name) => `"${name}${'.'.repeat(200)}"`));
    const full = async (cache: ResponseCache) => {
      cache.setEnabled(true);
      await cache.get('a', answer(page('p1', 'p2')));
      await cache.get('b', answer(page('p3', 'p4')));
      return cache;
    };
    const sized = await full(new ResponseCache(10_000));
    const cache = await full(new ResponseCache(sized.bytes + 10)); // 'a' and 'b' fill it
    expect(cache.size).toBe(2);

    // Its envelope alone does not fit, but it is all it adds: kept at once, 'a' going for room.
    await cache.get('c', answer(page('p1', 'p3')));
    expect(cache.stats).toMatchObject({ misses: 3, sizeEvictions: 1 });
    expect((await cache.get('c', answer('never'))).text).toBe(page('p1', 'p3').text);
    expect(cache.stats.misses).toBe(3);
    expect(cache.bytes).toBeLessThanOrEqual(sized.bytes + 10);

    // New products' texts would evict: kept only the second time, as any answer would be.
    await cache.get('d', answer(page('p5', 'p6')));
    expect(cache.stats.sizeEvictions).toBe(1);
    await cache.get('d', answer(page('p5', 'p6')));
    expect(cache.stats.sizeEvictions).toBeGreaterThan(1);
    expect((await cache.get('d', answer('never'))).text).toBe(page('p5', 'p6').text);
  });

  it('counts every read as a miss while it is off', async () => {
    const cache = new ResponseCache(0);
    await cache.get('a', answer(1));
    await cache.get('a', answer(1));
    expect(cache.stats).toEqual({ hits: 0, misses: 2, sizeEvictions: 0, changeEvictions: 0 });
  });
});
