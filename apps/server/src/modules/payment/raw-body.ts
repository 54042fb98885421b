import type { FastifyInstance } from 'fastify';

/**
 * Keeps every request body as the raw bytes, whatever its type, in the calling (encapsulated) plugin only:
 * a webhook signature is computed over the exact bytes, and the test page's forms carry nothing to parse.
 */
export function acceptRawBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
}
