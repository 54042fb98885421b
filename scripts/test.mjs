// `npm test`: unit and API tests, then the built app in a real browser. With DATABASE_URL set, every
// database-backed test runs on that PostgreSQL server (each file and the e2e run on a fresh database).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { chromiumPath } from './chromium.mjs';

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

run('npx', ['vitest', 'run']);
run('npm', ['run', 'build']);

if (!existsSync(chromiumPath)) {
  const message = `No browser at ${chromiumPath}: install Debian's chromium (apt-get install -y chromium) or set CHROME_PATH.`;
  if (ci) {
    console.error(`\nFAIL: ${message}`);
    process.exit(1);
  }
  console.warn(`\nSKIPPED the browser tests. ${message}`);
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
