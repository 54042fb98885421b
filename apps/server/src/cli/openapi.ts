import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { openApiDocument } from '../openapi-document';

/** `npm run docs:openapi`: writes docs/openapi.json from the routes' schemas. */
const target = fileURLToPath(new URL('../../../../docs/openapi.json', import.meta.url));
await writeFile(target, await openApiDocument());
console.log(`Wrote ${target}`);
