import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';

/** Object keys sorted at every depth, so the document's text changes only when the API does. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
}

/**
 * The OpenAPI document of the API, as docs/openapi.json holds it: built from the routes' zod schemas by
 * an app with production's routes (no card provider, so no test payment pages) on a throwaway database.
 */
export async function openApiDocument(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kirana-openapi-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PUBLIC_URL: 'http://localhost:3000',
    PAYMENT_PROVIDER: 'none',
  });
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    await migrate(database);
    const app = await buildApp({
      config,
      database,
      logger: false,
      mailWorker: false,
      secrets: { jwtAccessSecret: 'openapi-document-only', jwtRefreshSecret: 'openapi-document-only' },
      webDir: path.join(dataDir, 'no-web'),
    });
    try {
      await app.ready();
      return `${JSON.stringify(sortedKeys(app.swagger()), null, 2)}\n`;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
