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
    await cache.get('c', answer('z'.repeat(40))); // 3 × 43 characters: 'a' goes for room
    expect(cache.stats).toMatchObject({ misses: 3, sizeEvictions: 1 });
    expect(cache.bytes).toBeGreaterThan(60);

    cache.evictProducts(['p2', 'p1']);
    expect(cache.stats.changeEvictions).toBe(1);
    cache.clear();
    expect(cache.stats).toMatchObject({ changeEvictions: 2, sizeEvictions: 1 });
    expect(cache.bytes).toBe(0);
  });

  it('counts every read as a miss while it is off', async () => {
    const cache = new ResponseCache(0);
    await cache.get('a', answer(1));
    await cache.get('a', answer(1));
    expect(cache.stats).toEqual({ hits: 0, misses: 2, sizeEvictions: 0, changeEvictions: 0 });
  });
});
