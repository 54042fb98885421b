import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** The exposition text and its content type (prom-client's registry, or the cluster's aggregate). */
export interface Exposition {
  contentType: string;
  body: string;
}

export interface MetricsRouteOptions {
  /** When set, only `Authorization: Bearer <token>` is answered. */
  token?: string;
  collect: () => Promise<Exposition>;
}

/** Hashing both sides gives equal lengths, so the comparison takes the same time whatever was sent. */
const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics, on the public app (METRICS_TOKEN alone) or the internal metrics server (METRICS_PORT).
 * Hidden from the OpenAPI document, like every route that is not part of the API.
 */
export async function metricsRoute(app: FastifyInstance, { token, collect }: MetricsRouteOptions) {
  const expected = token === undefined ? undefined : digest(`Bearer ${token}`);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (expected && !timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ success: false, error: true, message: 'A valid metrics token is required' });
    }
    const { contentType, body } = await collect();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
}
