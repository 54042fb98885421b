import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { createStorage } from './adapters/create-storage';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { ensureAdmin } from './modules/user/admin-account';
import { resolveSecrets } from './secrets';
import { seedDemoCatalogue } from './seed/seed-demo';

async function main(): Promise<void> {
  const config = loadConfig();
  const secrets = await resolveSecrets(config);
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.resolve(config.dataDir, 'pglite'),
  });
  await migrate(database);

  const storage = createStorage(config);
  const app = await buildApp({ config, secrets, database, storage, webDir: config.webDir });

  if (config.seedDemo) {
    const seeded = await seedDemoCatalogue(database.db, storage);
    if (seeded.seeded) {
      app.log.info(
        seeded,
        `demo catalogue loaded: ${seeded.categories} categories, ${seeded.products} products`,
      );
    }
  }
  const admin = await ensureAdmin(database.db, config.adminEmail, config.adminPassword);

  closeWithGrace({ delay: 10_000, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info(`${signal} received, finishing in-flight requests`);
    await app.close();
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
  printBanner(config.publicUrl, database.kind, admin);
}

function printBanner(url: string, kind: string, admin: Awaited<ReturnType<typeof ensureAdmin>>): void {
  const lines = [
    `Kirana is running on ${url} (database: ${kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'})`,
  ];
  if (admin) {
    const password = admin.generatedPassword
      ? `password ${admin.generatedPassword} (generated now; shown once, change it after logging in)`
      : admin.created
        ? 'password from ADMIN_PASSWORD'
        : 'existing account, password unchanged';
    lines.push(`Admin: ${admin.email} / ${password}`);
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
