import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type CachedBody, ResponseCache } from './response-cache';

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

  it('counts every read as a miss while it is off', async () => {
    const cache = new ResponseCache(0);
    await cache.get('a', answer(1));
    await cache.get('a', answer(1));
    expect(cache.stats).toEqual({ hits: 0, misses: 2, sizeEvictions: 0, changeEvictions: 0 });
  });
});
