import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from './client';

// PGlite answers on this thread: without a turn between statements, requests in flight would keep the
// event loop from reading new connections and requests until all of them were done.
describe.runIf(!process.env.DATABASE_URL)('PGlite statements', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it('let the event loop take a turn between them while five requests keep it busy', async () => {
    let done = 0;
    const requests = Array.from({ length: 5 }, async () => {
      for (let step = 0; step < 5; step++) {
        await handle.db.execute(sql`select ${step}::int as step`);
        done++;
      }
    });
    let doneAtTurn = -1;
    setImmediate(() => {
      doneAtTurn = done;
    });
    await Promise.all(requests);
    expect(done).toBe(25);
    expect(doneAtTurn).toBeGreaterThanOrEqual(0);
    expect(doneAtTurn).toBeLessThanOrEqual(5);
  });
});
