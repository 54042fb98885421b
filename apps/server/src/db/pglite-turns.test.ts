import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pglitePools } from './pglite-pool';
import { SLICE_MS, type TurnOptions } from './pglite-turns';

/**
 * Five requests of five statements each on one PGlite connection; how many statements ran between one
 * turn of the event loop and the next, the longest such stretch.
 */
async function longestStretch(client: PGlite, turns: TurnOptions): Promise<number> {
  const { pool, reads } = pglitePools(client, turns);
  let done = 0;
  const requests = Array.from({ length: 5 }, async () => {
    for (let step = 0; step < 5; step++) {
      const connection = await reads.connect();
      await connection.query('select $1::int as step', [step]);
      connection.release();
      done++;
    }
  });
  const atTurns: number[] = [];
  let running = true;
  const turn = () => {
    atTurns.push(done);
    if (running) setImmediate(turn);
  };
  setImmediate(turn);
  await Promise.all(requests);
  running = false;
  await pool.end();
  expect(done).toBe(25);
  const stretches = [...atTurns, done].map((count, at) => count - (atTurns[at - 1] ?? 0));
  return Math.max(...stretches);
}

// PGlite answers on this thread: statements chained without end would keep the event loop from reading
// new connections and requests until every request in flight was done; one turn per statement let 50
// connections' statements through one a turn.
describe('PGlite statements', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
  });
  afterAll(() => client.close());

  it('run back to back while their slice lasts', async () => {
    expect(await longestStretch(client, { now: () => 0 })).toBe(25);
  });

  it('let the event loop take a turn once a slice is spent', async () => {
    // A clock a millisecond later at every look: a slice holds about SLICE_MS statements.
    let clock = 0;
    const stretch = await longestStretch(client, { now: () => clock++ });
    expect(stretch).toBeGreaterThan(1);
    expect(stretch).toBeLessThanOrEqual(SLICE_MS);
  });

  it('take a turn before each statement with no slice', async () => {
    expect(await longestStretch(client, { sliceMs: 0 })).toBe(1);
  });
});
