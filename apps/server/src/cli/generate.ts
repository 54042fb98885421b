import { parseArgs } from 'node:util';
import { withConfiguredDatabase } from '../import/configured-database';
import { generateCatalogue } from '../import/generate-catalogue';

/** `npm run generate -- --count 100000` adds a synthetic catalogue to the configured database, for scale runs. */
const { values } = parseArgs({ options: { count: { type: 'string', default: '100000' } } });
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1) {
  console.error('Usage: npm run generate -- [--count 100000]');
  process.exit(2);
}

const started = performance.now();
const counts = await withConfiguredDatabase(async (database) => {
  console.log(`Generating ${count} products into ${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}…`);
  return generateCatalogue(database.db, {
    count,
    onBatch: (done) => process.stdout.write(`\r  ${done} written`),
  });
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `\n${count} products in ${seconds} s: ${counts.inserted} new, ${counts.updated} updated, ${counts.unchanged} unchanged`,
);
