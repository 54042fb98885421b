import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { openApiDocument } from './openapi-document';

const committed = new URL('../../../docs/openapi.json', import.meta.url);

it('docs/openapi.json is the API as the routes declare it (run `npm run docs:openapi` after changing one)', async () => {
  const current = await openApiDocument();
  const document = JSON.parse(current);
  // Every operation documents a success answer and the error envelope.
  for (const [path, operations] of Object.entries<Record<string, { responses: object }>>(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const statuses = Object.keys(operation.responses);
      expect(
        statuses.some((status) => /^[23]/.test(status)),
        `${method} ${path}`,
      ).toBe(true);
      expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(['4XX', '5XX']));
    }
  }
  expect(
    current === (await readFile(committed, 'utf8')),
    'docs/openapi.json is stale: run `npm run docs:openapi`',
  ).toBe(true);
}, 60_000);
