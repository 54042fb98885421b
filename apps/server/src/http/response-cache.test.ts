import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache';

const answer =
  (payload: unknown, productIds: string[] = []) =>
  async () => ({ payload, productIds });

describe('ResponseCache stats (read by the metrics plugin)', () => {
  it('counts misses, hits (kept or in flight), and what is dropped for room or for a change', async () => {
    const cache = new ResponseCache(100);
    cache.setEnabled(true);
    await Promise.all([cache.get('a', answer('x'.repeat(40), ['p1'])), cache.get('a', answer('never'))]);
    await cache.get('a', answer('never'));
    expect(cache.stats).toEqual({ hits: 2, misses: 1, sizeEvictions: 0, changeEvictions: 0 });

    await cache.get('b', answer('y'.repeat(40), ['p2']));
    // 3 × 43 characters: 'c' would evict, so it is kept the second time it misses, and 'a' goes for room
    await cache.get('c', answer('z'.repeat(40)));
    expect(cache.stats).toMatchObject({ misses: 3, sizeEvictions: 0 });
    await cache.get('c', answer('z'.repeat(40)));
    expect(cache.stats).toMatchObject({ misses: 4, sizeEvictions: 1 });
    expect(cache.bytes).toBeGreaterThan(60);

    cache.evictProducts(['p2', 'p1']);
    expect(cache.stats.changeEvictions).toBe(1);
    cache.clear();
    expect(cache.stats).toMatchObject({ changeEvictions: 2, sizeEvictions: 1 });
    expect(cache.bytes).toBe(0);
  });

  it('keeps what would evict others only the second time its key misses, remembering a bounded number', async () => {
    const cache = new ResponseCache(100);
    cache.setEnabled(true);
    let computed = 0;
    const filler = (text: string) => async () => ({ payload: `${text}${++computed}`.padEnd(40, '.') });
    await cache.get('a', filler('a'));
    await cache.get('b', filler('b'));
    expect(cache.size).toBe(2); // both fit

    await cache.get('c', filler('c'));
    expect(cache.size).toBe(2); // 'c' would evict: remembered, not kept
    expect(await cache.get('b', filler('never'))).toMatchObject({ body: expect.stringContaining('b2') });
    await cache.get('c', filler('c'));
    expect(cache.size).toBe(2); // kept now, 'a' evicted
    expect(await cache.get('c', filler('never'))).toMatchObject({ body: expect.stringContaining('c4') });

    // 1,000 keys remembered (the least it holds): the memory starts again, 'd' is forgotten.
    await cache.get('d', filler('d'));
    for (let key = 0; key < 1_000; key++) await cache.get(`once ${key}`, filler('once'));
    await cache.get('d', filler('d'));
    expect(await cache.get('c', filler('never'))).toMatchObject({ body: expect.stringContaining('c4') });
    await cache.get('d', filler('d'));
    expect(await cache.get('d', filler('never'))).toMatchObject({ body: expect.stringContaining('d') });
    expect(computed).toBe(1_007);
  });

  it('counts every read as a miss while it is off', async () => {
    const cache = new ResponseCache(0);
    await cache.get('a', answer(1));
    await cache.get('a', answer(1));
    expect(cache.stats).toEqual({ hits: 0, misses: 2, sizeEvictions: 0, changeEvictions: 0 });
  });
});
