// `npm run bench [-- --pg] [--total 100000] [--duration 10] [--warmup 2] [--warmup-requests N]
//   [--connections 50] [--only search,suggest] [--cache on|off|both] [--cache-mb N] [--workers N] [--pin]
//   [--pin-database] [--total-only] [--existing <url>] [--accept-encoding <value>] [--cache-hits]
//   [--price-edits N] [--name-edits N] [--unpublish N]`:
// imports the BigBasket CSV into a fresh database, starts the built server on 127.0.0.1 and loads each
// catalogue, cart and order endpoint, then the ceiling route at the same response size. Prints figures and
// ratios; never passes or fails on time. `npm run build` first. Each read runs `--warmup` seconds unmeasured
// before its measured run (0: none; `--warmup-requests N`: N requests instead, so a cache's hit rate does
// not depend on the machine's speed). `--cache off` sets CATALOGUE_CACHE_MB=0 so every read reaches the
// database; `--cache-mb N` gives the cache on N MB instead of the server's default (64); `--workers N` sets
// WEB_CONCURRENCY (PostgreSQL only); `--pin` gives the server its own core(s) (N with --workers N) and
// keeps the load generator on the others (Linux, taskset), and `--pin-database` moves this machine's
// PostgreSQL there too, off the server's cores (as on a host of its own);
// `--total-only` skips the run at the CSV's size and measures only at `--total`; `--existing <postgres url>`
// loads a database already filled (a 1,000,000-product one takes minutes to generate) and leaves it as it is;
// `--accept-encoding gzip` asks every scenario's answers compressed, as a browser does (the ceiling route
// is still sent as it is: the cheapest answer of the same bytes on the wire); `--cache-hits` turns the server's
// /metrics on and reports the share of each read's requests the catalogue cache answered (metrics time every
// request and statement: a little more of the server's time a request); `--price-edits N` (PostgreSQL
// only) moves N random products' prices a second straight in the database while each read is warmed up and
// measured, as an admin repricing the store would, and `--name-edits N` adds a word to N random products'
// names a second or takes it off again, as an admin renaming them would (lib/catalogue-edits.mjs: both
// change the database's products); `--unpublish N` unpublishes products until N are (the same ones each run;
// an --existing database keeps them so) for the admin's search scenario, run as an account made admin by
// `npm run admin` (lib/catalogue-ids.mjs).
import os from 'node:os';
import { parseArgs } from 'node:util';
import { catalogueFixtures, indexRead, loggedIn, registered, shoppers } from './lib/api-client.mjs';
import { startEdits } from './lib/catalogue-edits.mjs';
import { publishedProductIds, unpublishAtLeast } from './lib/catalogue-ids.mjs';
import { longTailQueries, typedPrefixes } from './lib/long-tail-queries.mjs';
import { load, loadCeiling, printTable } from './lib/measure.mjs';
import { scenarios } from './lib/scenarios.mjs';
import {
  assertBuilt,
  databaseOptions,
  existingDatabase,
  freshDatabase,
  pinCores,
  pinDatabase,
  runCli,
  startServer,
} from './lib/server-process.mjs';

