import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import type { DatabaseOptions } from './client';

/**
 * Where the server and its CLIs find the database: DATABASE_URL, else PGlite in DATA_DIR/pglite. DATA_DIR
 * is made when missing (PGlite makes its own folder, not the ones above it), so `npm run import` works on a
 * fresh clone before the first `npm start`.
 */
export async function configuredDatabaseLocation(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): Promise<DatabaseOptions> {
  if (config.databaseUrl) return { url: config.databaseUrl };
  await mkdir(config.dataDir, { recursive: true });
  return { dataDir: path.resolve(config.dataDir, 'pglite') };
}
