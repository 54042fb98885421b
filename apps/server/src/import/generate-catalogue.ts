import type { Database } from '../db/client';
import { catalogueWriter, vacuumCatalogue, type WriteCounts } from './catalogue-writer';
import { syntheticProduct } from './synthetic-product';

export interface GenerateOptions {
  count: number;
  batchSize?: number;
  onBatch?: (done: number) => void;
}

/** Writes synthetic products 1..count in batches; a larger count later adds only the missing ones. */
export async function generateCatalogue(db: Database, options: GenerateOptions): Promise<WriteCounts> {
  const batchSize = options.batchSize ?? 1000;
  const write = await catalogueWriter(db);
  const total: WriteCounts = { inserted: 0, updated: 0, unchanged: 0 };
  for (let first = 1; first <= options.count; first += batchSize) {
    const size = Math.min(batchSize, options.count - first + 1);
    const counts = await write(Array.from({ length: size }, (_, i) => syntheticProduct(first + i)));
    total.inserted += counts.inserted;
    total.updated += counts.updated;
    total.unchanged += counts.unchanged;
    options.onBatch?.(first + size - 1);
  }
  await vacuumCatalogue(db);
  return total;
}
