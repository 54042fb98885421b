// `npm test`: unit and API tests, then the built app in a real browser. With DATABASE_URL set, every
// database-backed test runs on that PostgreSQL server (each file and the e2e run on a fresh database).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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
if (!haveBrowser) {
  console.warn('\nSKIPPED the browser tests: no browser (see above for what to install).');
  process.exit(0);
}

const url = process.env.DATABASE_URL;
if (!url) {
  run('npx', ['playwright', 'test']);
} else {
  const name = `kirana_e2e_${process.pid}`;
  await withAdmin(url, (admin) => admin.query(`create database ${name}`));
  const e2eUrl = Object.assign(new URL(url), { pathname: `/${name}` }).toString();
  const result = spawnSync('npx', ['playwright', 'test'], {
    stdio: 'inherit',
    env: { ...process.env, E2E_DATABASE_URL: e2eUrl },
  });
  await withAdmin(url, (admin) => admin.query(`drop database if exists ${name} with (force)`));
  process.exit(result.status ?? 1);
}
