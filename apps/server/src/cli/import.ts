import { createReadStream } from 'node:fs';
import path from 'node:path';
import { withConfiguredDatabase } from '../import/configured-database';
import { importCsv } from '../import/import-csv';

/** `npm run import -- products.csv` loads a BigBasket catalogue CSV into the configured database. */
const [argument] = process.argv.slice(2);
if (!argument) {
  console.error('Usage: npm run import -- <file.csv>');
  process.exit(2);
}
// `npm run -w` runs in apps/server; a relative path means relative to where the user typed the command.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), argument);
const MAX_REJECTIONS_SHOWN = 50;

const started = performance.now();
const report = await withConfiguredDatabase(async (database) => {
  console.log(`Importing ${file} into ${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}…`);
  return importCsv(database.db, createReadStream(file), {
    onBatch: ({ rows }) => process.stdout.write(`\r  ${rows} rows read`),
  });
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);

console.log(
  `\n${report.rows} rows in ${seconds} s: ${report.imported} imported, ${report.updated} updated, ` +
    `${report.unchanged} unchanged, ${report.rejected.length} rejected`,
);
for (const { line, message } of report.rejected.slice(0, MAX_REJECTIONS_SHOWN))
  console.log(`  line ${line}: ${message}`);
if (report.rejected.length > MAX_REJECTIONS_SHOWN) {
  console.log(`  … and ${report.rejected.length - MAX_REJECTIONS_SHOWN} more`);
}
