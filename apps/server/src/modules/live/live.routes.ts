import { ORDER_EVENT, READY_EVENT } from '@kirana/shared/live';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../http/responses';
import { follow, scopeOf } from './live.service';

const resumeQuery = z.object({
  /** Where to resume when the client cannot send Last-Event-ID (a fresh EventSource after a reload). */
  after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});

/**
 * GET /api/live/orders (docs/api.md "Live orders"): Server-Sent Events of the orders the caller may follow.
 * Signed in (cookies, as EventSource sends them, or a bearer token); heartbeats keep proxies from closing
 * an idle stream; `Last-Event-ID` (or `?after=`) resumes without losing an event.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = app.deps.orderEvents;
  // Open streams never end by themselves: on shutdown they are closed, so the server can stop (clients
  // reconnect to another process, or to this one when it is back, and resume from their last event).
  const open = new Set<FastifyReply>();
  app.addHook('preClose', async () => {
    for (const reply of open) reply.sse.close();
  });

  app.get(
    '/orders',
    {
      sse: 'only',
      preHandler: app.requireUser,
      schema: {
        tags: ['live'],
        querystring: resumeQuery,
        // The 200 is a text/event-stream written by @fastify/sse; errors are the usual envelope.
        response: answers({
          200: z
            .string()
            .meta({ description: 'text/event-stream: `ready`, then `order` events (OrderEvent)' }),
        }),
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(app.deps.db, request.user!);
      const resumeFrom = Number(reply.sse.lastEventId ?? request.query.after ?? 0);
      reply.sse.keepAlive();
      // Says the stream is open (headers alone may wait in a buffer): clients fetch fresh state on it, so a
      // reconnect that found more than the replay holds still ends up current.
      await reply.sse.send({ event: READY_EVENT, data: {} });
      const stop = await follow(
        { db: app.deps.db, hub },
        scope,
        Number.isSafeInteger(resumeFrom) && resumeFrom > 0 ? resumeFrom : 0,
        (event) => {
          if (reply.sse.isConnected)
            void reply.sse.send({ id: String(event.id), event: ORDER_EVENT, data: event });
        },
      );
      open.add(reply);
      reply.sse.onClose(() => {
        open.delete(reply);
        stop();
      });
    },
  );
};
