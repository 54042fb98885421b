import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { installMailOutbox } from '../src/mail/mail-outbox';
import { adminUrl, databaseUrlFor } from './postgres-urls';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: a migrated template database that each test file clones. */
    templateDatabase?: string;
    /** PGlite: a dump of a migrated database that each test file loads. */
    pgliteDump?: string;
  }
}

/** Migrates one template per run; test files get cheap copies of it (docs/decisions/0001-embedded-postgres-and-test-templates.md). */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `kirana_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const handle = await openDatabase({ url: databaseUrlFor(url, name), poolSize: 1 });
    await migrate(handle);
    await installMailOutbox(handle);
    await handle.close();
    project.provide('templateDatabase', name);
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'kirana-test-'));
  const handle = await openDatabase({});
  await migrate(handle);
  await installMailOutbox(handle);
  const dump = await handle.pglite!.dumpDataDir('none');
  await handle.close();
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  return () => rm(dir, { recursive: true, force: true });
}
