import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../http/responses';

const querystring = z.object({ bytes: z.coerce.number().int().min(64).max(1_000_000) });
const prefix = '{"success":true,"error":false,"data":"';
const suffix = '"}';
const searchIndexes = z.object({
  postings: z.boolean(),
  postingsPresent: z.boolean(),
  suggestions: z.boolean(),
  suggestionsPresent: z.boolean(),
});

/**
 * GET /api/bench/ceiling?bytes=N: a JSON body of exactly N bytes from memory, through the same server and
 * hooks as every route. bench/run.mjs divides each endpoint's throughput by this one's at the same body
 * size, a figure that survives a noisy machine. Registered only when the bench starts the server with
 * BENCH_CEILING=1; it is read here rather than in config.ts so that no deployment can turn it on by accident.
 */
export const benchCeilingRoutes: FastifyPluginAsyncZod = async (app) => {
  if (process.env.BENCH_CEILING !== '1') return;
  const bodies = new Map<number, string>();
  app.get(
    '/bench/ceiling',
    {
      schema: {
        hide: true,
        querystring,
        response: answers({ 200: z.string().describe('the prepared JSON body, sent as it is') }),
      },
    },
    async (request, reply) => {
      const { bytes } = request.query;
      let body = bodies.get(bytes);
      if (!body) {
        body = prefix + 'x'.repeat(bytes - prefix.length - suffix.length) + suffix;
        bodies.set(bytes, body);
      }
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  // GET /api/bench/search-indexes: whether this process holds its search indexes current, so the bench
  // measures searches and suggestions once one has had them read, not while they are being read; and
  // whether each index is kept or being read at all (none: no search or suggestion yet, or the catalogue
  // is too large), when there is nothing to wait for.
  app.get(
    '/bench/search-indexes',
    { schema: { hide: true, response: answers({ 200: searchIndexes }) } },
    async () => ({
      postings: app.deps.postings.isCurrent,
      postingsPresent: app.deps.postings.present,
      suggestions: app.deps.productSuggestions.isCurrent,
      suggestionsPresent: app.deps.productSuggestions.present,
    }),
  );
};
