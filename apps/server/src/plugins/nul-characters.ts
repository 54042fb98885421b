import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../http/http-error';

/** Parsed JSON, query strings and route parameters; raw bodies (bytes) are not looked into. */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);

/**
 * The dotted path of the first string (or object key) holding a NUL character: '' for `value` itself,
 * undefined when there is none. Iterative, so no nesting depth can overflow the stack.
 */
export function findNul(value: unknown): string | undefined {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    const child = (key: string) => (path ? `${path}.${key}` : key);
    if (typeof item === 'string') {
      if (item.includes('\0')) return path;
    } else if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index--) stack.push([item[index], child(String(index))]);
    } else if (isRecord(item)) {
      for (const [key, entry] of Object.entries(item).reverse()) {
        stack.push([entry, child(key)], [key, child(key)]);
      }
    }
  }
  return undefined;
}

/**
 * PostgreSQL cannot store U+0000 in text or jsonb and fails the whole statement, so a NUL anywhere in a
 * request's JSON body, query string or URL parameters is refused here, for every route, before validation:
 * "city: must not contain the NUL character (\u0000)". Raw bodies (webhooks) are bytes and pass.
 */
export const nulCharactersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const path = findNul(value);
      if (path !== undefined) {
        const field = (path || part).replaceAll('\0', '\\u0000');
        throw badRequest(`${field}: must not contain the NUL character (\\u0000)`);
      }
    }
  });
});
