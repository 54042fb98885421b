import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { queryRows } from './client';
import { type ChannelListener, LISTENER_NAME, sharedListening } from './notifications';

describe('one listening connection shared by a process', () => {
  it('opens it for the first listener, tells each when it can hear, and closes it after the last', async () => {
    let opened = 0;
    let closed = 0;
    let connection: ChannelListener | undefined;
    const listen = sharedListening(async (everyone) => {
      opened++;
      connection = everyone;
      everyone.onGap(true);
      return async () => void closed++;
    });
    const told: string[] = [];
    const listener = (name: string): ChannelListener => ({
      onMessage: (payload) => told.push(`${name} ${payload}`),
      onGap: (listening) => told.push(`${name} ${listening ? 'hears' : 'gap'}`),
    });
    const [stopA, stopB] = await Promise.all([listen(listener('a')), listen(listener('b'))]);
    connection?.onMessage('all');
    connection?.onGap(false);
    const stopC = await listen(listener('c'));
    connection?.onGap(true);
    expect(opened).toBe(1);
    expect(told).toEqual([
      'a hears',
      'b hears',
      'a all',
      'b all',
      'a gap',
      'b gap',
      'a hears',
      'b hears',
      'c hears',
    ]);
    await stopA();
    await stopB();
    expect(closed).toBe(0);
    await stopC();
    await stopC();
    expect(closed).toBe(1);
    await (await listen(listener('d')))();
    expect([opened, closed]).toEqual([2, 2]);
  });

  it('opens again for a listener that was joining while the last one stopped', async () => {
    let opened = 0;
    const listen = sharedListening(async (everyone) => {
      opened++;
      everyone.onGap(true);
      return async () => {};
    });
    const told: boolean[] = [];
    const stopFirst = await listen({ onMessage: () => {}, onGap: () => {} });
    const joining = listen({ onMessage: () => {}, onGap: (listening) => told.push(listening) });
    await stopFirst();
    await joining;
    expect(opened).toBe(2);
    expect(told).toEqual([true]);
  });

  it('lets a failed opening be tried again', async () => {
    let attempts = 0;
    const listen = sharedListening(async () => {
      if (++attempts === 1) throw new Error('database away');
      return async () => {};
    });
    const quiet: ChannelListener = { onMessage: () => {}, onGap: () => {} };
    await expect(listen(quiet)).rejects.toThrow('database away');
    await expect(listen(quiet)).resolves.toBeTypeOf('function');
    expect(attempts).toBe(2);
  });
});

describe.runIf(process.env.DATABASE_URL)('a server process on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('follows catalogue changes (cache, categories, search words) on one connection', async () => {
    const rows = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from pg_stat_activity
        where application_name = ${LISTENER_NAME} and datname = current_database()`,
    );
    expect(rows).toEqual([{ n: 1 }]);
  });
});
