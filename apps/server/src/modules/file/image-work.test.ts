import { describe, expect, it } from 'vitest';
import { queueImageWork } from './image-work';

describe('queueImageWork', () => {
  it('runs one image at a time, queues 16 more and refuses the next with 503', async () => {
    let release!: () => void;
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const first = queueImageWork(
      () =>
        new Promise<string>((resolve) => {
          started();
          release = () => resolve('first');
        }),
    );
    await running;

    const order: number[] = [];
    const waiting = Array.from({ length: 16 }, (_, index) =>
      queueImageWork(async () => {
        order.push(index);
        return index;
      }),
    );
    await expect(queueImageWork(async () => 'one too many')).rejects.toMatchObject({
      statusCode: 503,
      headers: { 'retry-after': '5' },
    });
    // Nothing queued has started while the first image is still being processed.
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([]);

    release();
    expect(await first).toBe('first');
    expect(await Promise.all(waiting)).toEqual([...Array(16).keys()]);
    expect(order).toEqual([...Array(16).keys()]);
    expect(await queueImageWork(async () => 'room again')).toBe('room again');
  });
});
