import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

// Generated artefacts are checked so they never drift: generating from db/schema/ must add nothing.
it('committed migrations match the schema', async () => {
  const scratch = await mkdtemp(path.join(tmpdir(), 'kirana-migrations-'));
  try {
    await cp(path.join(serverRoot, 'src/db/migrations'), scratch, { recursive: true });
    const before = await readdir(scratch);
    const { stdout } = await promisify(execFile)('npx', ['drizzle-kit', 'generate'], {
      cwd: serverRoot,
      env: { ...process.env, DRIZZLE_OUT: scratch },
    });
    expect(
      await readdir(scratch),
      `drizzle-kit generated a migration; run npm run db:generate:\n${stdout}`,
    ).toEqual(before);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}, 60_000);
