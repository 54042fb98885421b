import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<[number | null, NodeJS.Signals | null]>;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
}

/** The real entry point, as `npm start` runs it (through tsx); the caller kills it (killAll in afterEach). */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env },
  });
  started.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  return { child, exited, output: () => output };
}

const started: ChildProcess[] = [];

export function killAll(): void {
  for (const child of started.splice(0)) child.kill('SIGKILL');
}

/** GETs `url` until it answers 2xx (its JSON), or throws after `timeoutMs`. */
export async function poll(url: string, timeoutMs: number): Promise<unknown> {
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
