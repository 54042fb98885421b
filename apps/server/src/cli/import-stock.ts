import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { MAX_STOCK_CSV_CHARS } from '@kirana/shared/store';
import { HttpError } from '../http/http-error';
import { withConfiguredDatabase } from '../import/configured-database';
import { importStoreStock } from '../modules/store/store-stock.service';

/**
 * `npm run import:stock -- <store-code> stock.csv` sets a store's stock from a CSV file with a header naming
 * `product_id` and `stock` (docs/operations.md "Stores and stock"), all of it in one transaction.
 */
const [code, argument] = process.argv.slice(2);
if (!code || !argument) {
  console.error('Usage: npm run import:stock -- <store-code> <file.csv>');
  process.exit(2);
}
// `npm run -w` runs in apps/server; a relative path means relative to where the user typed the command.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), argument);
if ((await stat(file)).size > MAX_STOCK_CSV_CHARS) {
  console.error(`${file} is too large: split it into files of at most ${MAX_STOCK_CSV_CHARS / 1e6} MB`);
  process.exit(2);
}
const csv = await readFile(file, 'utf8');

try {
  const report = await withConfiguredDatabase((database) => importStoreStock(database, code, csv));
  console.log(
    `${report.rows} rows: ${report.updated} stock figures set at ${code}, ${report.rejected.length} rejected`,
  );
  for (const { line, message } of report.rejected) console.log(`  line ${line}: ${message}`);
} catch (error) {
  if (!(error instanceof HttpError)) throw error;
  console.error(error.message === 'Store not found' ? `No store with the code ${code}` : error.message);
  process.exitCode = 1;
}
