import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client';

// Beside this file in src/, and copied beside the bundle in dist/ by the build.
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the migrations not applied yet; `folder` lets a test stop at an earlier migration. */
export async function migrate(handle: DatabaseHandle, folder = migrationsFolder): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  } else {
    await migrateNodePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  }
}
