import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client';

// Beside this file in src/, and copied beside the bundle in dist/ by the build.
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the migrations not applied yet; `folder` lets a test stop at an earlier migration. */
export async function migrate(handle: DatabaseHandle, folder = migrationsFolder): Promise<void> {
  if (handle.pglite) {
    // PGlite's own driver: it runs a migration's statements together, as one exec.
    await migratePglite(drizzlePglite(handle.pglite), { migrationsFolder: folder });
  } else {
    await migrateNodePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  }
}
