import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process';

const run = promisify(execFile);
const BIN = '/usr/lib/postgresql/15/bin';

/** Debian's PostgreSQL 15 server binaries (package postgresql-15), which the outage tests drive. */
export const hasPostgresServer = existsSync(`${BIN}/initdb`) && existsSync(`${BIN}/pg_ctl`);

export interface ThrowawayPostgres {
  url: string;
  /** A fast restart, as a failover or a minor upgrade does: every connection is cut. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL cluster of the test's own, in a temporary folder on a free port, that it may stop and
 * restart at will. The server refuses to run as root: as root it runs as the `postgres` user.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kirana-pg-'));
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout), Number(gid));
  }
  const as = (command: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
  const port = await freePort();
  const data = path.join(dir, 'data');
  await as(`${BIN}/initdb`, ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`;
  const pgCtl = (...args: string[]) => as(`${BIN}/pg_ctl`, ['-D', data, '-w', ...args]);
  // With a log file the server does not hold on to this process's output pipes, so pg_ctl's call returns.
  const log = path.join(dir, 'log');
  const start = async () => void (await pgCtl('-l', log, '-o', options, 'start'));
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async () => void (await pgCtl('-m', 'fast', '-l', log, '-o', options, 'restart')),
    stop: async () => void (await pgCtl('-m', 'fast', 'stop')),
    start,
    destroy: async () => {
      await pgCtl('-m', 'immediate', 'stop').catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
