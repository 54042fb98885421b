import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { diskStorage } from '../src/adapters/storage';
import { seedDemoCatalogue } from '../src/seed/seed-demo';
import { buildTestApp, type TestApp } from './build-test-app';

/**
 * A test app on the demo catalogue (its images in a folder of their own), the catalogue cache off: what
 * search's tests hold the database's answers and the judged queries against. `close` removes the images.
 */
export async function buildDemoCatalogueApp(): Promise<TestApp> {
  const t = await buildTestApp({ CATALOGUE_CACHE_MB: '0' });
  const uploads = await mkdtemp(path.join(tmpdir(), 'kirana-demo-catalogue-'));
  try {
    await seedDemoCatalogue(t.db, diskStorage(uploads));
  } catch (error) {
    await t.close();
    await rm(uploads, { recursive: true, force: true });
    throw error;
  }
  return {
    ...t,
    async close() {
      await t.close();
      await rm(uploads, { recursive: true, force: true });
    },
  };
}
