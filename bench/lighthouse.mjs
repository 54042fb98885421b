// `npm run bench:lighthouse [-- --runs 2] [--base http://127.0.0.1:3000] [--keep-json DIR]`: starts the
// built server on a fresh PGlite store with the demo catalogue, finds a listing and a product URL through
// the API, and runs Lighthouse (its default mobile preset, Debian's Chromium) on home, listing, product and
// search. Prints scores, CLS, LCP and TBT, and the audits that keep a category under its target. Never
// passes or fails on the numbers. `npm run build` first. `--base` measures an already running server.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { CATEGORIES, printFailing, printMedians, printTable, summarise } from './lib/lighthouse-report.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    base: { type: 'string' },
    port: { type: 'string', default: '3400' },
    'keep-json': { type: 'string' },
  },
});
const runs = Math.max(1, Number(values.runs) || 1);
const root = fileURLToPath(new URL('..', import.meta.url));
const CHROME_FLAGS = ['--headless', ...chromiumArgs];
if (!values.base) {
  for (const file of ['apps/server/dist/main.js', 'apps/web/dist/index.html']) {
    if (!existsSync(path.join(root, file))) {
      console.error(`${file} is missing: run \`npm run build\` first.`);
      process.exit(1);
    }
  }
}

const server = values.base ? null : await startServer(Number(values.port));
const base = (values.base ?? server.url).replace(/\/$/, '');
try {
  const pages = await findPages(base);
  const [load1, load5] = os.loadavg();
  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} ` +
      `(mobile preset) on ${base}; ${os.cpus().length} cores, load average ${load1.toFixed(2)} / ${load5.toFixed(2)}`,
  );
  for (const page of pages) console.log(`  ${page.name.padEnd(8)} ${page.path}`);

  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    for (const page of pages) {
      const lhr = await auditWithRetries(`${base}${page.path}`);
      if (!lhr.ok) {
        console.log(`  ${page.name} run ${run}: no result (${lhr.error})`);
        results.push({ page: page.name, run, scores: {}, failing: {} });
        continue;
      }
      if (values['keep-json']) {
        await mkdir(values['keep-json'], { recursive: true });
        await writeFile(path.join(values['keep-json'], `${page.name}-${run}.json`), JSON.stringify(lhr.lhr));
      }
      results.push({ page: page.name, run, ...summarise(lhr.lhr) });
    }
  }
  printTable(results);
  if (runs > 1) printMedians(results, pages);
  printFailing(results);
  console.log(
    `\nload average after: ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' / ')}`,
  );
} finally {
  await server?.stop();
}

/** The four pages of issue 6: a real listing and product come from the demo catalogue. */
async function findPages(baseUrl) {
  const post = async (url, body) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return (await response.json()).data;
  };
  const categories = await (await fetch(`${baseUrl}/api/category/get`)).json().then((body) => body.data);
  const subCategories = await post('/api/subcategory/get');
  // As the home grid does (docs/product-rules.md "Screens"): the first sub category that contains the category.
  let listing;
  for (const category of categories) {
    const sub = subCategories.find((s) => s.category.some((parent) => parent._id === category._id));
    if (sub) {
      listing = { category, sub };
      break;
    }
  }
  if (!listing) throw new Error('The catalogue has no sub category: is the demo catalogue seeded?');
  const { data: products } = await fetch(`${baseUrl}/api/product/get-pruduct-by-category-and-subcategory`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      categoryId: listing.category._id,
      subCategoryId: listing.sub._id,
      page: 1,
      limit: 8,
    }),
  }).then((response) => response.json());
  const product = products.find((p) => p.image?.length) ?? products[0];
  if (!product) throw new Error('The listing has no product');
  return [
    { name: 'home', path: '/' },
    { name: 'listing', path: `/${toSlug(listing.category)}/${toSlug(listing.sub)}` },
    { name: 'product', path: `/product/${toSlug(product)}` },
    { name: 'search', path: '/search?q=milk' },
  ];
}

// packages/shared/src/slugs.ts, which plain Node cannot import.
function toSlug({ name, _id }) {
  const slug = name
    .trim()
    .replace(/[\s,&]+/g, '-')
    .replace(/[%/?#\\]+/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
  return encodeURI(slug ? `${slug}-${_id}` : _id);
}

/** Lighthouse now and then fails to record a load (NO_NAVSTART, NO_FCP on a busy machine): try again. */
async function auditWithRetries(url, attempts = 3) {
  let error;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return { ok: true, lhr: await audit(url) };
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    }
  }
  return { ok: false, error };
}

/** One Lighthouse run in a fresh Chromium profile. */
async function audit(url) {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'kirana-lh-chrome-'));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: CHROME_FLAGS,
    userDataDir,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await chrome.kill();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

/** The built server on a fresh data folder (PGlite, demo catalogue), resolved once /api/health answers. */
async function startServer(port) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kirana-lh-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      JWT_ACCESS_SECRET: randomBytes(32).toString('hex'),
      JWT_REFRESH_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: 'admin@kirana.test',
      ADMIN_PASSWORD: 'admin-password-lh',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      WEB_CONCURRENCY: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  const exit = new Promise((resolve) => child.once('exit', resolve)).then((code) => {
    exited = true;
    return code;
  });
  const stop = async () => {
    if (!exited) child.kill('SIGTERM');
    await exit;
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited) {
      await stop();
      throw new Error(`the server exited with ${await exit} before answering /api/health`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`${url}/api/health did not answer within 120 s`);
}
