import { setTimeout as sleep } from 'node:timers/promises';
import type { DatabaseHandle } from './client';

/**
 * At start, a PostgreSQL server that is not up yet (booting beside the store, failing over) is waited for,
 * with growing pauses, saying so on the console; after `timeoutMs` start-up fails with the last reason.
 */
export async function waitForDatabase(
  database: DatabaseHandle,
  { timeoutMs = 60_000, log = console.warn } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 1; ; attempt++) {
    try {
      await database.ping();
      if (attempt > 1) log('The database answers now.');
      return;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (Date.now() >= deadline) {
        throw new Error(`The database did not answer within ${Math.round(timeoutMs / 1000)} s: ${reason}`);
      }
      log(`Waiting for the database (attempt ${attempt}): ${reason}`);
      await sleep(Math.min(5000, 250 * 2 ** attempt));
    }
  }
}
