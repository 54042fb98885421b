import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { answers } from '../../http/responses';

const healthSchema = z.object({
  success: z.boolean(),
  error: z.boolean(),
  message: z.string(),
  data: z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['up', 'down']),
    uptime: z.number(),
  }),
});

/** Liveness plus database reachability, for load balancers and `curl /api/health`. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: answers({ 200: healthSchema, 503: healthSchema }) } },
    async (request, reply) => {
      const up = await database.ping().then(
        () => true,
        (error: unknown) => {
          // Load balancers ask every few seconds: one line per failed ping, no stack.
          request.log.warn({ reason: (error as Error).message }, 'database ping failed');
          return false;
        },
      );
      const uptime = Math.round(process.uptime());
      return reply.code(up ? 200 : 503).send({
        success: up,
        error: !up,
        message: up ? 'ok' : 'Database is not reachable',
        data: { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down', uptime },
      });
    },
  );
};
