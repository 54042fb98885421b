import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import { createStorage } from './adapters/create-storage';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig, paymentWarning } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { configuredDatabaseLocation } from './db/configured-location';
import { migrate } from './db/migrate';
import { waitForDatabase } from './db/wait-for-database';
import { installMailOutbox } from './mail/mail-outbox';
import { type Collect, clusterExposition, startMetricsServer } from './metrics/metrics-server';
import { configureDefaultStore } from './modules/store/default-store';
import { ensureAdmin } from './modules/user/admin-account';
import { resolveSecrets } from './secrets';
import { seedDemoCatalogue } from './seed/seed-demo';

type AdminAccount = Awaited<ReturnType<typeof ensureAdmin>>;

async function main(): Promise<void> {
  const config = loadConfig();
  const warning = paymentWarning(config);
  if (warning && cluster.isPrimary) console.warn(`\n  ${warning}\n`);
  const workers = config.webConcurrency;
  if (workers > 1 && !config.databaseUrl) {
    console.warn(
      `WEB_CONCURRENCY=${workers} ignored: the embedded PGlite database lives in one process. ` +
        'Set DATABASE_URL to a PostgreSQL server to run several.',
    );
  }
  if (workers > 1 && config.databaseUrl) {
    if (cluster.isPrimary) return runPrimary(config, workers);
    await serve(config, await openServerDatabase(config));
    return;
  }
  const database = await openServerDatabase(config);
  const admin = await prepare(config, database);
  await serve(config, database);
  printBanner(config, database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL', admin);
}

async function openServerDatabase(config: Config): Promise<DatabaseHandle> {
  return openDatabase(await configuredDatabaseLocation(config));
}

/** Once per start, before any request: schema, secrets file, demo catalogue, admin account. */
async function prepare(config: Config, database: DatabaseHandle): Promise<AdminAccount> {
  await resolveSecrets(config);
  await waitForDatabase(database);
  await migrate(database);
  await installMailOutbox(database);
  await configureDefaultStore(database.db, config.defaultStore);
  if (config.seedDemo) {
    const seeded = await seedDemoCatalogue(database.db, createStorage(config));
    if (seeded.seeded) {
      console.log(`Demo catalogue loaded: ${seeded.categories} categories, ${seeded.products} products`);
    }
  }
  return ensureAdmin(database.db, config.adminEmail, config.adminPassword);
}

async function serve(config: Config, database: DatabaseHandle): Promise<void> {
  const secrets = await resolveSecrets(config);
  const storage = createStorage(config);
  const app = await buildApp({ config, secrets, database, storage, webDir: config.webDir });
  // A cluster worker's metrics are served by the primary.
  const metricsServer =
    app.metrics && !cluster.isWorker ? await serveMetrics(config, app.metrics.collect) : undefined;
  closeWithGrace({ delay: 10_000, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info(`${signal} received, finishing in-flight requests`);
    await metricsServer?.close();
    await app.close();
    await database.close();
  });
  await app.listen({ port: config.port, host: config.host });
}

/** METRICS_PORT: /metrics on a port of its own (metrics/metrics-server.ts); nothing without it. */
async function serveMetrics(config: Config, collect: Collect) {
  const { metrics } = config;
  if (metrics?.port === undefined) return undefined;
  return startMetricsServer({ ...metrics, port: metrics.port, collect, logLevel: config.logLevel });
}

/**
 * WEB_CONCURRENCY=N on PostgreSQL: this process prepares the database once, then N workers share the
 * port (node:cluster hands out connections). A worker that dies is replaced; SIGTERM or SIGINT stops
 * the workers gracefully, then this process. Caches follow the database's change notifications in each
 * worker; rate-limit counters live in the database (or Redis), shared by all.
 */
async function runPrimary(config: Config, workers: number): Promise<void> {
  const database = await openServerDatabase(config);
  const admin = await prepare(config, database);
  await database.close();
  // Every worker's metrics, summed: on METRICS_PORT here, or through a worker's public /metrics.
  if (config.metrics) await serveMetrics(config, clusterExposition());

  let stopping = false;
  let listening = 0;
  const fork = () =>
    cluster.fork().once('listening', () => {
      if (++listening === workers) printBanner(config, `PostgreSQL, ${workers} worker processes`, admin);
    });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(fork, RESPAWN_DELAY_MS);
  });
  for (let i = 0; i < workers; i++) fork();

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const running = Object.values(cluster.workers ?? {});
    let left = running.length;
    if (left === 0) process.exit(0);
    for (const worker of running) {
      worker?.once('exit', () => --left === 0 && process.exit(0));
      worker?.process.kill(signal);
    }
  };
  process.on('SIGTERM', stop).on('SIGINT', stop);
}

const RESPAWN_DELAY_MS = 1000;

const CARD_PAYMENTS = {
  stripe: 'Stripe',
  test: 'built-in test provider (no real money moves)',
  none: 'off (cash on delivery only; set STRIPE_SECRET_KEY to take cards)',
} as const;

function printBanner(config: Config, database: string, admin: AdminAccount): void {
  const lines = [`Kirana is running on ${config.publicUrl} (database: ${database})`];
  lines.push(`Card payments: ${CARD_PAYMENTS[config.payment.provider]}`);
  const { metrics } = config;
  if (metrics?.port) lines.push(`Metrics: http://${metrics.host}:${metrics.port}/metrics`);
  else if (metrics) lines.push(`Metrics: ${config.publicUrl}/metrics, with the bearer METRICS_TOKEN`);
  const warning = paymentWarning(config);
  if (warning) lines.push(warning);
  if (admin) {
    const password = admin.generatedPassword
      ? `password ${admin.generatedPassword} (generated now; shown once, change it after logging in)`
      : admin.created || admin.promoted
        ? 'password from ADMIN_PASSWORD'
        : 'existing account, password unchanged';
    lines.push(`Admin: ${admin.email} / ${password}`);
    if (admin.promoted) {
      lines.push(
        '  (an existing account was made the admin: its password was replaced and its sessions ended)',
      );
    }
  }
  console.log(`\n${lines.map((line) => `  ${line}`).join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Kirana failed to start:', error);
  }
  process.exit(1);
});
