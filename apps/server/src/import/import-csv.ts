import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { Database } from '../db/client';
import { bigbasketRowSchema, toCatalogueProduct } from './bigbasket-row';
import type { CatalogueProduct } from './catalogue-product';
import { catalogueWriter, vacuumCatalogue } from './catalogue-writer';

export interface Rejection {
  /** The file's line where the record ends (1 is the header). */
  line: number;
  message: string;
}

export interface ImportReport {
  rows: number;
  imported: number;
  updated: number;
  unchanged: number;
  rejected: Rejection[];
}

/** What csv-parse yields with `info: true`. */
interface CsvRecord {
  record: unknown;
  info: { lines: number };
}

export interface ImportOptions {
  batchSize?: number;
  onBatch?: (report: ImportReport) => void;
}

/**
 * Streams a BigBasket catalogue CSV into the database in batches: memory stays flat whatever the file size,
 * and a bad row is reported with its line instead of stopping the run.
 */
export async function importCsv(
  db: Database,
  input: Readable,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const batchSize = options.batchSize ?? 1000;
  const write = await catalogueWriter(db);
  const report: ImportReport = { rows: 0, imported: 0, updated: 0, unchanged: 0, rejected: [] };
  const firstLineOfKey = new Map<string, number>();
  let batch: CatalogueProduct[] = [];

  const flush = async () => {
    const counts = await write(batch);
    report.imported += counts.inserted;
    report.updated += counts.updated;
    report.unchanged += counts.unchanged;
    batch = [];
    options.onBatch?.(report);
  };

  const records = input.pipe(
    parse({ columns: true, info: true, bom: true, relax_column_count: true, skip_empty_lines: true }),
  );
  for await (const { record, info } of records as AsyncIterable<CsvRecord>) {
    report.rows++;
    const parsed = bigbasketRowSchema.safeParse(record);
    if (!parsed.success) {
      const message = parsed.error.issues
        .map((issue) => `${issue.path.join('.')} ${issue.message}`)
        .join('; ');
      report.rejected.push({ line: info.lines, message });
      continue;
    }
    const product = toCatalogueProduct(parsed.data);
    const firstLine = firstLineOfKey.get(product.key);
    if (firstLine !== undefined) {
      report.rejected.push({
        line: info.lines,
        message: `index ${parsed.data.index} repeats line ${firstLine}`,
      });
      continue;
    }
    firstLineOfKey.set(product.key, info.lines);
    batch.push(product);
    if (batch.length >= batchSize) await flush();
  }
  if (batch.length > 0) await flush();
  await vacuumCatalogue(db);
  return report;
}
