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
    await cache.get('a', answer('x'.repeat(40), ['p1'])); // asked again: kept
    await cache.get('a', answer('never'));
    expect(cache.stats).toEqual({ hits: 2, misses: 2, sizeEvictions: 0, changeEvictions: 0 });

    for (const [key, body, productIds] of [
      ['b', 'y', ['p2']],
      ['c', 'z', []],
    ] as const) {
      await cache.get(key, answer(body.repeat(40), [...productIds]));
      await cache.get(key, answer(body.repeat(40), [...productIds]));
    }
    // 3 × 43 characters: 'a' went for room
    expect(cache.stats).toMatchObject({ misses: 6, sizeEvictions: 1 });
    expect(cache.bytes).toBeGreaterThan(60);

    cache.evictProducts(['p2', 'p1']);
    expect(cache.stats.changeEvictions).toBe(1);
    cache.clear();
    expect(cache.stats).toMatchObject({ changeEvictions: 2, sizeEvictions: 1 });
    expect(cache.bytes).toBe(0);
  });

  it('keeps an answer the second time its key misses, remembering a bounded number of keys', async () => {
    const cache = new ResponseCache(1_000_000);
    cache.setEnabled(true);
    let computed = 0;
    const count = async () => ({ payload: ++computed });
    for (let read = 0; read < 3; read++) await cache.get('a', count);
    expect(computed).toBe(2);
    expect(cache.stats).toMatchObject({ hits: 1, misses: 2 });

    // 1,000 keys asked once (the least it remembers): the memory starts again, 'b' is forgotten.
    await cache.get('b', count);
    for (let key = 0; key < 1_000; key++) await cache.get(`once ${key}`, count);
    expect(cache.size).toBe(1);
    await cache.get('b', count);
    expect(cache.size).toBe(1);
    await cache.get('b', count);
    expect(cache.size).toBe(2);
  });

  it('counts every read as a miss while it is off', async () => {
    const cache = new ResponseCache(0);
    await cache.get('a', answer(1));
    await cache.get('a', answer(1));
    expect(cache.stats).toEqual({ hits: 0, misses: 2, sizeEvictions: 0, changeEvictions: 0 });
  });
});