const { values } = parseArgs({
  options: {
    pg: { type: 'boolean', default: false },
    ...databaseOptions,
    total: { type: 'string' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    'warmup-requests': { type: 'string', default: '0' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    cache: { type: 'string', default: 'on' },
    'cache-mb': { type: 'string', default: '' },
    workers: { type: 'string', default: '1' },
    pin: { type: 'boolean', default: false },
    'pin-database': { type: 'boolean', default: false },
    'total-only': { type: 'boolean', default: false },
    existing: { type: 'string' },
    'accept-encoding': { type: 'string' },
    'cache-hits': { type: 'boolean', default: false },
    'price-edits': { type: 'string', default: '0' },
    'name-edits': { type: 'string', default: '0' },
    unpublish: { type: 'string', default: '0' },
  },
});
// `--only a,b`: the scenarios whose names hold any of the parts.
const only = values.only?.split(',').map((part) => part.trim());
const cacheModes = { on: ['on'], off: ['off'], both: ['on', 'off'] }[values.cache];
if (!cacheModes) throw new Error('--cache is on, off or both');
const acceptEncoding = values['accept-encoding'];
const options = {
  duration: Number(values.duration),
  connections: Number(values.connections),
  headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : undefined,
};
const warmup = Number(values.warmup);
// A warm-up of so many requests asks each of a long tail's keys as often however fast the machine is.
const warmupRequests = Number(values['warmup-requests']);
if (!Number.isInteger(warmupRequests) || warmupRequests < 0) throw new Error('--warmup-requests is a count');
const warmupRun = warmupRequests > 0 ? { amount: warmupRequests } : { duration: warmup };
const warmupLabel = warmupRequests > 0 ? `${warmupRequests} requests'` : `${warmup} s`;
// Edits a second of each kind (lib/catalogue-edits.mjs) made while each read runs.
const editRates = Object.entries({ price: values['price-edits'], name: values['name-edits'] }).map(
  ([kind, rate]) => [kind, Number(rate)],
);
for (const [kind, rate] of editRates) {
  if (!(rate >= 0 && rate <= 1000)) throw new Error(`--${kind}-edits is 0 to 1000 edits a second`);
  if (rate > 0 && !values.pg && !values.existing) throw new Error(`--${kind}-edits needs --pg or --existing`);
}
const editing = editRates.filter(([, rate]) => rate > 0);
const unpublish = Number(values.unpublish);
if (!Number.isInteger(unpublish) || unpublish < 0) throw new Error('--unpublish is a count of products');
const ORDER_SHOPPERS = 10;
const pinned = values.pin ? pinCores(Number(values.workers)) : null;
if (values['pin-database'] && !pinned) throw new Error('--pin-database goes with --pin');
const queries = longTailQueries(values.csv);
const longTail = { queries, prefixes: typedPrefixes(queries), productIds: [] };
let adminEmail;

assertBuilt();
const database = values.existing
  ? existingDatabase(values.existing)
  : await freshDatabase(values.pg ? values['pg-url'] : undefined);
try {
  console.log(
    `Kirana bench on ${database.label}; ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}` +
      (pinned ? `; server on core(s) ${pinned.server}, load generator on ${pinned.bench}` : '') +
      (values['pin-database'] ? ' with PostgreSQL' : ''),
  );
  if (!values.existing) {
    const importSeconds = await runCli('import', [values.csv], database.env);
    console.log(`  import took ${importSeconds.toFixed(1)} s (process start, migrations and the import)`);
  }
  adminEmail = await benchAdmin();
  if (!values.total || !values['total-only']) await benchAtCurrentSize();
  if (values.total) {
    const server = await startServer(database.env);
    const { totalProducts } = await catalogueFixtures(server.url);
    await server.stop();
    const missing = Number(values.total) - totalProducts;
    if (missing > 0) {
      const seconds = await runCli('generate', ['--count', String(missing)], database.env);
      console.log(`  generating ${missing} took ${seconds.toFixed(1)} s`);
    }
    await benchAtCurrentSize();
  }
} finally {
  await database.cleanup();
}

/** An account made admin by `npm run admin` (while no server runs: PGlite is one process's). */
async function benchAdmin() {
  const server = await startServer(database.env);
  const email = await registered(server.url, 'Bench Admin').finally(() => server.stop());
  if (!email) {
    console.log('  no admin account: registering was refused (its rate limit, after many runs?)');
    return undefined;
  }
  await runCli('admin', ['--email', email], database.env);
  return email;
}

async function benchAtCurrentSize() {
  if (unpublish > 0) {
    console.log(`  ${await unpublishAtLeast(database.env, unpublish)} products unpublished`);
  }
  longTail.productIds = await publishedProductIds(database.env);
  for (const cache of cacheModes) await benchServer(cache);
}

async function benchServer(cache) {
  const server = await startServer(
    {
      ...database.env,
      CATALOGUE_CACHE_MB: cache === 'on' ? values['cache-mb'] : '0',
      WEB_CONCURRENCY: values.workers,
    },
    { cpus: pinned?.server, metrics: values['cache-hits'] },
  );
  let unpinDatabase = () => {};
  try {
    // While the server runs: the import and the generator before it may use every core.
    if (values['pin-database']) unpinDatabase = pinDatabase(pinned.bench);
    const fixtures = await catalogueFixtures(server.url);
    for (const [index, label] of [
      ['postings', 'postings index'],
      ['suggestions', 'suggestion index'],
    ]) {
      const waited = await indexRead(server.url, index, { workers: Number(values.workers) });
      console.log(
        waited === undefined
          ? `  the ${label} was not read within 300 s: the database answers meanwhile`
          : waited === 'none'
            ? `  no ${label} kept (too many products): the database answers`
            : `  ${label} current after ${waited} s`,
      );
    }
    const users = await shoppers(server.url, 1 + ORDER_SHOPPERS);
    const adminToken = adminEmail && (await loggedIn(server.url, adminEmail));
    const rows = [];
    try {
      for (const scenario of scenarios(fixtures, users, longTail, adminToken)) {
        if (only && !only.some((part) => scenario.name.includes(part))) continue;
        if (scenario.missing) {
          rows.push({ name: scenario.name });
          continue;
        }
        const edits = [];
        for (const [kind, rate] of scenario.read ? editing : []) {
          edits.push([kind, await startEdits(database.env.DATABASE_URL, longTail.productIds, rate, kind)]);
        }
        const edited = [];
        let countsBefore;
        let cpuBefore;
        let result;
        try {
          // A new process compiles its hot paths during its first seconds, and the ceiling is measured
          // after the scenario: reads run unmeasured first, so both are compared warm. Writes are not
          // repeated.
          if (scenario.read && (warmupRequests > 0 || warmup > 0)) {
            await load(server.url, scenario, { ...options, ...warmupRun });
          }
          countsBefore = await server.cacheCounts();
          cpuBefore = server.cpuSeconds();
          result = await load(server.url, scenario, options);
        } finally {
          // Stopped whatever happens: its timer would keep this process running.
          for (const [kind, edit] of edits) edited.push(`${await edit.stop()} ${kind} edits`);
        }
        const cpuAfter = server.cpuSeconds();
        const countsAfter = await server.cacheCounts();
        if (cpuBefore !== undefined && cpuAfter !== undefined && result.requests > 0) {
          result.serverMicros = ((cpuAfter - cpuBefore) * 1e6) / result.requests;
        }
        if (countsBefore && countsAfter) {
          const hits = countsAfter.hits - countsBefore.hits;
          const reads = hits + countsAfter.misses - countsBefore.misses;
          if (reads > 0) result.cacheHits = hits / reads;
        }
        const ceiling = await loadCeiling(server.url, result.bytesPerResponse, options, result.connections);
        rows.push({ name: scenario.name, result, ceiling });
        console.log(
          `  ${scenario.name}: ${Math.round(result.rps)} req/s, ceiling ${Math.round(ceiling.rps)} req/s` +
            edited.map((count) => `, ${count}`).join(''),
        );
      }
    } catch (error) {
      // Keep what was measured: a server that dies mid-run is itself a finding.
      console.log(
        `  stopped: ${error.message}; server exit code ${server.exitCode() ?? 'none (still running)'}`,
      );
      console.log(server.lastOutput());
    }
    const title =
      `${database.label}, ${fixtures.totalProducts} products, cache ${cache}, ${values.workers} process(es), ` +
      `${options.duration} s per run, reads after ${warmupLabel} warm-up` +
      (values['pin-database'] ? ', database off the server cores' : '') +
      (acceptEncoding ? `, asking accept-encoding: ${acceptEncoding}` : '') +
      editing.map(([kind, rate]) => `, ${rate} ${kind} edits a second`).join('') +
      `, load ${os.loadavg()[0].toFixed(1)}`;
    printTable(title, rows);
  } finally {
    unpinDatabase();
    await server.stop();
  }
}
