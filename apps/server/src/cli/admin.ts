import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { configuredDatabaseLocation } from '../db/configured-location';
import { migrate } from '../db/migrate';
import { promoteToAdmin } from '../modules/user/admin-account';

/** `npm run admin -- --email someone@example.com` gives an existing account the ADMIN role. */
const { values } = parseArgs({ options: { email: { type: 'string' } } });
if (!values.email) {
  console.error('Usage: npm run admin -- --email someone@example.com');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(await configuredDatabaseLocation(config));
try {
  await migrate(database);
  const promoted = await promoteToAdmin(database.db, values.email);
  console.log(promoted ? `${values.email} is now an admin.` : `No account with the email ${values.email}.`);
  process.exitCode = promoted ? 0 : 1;
} finally {
  await database.close();
}
