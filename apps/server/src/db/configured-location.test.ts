import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configuredDatabaseLocation } from './configured-location';

const run = promisify(execFile);

describe('the configured database', () => {
  let parent: string;
  beforeAll(async () => {
    parent = await mkdtemp(path.join(tmpdir(), 'kirana-location-'));
  });
  afterAll(() => rm(parent, { recursive: true, force: true }));

  it('is PostgreSQL when DATABASE_URL is set, nothing made on disk', async () => {
    const dataDir = path.join(parent, 'unused');
    expect(await configuredDatabaseLocation({ databaseUrl: 'postgres://db/kirana', dataDir })).toEqual({
      url: 'postgres://db/kirana',
    });
  });

  // The server made DATA_DIR itself, the CLIs did not: `npm run import` before the first start failed (ENOENT).
  it.runIf(!process.env.DATABASE_URL)(
    'lets `npm run import` fill a DATA_DIR that does not exist yet',
    async () => {
      const dataDir = path.join(parent, 'fresh', 'data');
      const serverDir = path.resolve(__dirname, '../..');
      // Absolute: the CLI reads a relative path from where npm was started (INIT_CWD), not from here.
      const csv = path.join(serverDir, 'src/import/fixtures/bigbasket-sample.csv');
      const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/cli/import.ts', csv], {
        env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' },
        cwd: serverDir,
      });
      expect(stdout).toMatch(/imported/);
      expect(await configuredDatabaseLocation({ databaseUrl: undefined, dataDir })).toEqual({
        dataDir: path.join(dataDir, 'pglite'),
      });
    },
    120_000,
  );
});
