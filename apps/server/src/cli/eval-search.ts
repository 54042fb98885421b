import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { importCsv } from '../import/import-csv';
import { judgedQueries } from '../modules/search/eval/judged-queries';
import { mean } from '../modules/search/eval/relevance';
import { type QueryOutcome, runJudgedQueries } from '../modules/search/eval/run-judged-queries';
import { resolveSecrets } from '../secrets';

/**
 * `npm run eval:search [-- --pg] [--csv file] [--show all|misses] [--only kind]`: imports the BigBasket
 * catalogue into a fresh database (PGlite, or a new PostgreSQL database with --pg), asks the search
 * endpoint every judged query (modules/search/eval/judged-queries.ts) with the catalogue cache off, and
 * prints P@10, MRR and latency per query, per kind and overall.
 */
const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');
const { values } = parseArgs({
  options: {
    pg: { type: 'boolean', default: false },
    'pg-url': {
      type: 'string',
      default: process.env.EVAL_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    csv: { type: 'string', default: path.resolve(repositoryRoot, '../shared/data/bigbasket-products.csv') },
    show: { type: 'string', default: 'misses' },
    only: { type: 'string' },
  },
});

const dataDir = await mkdtemp(path.join(tmpdir(), 'kirana-eval-'));
const databaseName = `kirana_eval_${randomBytes(4).toString('hex')}`;
const adminUrl = values['pg-url'] as string;
const databaseUrl = values.pg
  ? Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString()
  : undefined;

async function onPostgres(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;

function report(outcomes: QueryOutcome[]) {
  const show = values.show;
  for (const outcome of outcomes) {
    const miss = outcome.precisionAt10 < 1;
    const line = `${outcome.precisionAt10.toFixed(2).padStart(5)} ${outcome.reciprocalRank.toFixed(2).padStart(5)} ${outcome.milliseconds.toFixed(1).padStart(6)} ms  ${outcome.query.kind.padEnd(10)} ${outcome.query.query}${outcome.correctedSearch ? ` → ${outcome.correctedSearch}` : ''} (${outcome.relevantInCatalogue} relevant)`;
    console.log(line);
    if (show === 'all' || (show === 'misses' && miss)) {
      for (const result of outcome.top) console.log(`        ${result.relevant ? '✓' : '✗'} ${result.name}`);
    }
  }
  const kinds = [...new Set(outcomes.map((outcome) => outcome.query.kind))];
  console.log('\nkind          queries   P@10    MRR   p50 ms  p95 ms  max ms');
  for (const kind of [...kinds, 'overall']) {
    const group = kind === 'overall' ? outcomes : outcomes.filter((outcome) => outcome.query.kind === kind);
    const times = group.map((outcome) => outcome.milliseconds);
    console.log(
      `${kind.padEnd(12)} ${String(group.length).padStart(8)} ${mean(group.map((o) => o.precisionAt10))
        .toFixed(3)
        .padStart(6)} ${mean(group.map((o) => o.reciprocalRank))
        .toFixed(3)
        .padStart(
          6,
        )} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 95).toFixed(1).padStart(7)} ${Math.max(
        ...times,
      )
        .toFixed(1)
        .padStart(7)}`,
    );
  }
}

try {
  if (databaseUrl) await onPostgres(`create database ${databaseName}`);
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    CATALOGUE_CACHE_MB: '0',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  });
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(dataDir, 'pglite'),
  });
  await migrate(database);
  const started = performance.now();
  const imported = await importCsv(database.db, createReadStream(values.csv as string));
  console.log(
    `Imported ${imported.imported} products into ${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const app = await buildApp({
    config,
    secrets: await resolveSecrets(config),
    database,
    mailWorker: false,
    logger: false,
  });
  await app.ready();
  const queries = values.only ? judgedQueries.filter((query) => query.kind === values.only) : judgedQueries;
  // One pass to warm up what any first request pays (prepared statements, the planner's caches).
  await runJudgedQueries(app, database.db, queries.slice(0, 5));
  report(await runJudgedQueries(app, database.db, queries));
  await app.close();
  await database.close();
} finally {
  if (databaseUrl) await onPostgres(`drop database if exists ${databaseName} with (force)`);
  await rm(dataDir, { recursive: true, force: true });
}
