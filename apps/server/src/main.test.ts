import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const children: ChildProcess[] = [];

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env },
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  return { child, exited, output: () => output };
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

// The real entry point, as `npm start` runs it (on the embedded database): start-up errors, health, and a
// clean SIGTERM.
describe('main', () => {
  it('refuses to start on a bad variable and names it', async () => {
    const run = start({ PORT: 'eighty' });
    const [code] = await run.exited;
    expect(code).toBe(1);
    expect(run.output()).toContain('PORT');
  }, 30_000);

  it('serves /api/health, then stops cleanly on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kirana-main-'));
    const port = await freePort();
    const run = start({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
    try {
      const health = await poll(`http://127.0.0.1:${port}/api/health`, 60_000);
      expect(health).toMatchObject({ success: true, data: { database: 'up' } });
      expect(run.output()).toMatch(/Admin: admin@kirana\.local \/ password \S+/);
      run.child.kill('SIGTERM');
      const [code] = await run.exited;
      expect(code).toBe(0);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});

async function poll(url: string, timeoutMs: number): Promise<unknown> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return res.json();
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
