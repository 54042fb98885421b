// `npm test`: unit and API tests, then the built app in a real browser. With DATABASE_URL set, every
// database-backed test runs on that PostgreSQL server (each file and the e2e run on a fresh database).
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { BROWSER_CANDIDATES, findBrowser } from './chromium.mjs';

const ci = process.env.CI === 'true' || process.env.CI === '1';

function run(command, args, env = process.env) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function withAdmin(url, work) {
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Root on Debian (or Ubuntu) may install Debian's chromium itself; anyone else is told what to install. */
const canInstallChromium = () =>
  !process.env.CHROME_PATH &&
  process.getuid?.() === 0 &&
  existsSync('/etc/debian_version') &&
  existsSync('/usr/bin/apt-get');

function ensureBrowser() {
  if (findBrowser()) return true;
  if (canInstallChromium()) {
    console.log(
      "\nNo Chromium or Chrome found: installing Debian's chromium with apt-get (running as root on Debian).",
    );
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', 'chromium'], { ...process.env, DEBIAN_FRONTEND: 'noninteractive' });
    if (findBrowser()) return true;
  }
  const looked = process.env.CHROME_PATH
    ? `CHROME_PATH=${process.env.CHROME_PATH}`
    : BROWSER_CANDIDATES.join(', ');
  const message = [
    `No browser for the browser tests (looked at ${looked}).`,
    'Install one: on Debian or Ubuntu `sudo apt-get install -y chromium`; elsewhere install Google Chrome or Chromium',
    'and set CHROME_PATH to its executable.',
  ].join('\n');
  if (ci) {
    console.error(`\nFAIL: ${message}`);
    process.exit(1);
  }
  console.warn(`\nThe browser tests will be SKIPPED. ${message}`);
  return false;
}

// Before the long unit run, so a missing browser is said (or installed) at once.
const haveBrowser = ensureBrowser();
run('npx', ['vitest', 'run']);
run('npm', ['run', 'build']);
// The storefront's first-load JS stays under its budget (bench/web-size.mjs).
run('node', ['bench/web-size.mjs', '--check']);
if (!haveBrowser) {
  console.warn('\nSKIPPED the browser tests: no browser (see above for what to install).');
  process.exit(0);
}

/** A port nobody listens on now: concurrent runs on one machine (other checkouts) never share a server. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_SMTP_PORT ??= String(await freePort());

const url = process.env.DATABASE_URL;
const e2eEnv = { ...process.env };
let dropDatabase = async () => {};
if (url) {
  const name = `kirana_e2e_${process.pid}`;
  await withAdmin(url, (admin) => admin.query(`create database ${name}`));
  e2eEnv.E2E_DATABASE_URL = Object.assign(new URL(url), { pathname: `/${name}` }).toString();
  dropDatabase = () => withAdmin(url, (admin) => admin.query(`drop database if exists ${name} with (force)`));
}
console.log(`\n> npx playwright test (store on port ${process.env.E2E_PORT})`);
const result = spawnSync('npx', ['playwright', 'test'], { stdio: 'inherit', env: e2eEnv });
await dropDatabase();
// The store's data folder of this run (playwright.config.ts); the next run on this port starts afresh anyway.
rmSync(path.resolve('.e2e-data', process.env.E2E_PORT), { recursive: true, force: true });
process.exit(result.status ?? 1);
