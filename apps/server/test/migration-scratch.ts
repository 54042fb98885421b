import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { type DatabaseHandle, queryRows } from '../src/db/client';
import { migrate, migrationsFolder } from '../src/db/migrate';
import { openEmptyDatabase } from './test-database';

/**
 * An empty database of its own (PGlite, or PostgreSQL when DATABASE_URL is set) to migrate step by step:
 * a migration's test fills it as an earlier version left it, then migrates the rest of the way.
 */
export interface MigrationScratch {
  handle: DatabaseHandle;
  /** Applies the migrations up to and including `lastTag` (a journal tag, '0003_newest_links'). */
  migrateUpTo(lastTag: string): Promise<void>;
  /** Applies every migration left. */
  migrateAll(): Promise<void>;
  /** Rows of a raw query: both drivers answer `{ rows }`. */
  query<T>(statement: SQL): Promise<T[]>;
  close(): Promise<void>;
}

export async function openMigrationScratch(): Promise<MigrationScratch> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'kirana-migration-'));
  const handle = await openEmptyDatabase();

  /** The migrations folder with its journal cut after `lastTag`. */
  const migrationsUpTo = async (lastTag: string) => {
    const folder = path.join(scratch, `migrations-${lastTag}`);
    await cp(migrationsFolder, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta/_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
    if (last < 0) throw new Error(`no migration ${lastTag}`);
    journal.entries = journal.entries.slice(0, last + 1);
    await writeFile(journalFile, JSON.stringify(journal));
    return folder;
  };

  return {
    handle,
    migrateUpTo: async (lastTag) => migrate(handle, await migrationsUpTo(lastTag)),
    migrateAll: () => migrate(handle),
    query: <T>(statement: SQL) => queryRows<T>(handle.db, statement),
    close: async () => {
      await handle.close();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}
