import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';
import { stores } from '../../db/schema';
import { StoreDirectory } from './store-directory';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

// Every catalogue read asks the directory for the stores: within its two seconds that must cost no query.
it('reads the stores once for every caller within its two seconds, again after them or a change here', async () => {
  let clock = 1_000_000;
  const directory = new StoreDirectory(database.db, () => clock);
  const before = await directory.defaultStore();
  // Another process renames the store: this process may show the old name for up to two seconds.
  await database.db.update(stores).set({ name: 'Renamed elsewhere' }).where(eq(stores.id, before.id));
  expect((await directory.defaultStore()).name).toBe(before.name);
  expect((await directory.stores()).map((store) => store.name)).toContain(before.name);
  clock += 2001;
  expect((await directory.defaultStore()).name).toBe('Renamed elsewhere');
  await database.db.update(stores).set({ name: 'Renamed here' }).where(eq(stores.id, before.id));
  // A change made through this process is seen at once.
  directory.changed();
  expect((await directory.defaultStore()).name).toBe('Renamed here');
});
