import { loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { configuredDatabaseLocation } from '../db/configured-location';
import { migrate } from '../db/migrate';

/** Opens and migrates the database the server would use (DATABASE_URL, else PGlite in DATA_DIR), for CLIs. */
export async function withConfiguredDatabase<T>(run: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase(await configuredDatabaseLocation(config));
  try {
    await migrate(database);
    return await run(database);
  } finally {
    await database.close();
  }
}
