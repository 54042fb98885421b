import path from 'node:path';
import { loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { migrate } from '../db/migrate';

/** Opens and migrates the database the server would use (DATABASE_URL, else PGlite in DATA_DIR), for CLIs. */
export async function withConfiguredDatabase<T>(run: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.resolve(config.dataDir, 'pglite'),
  });
  try {
    await migrate(database);
    return await run(database);
  } finally {
    await database.close();
  }
}
