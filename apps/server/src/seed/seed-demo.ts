import { sql } from 'drizzle-orm';
import type { Storage } from '../adapters/storage';
import type { Database, Executor } from '../db/client';
import {
  categories,
  productCategories,
  productSubCategories,
  products,
  subCategories,
  subCategoryCategories,
} from '../db/schema';
import { demoCatalogue } from './catalogue/demo-catalogue';
import { catalogueImages, catalogueRows } from './catalogue-rows';
import { renderSeedImages, seedImageKey } from './render-image';

export interface SeedResult {
  seeded: boolean;
  categories: number;
  subCategories: number;
  products: number;
}

// Any constant will do, as long as every process that may seed at start-up uses the same one.
const SEED_LOCK_KEY = 7_216_040_301;

/** Loads the demo catalogue into a database without categories; leaves any other database alone. */
export async function seedDemoCatalogue(db: Database, storage: Storage): Promise<SeedResult> {
  const skipped = { seeded: false, categories: 0, subCategories: 0, products: 0 };
  if (await hasCategories(db)) return skipped;

  // Rendering takes a moment and needs no database, so it stays outside the transaction.
  const urls = await renderSeedImages(catalogueImages(demoCatalogue), storage);
  const rows = catalogueRows(demoCatalogue, (image) => urls.get(seedImageKey(image))!, Date.now());

  return db.transaction(async (tx) => {
    // Several servers starting on one empty database would otherwise each load a catalogue.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasCategories(tx)) return skipped;
    await tx.insert(categories).values(rows.categories);
    await tx.insert(subCategories).values(rows.subCategories);
    await tx.insert(subCategoryCategories).values(rows.subCategoryCategories);
    await tx.insert(products).values(rows.products);
    await tx.insert(productCategories).values(rows.productCategories);
    await tx.insert(productSubCategories).values(rows.productSubCategories);
    return {
      seeded: true,
      categories: rows.categories.length,
      subCategories: rows.subCategories.length,
      products: rows.products.length,
    };
  });
}

async function hasCategories(db: Executor): Promise<boolean> {
  const found = await db.select({ id: categories.id }).from(categories).limit(1);
  return found.length > 0;
}
