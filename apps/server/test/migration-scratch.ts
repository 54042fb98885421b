import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { migrate, migrationsFolder } from '../src/db/migrate';
import { adminUrl, databaseUrlFor } from './postgres-urls';

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
  const url = process.env.DATABASE_URL;
  let handle: DatabaseHandle;
  let dropDatabase = async () => {};
  if (!url) {
    handle = await openDatabase({});
  } else {
    const name = `kirana_m_${randomBytes(6).toString('hex')}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: adminUrl(url) });
      await client.connect();
      await client.query(statement).finally(() => client.end());
    };
    await admin(`create database ${name}`);
    handle = await openDatabase({ url: databaseUrlFor(url, name), poolSize: 2 });
    dropDatabase = () => admin(`drop database if exists ${name} with (force)`);
  }

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
    query: async <T>(statement: SQL) =>
      ((await handle.db.execute(statement)) as unknown as { rows: T[] }).rows,
    close: async () => {
      await handle.close();
      await dropDatabase();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}
