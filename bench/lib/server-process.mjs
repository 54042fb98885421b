// Prepares a fresh database, runs the built CLIs against it and starts/stops the built server.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = path.join(root, 'apps/server/dist');

export function assertBuilt() {
  for (const file of ['main.js', 'import.js', 'generate.js']) {
    if (!existsSync(path.join(dist, file))) {
      throw new Error(`apps/server/dist/${file} is missing: run \`npm run build\` first.`);
    }
  }
}

/** The `--pg-url` and `--csv` options every API bench takes (`parseArgs` form). */
export const databaseOptions = {
  'pg-url': {
    type: 'string',
    default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  },
  csv: {
    type: 'string',
    default: path.resolve(root, '../shared/data/bigbasket-products.csv'),
  },
};

/** A fresh DATA_DIR, and with `pgUrl` a fresh PostgreSQL database on that server; `cleanup` removes both. */
export async function freshDatabase(pgUrl) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kirana-bench-'));
  const env = { DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn', DATABASE_URL: '' };
  if (!pgUrl) return { env, label: 'PGlite', cleanup: () => rm(dataDir, { recursive: true, force: true }) };

  const name = `kirana_bench_${randomBytes(4).toString('hex')}`;
  const adminUrl = Object.assign(new URL(pgUrl), { pathname: '/postgres' }).toString();
  await withClient(adminUrl, (client) => client.query(`create database ${name}`));
  env.DATABASE_URL = Object.assign(new URL(pgUrl), { pathname: `/${name}` }).toString();
  return {
    env,
    label: 'PostgreSQL',
    cleanup: async () => {
      await withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A PostgreSQL database filled beforehand (`npm run generate`), benched as it is and never dropped. */
export function existingDatabase(url) {
  const dataDir = path.join(tmpdir(), `kirana-bench-${randomBytes(4).toString('hex')}`);
  return {
    env: { DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn', DATABASE_URL: url },
    label: 'PostgreSQL (existing database)',
    cleanup: () => rm(dataDir, { recursive: true, force: true }),
  };
}

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Runs apps/server/dist/<name>.js to completion, echoing its last line; resolves with the seconds taken. */
export function runCli(name, args, env) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(dist, `${name}.js`), ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const lines = output.split(/[\r\n]+/).filter(Boolean);
      const summary = lines.find((line) => /\d+ (rows|products) in /.test(line)) ?? lines.at(-1);
      console.log(`  ${name}: ${summary}`);
      if (code === 0) resolve((performance.now() - started) / 1000);
      else reject(new Error(`${name} exited with ${code}:\n${output}`));
    });
  });
}

/**
 * Splits the machine's cores: the server on the last `serverCores`, this process (the load generator) on
 * the rest, so autocannon no longer steals the server's core and inflates its tail latency.
 */
export function pinCores(serverCores = 1) {
  const cores = os.cpus().length;
  if (process.platform !== 'linux' || cores <= serverCores) {
    throw new Error(`--pin needs Linux and more than ${serverCores} core(s); this machine has ${cores}`);
  }
  const last = cores - 1;
  const benchCores = cores - serverCores - 1 === 0 ? '0' : `0-${cores - serverCores - 1}`;
  execFileSync('taskset', ['-cp', benchCores, String(process.pid)], { stdio: 'ignore' });
  return {
    bench: benchCores,
    server: serverCores === 1 ? String(last) : `${cores - serverCores}-${last}`,
  };
}

/**
 * Moves this machine's PostgreSQL (every `postgres` process; new backends inherit the postmaster's cores)
 * onto `cores`, off the server's: the ceiling route never waits on the database, so a database that shares
 * the server's core charges every read for work a production server would not do. Returns a function that
 * gives PostgreSQL every core again. Needs the database on this machine, and root or its owner.
 */
export function pinDatabase(cores) {
  const pids = readdirSync('/proc').filter((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      return readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres';
    } catch {
      return false; // ended meanwhile
    }
  });
  if (pids.length === 0) throw new Error('--pin-database needs PostgreSQL running on this machine');
  const setCores = (list) => {
    for (const pid of pids) execFileSync('taskset', ['-a', '-cp', list, pid], { stdio: 'ignore' });
  };
  setCores(cores);
  return () => setCores(`0-${os.cpus().length - 1}`);
}

/** Clock ticks a second, as /proc counts CPU time (CLK_TCK; 100 on Linux unless built otherwise). */
let ticksPerSecond;

/**
 * CPU seconds a process and every process it started (a server's workers) have used so far, from /proc;
 * undefined where there is none. CPU spent is what a build costs a request, whatever else the machine runs;
 * the req/s beside it move with whoever shares the cores.
 */
function treeCpuSeconds(rootPid) {
  if (!existsSync(`/proc/${rootPid}/stat`)) return undefined;
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  const processes = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Past the command's closing parenthesis: state, ppid, … utime (14th field) and stime (15th).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.push({
        pid: Number(entry),
        ppid: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // ended meanwhile
    }
  }
  const tree = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const { pid, ppid } of processes) {
      if (!tree.has(pid) && tree.has(ppid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  const ticks = processes.reduce((sum, { pid, ticks }) => sum + (tree.has(pid) ? ticks : 0), 0);
  return ticks / ticksPerSecond;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/**
 * Starts the built server on 127.0.0.1 with the ceiling route on; resolves once /api/health answers.
 * `cpus` ('1', '2-3') runs it under `taskset` on those cores only; `metrics` turns its /metrics on (and
 * with it the timing of every request and statement), for `cacheCounts`.
 */
export async function startServer(env, { cpus, metrics = false } = {}) {
  const port = await freePort();
  const metricsToken = metrics ? randomBytes(16).toString('hex') : '';
  const command = [process.execPath, path.join(dist, 'main.js')];
  if (cpus) command.unshift('taskset', '-c', cpus);
  const child = spawn(command[0], command.slice(1), {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BENCH_CEILING: '1',
      NODE_ENV: 'production',
      JWT_ACCESS_SECRET: randomBytes(32).toString('hex'),
      JWT_REFRESH_SECRET: randomBytes(32).toString('hex'),
      ...(metrics ? { METRICS_TOKEN: metricsToken } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Warnings and errors only (LOG_LEVEL=warn): kept to explain a server that stops mid-run.
  let lastOutput = '';
  child.stdout.on('data', (chunk) => {
    lastOutput = (lastOutput + chunk).slice(-2000);
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (waited > 60_000) throw new Error('the server did not answer /api/health within 60 s');
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    exitCode: () => child.exitCode ?? child.signalCode,
    lastOutput: () => lastOutput,
    /** CPU seconds the server and its workers have used (treeCpuSeconds); undefined off Linux. */
    cpuSeconds: () => treeCpuSeconds(child.pid),
    /** The catalogue cache's hits and misses so far, from the server's /metrics (`metrics` only). */
    cacheCounts: async () => {
      if (!metrics) return undefined;
      const response = await fetch(`${url}/metrics`, {
        headers: { authorization: `Bearer ${metricsToken}` },
      });
      const text = await response.text();
      const total = (name) => Number(text.match(new RegExp(`^${name} (\\S+)$`, 'm'))?.[1] ?? Number.NaN);
      return {
        hits: total('kirana_catalogue_cache_hits_total'),
        misses: total('kirana_catalogue_cache_misses_total'),
      };
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
