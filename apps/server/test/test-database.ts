import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { adminUrl, databaseUrlFor } from './postgres-urls';

/**
 * A migrated, empty database of its own for one test file: a PGlite loaded from the run's template dump,
 * or, with DATABASE_URL set, a fresh PostgreSQL database cloned from the run's template (dropped on close).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  const template = inject('templateDatabase');
  if (url && template) return openNewPostgres(url, 'kirana_t', `template ${template}`, 20);
  const dump = inject('pgliteDump');
  if (!dump) throw new Error('test/global-setup.ts did not prepare a template database');
  return openDatabase({ loadDataDir: new Blob([await readFile(dump)]) });
}

/**
 * An empty database of its own, not migrated (a migration's test migrates it step by step): PGlite in
 * memory, or with DATABASE_URL set a fresh PostgreSQL database (dropped on close).
 */
export async function openEmptyDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({});
  return openNewPostgres(url, 'kirana_m', '', 2);
}

/** A new PostgreSQL database on `url`'s server (`options` to its create statement), dropped on close. */
async function openNewPostgres(
  url: string,
  prefix: string,
  options: string,
  poolSize: number,
): Promise<DatabaseHandle> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withAdmin(url, (admin) => admin.query(`create database ${name} ${options}`));
  const handle = await openDatabase({ url: databaseUrlFor(url, name), poolSize });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdmin(url, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdmin<T>(url: string, run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}
