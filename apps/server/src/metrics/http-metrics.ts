import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/** From a cached catalogue read (~1 ms) to a slow checkout; the catalogue's targets sit at 10–20 ms. */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Requests no route matched (the single-page app's client routes included): one label, whatever the URL. */
export const UNMATCHED_ROUTE = 'unmatched';
/** The web app's files and uploaded images: @fastify/static registers a route per file. */
export const STATIC_ROUTE = 'static';

type Observer = { observe(seconds: number): void };
type Hook = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;

/**
 * The request duration histogram, labelled by route pattern, method and status. Each route gets its own
 * onResponse hook that knows its label (request.routeOptions would build an object per request), and
 * keeps its label children by method and status so that a request costs two map lookups and prom-client's
 * observe. Only declared routes and one 'unmatched' label exist, so no URL can add a series.
 */
export function timeRequests(app: FastifyInstance, registry: Registry): void {
  const histogram = new Histogram({
    name: 'kirana_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status code, from routing to the last byte',
    labelNames: ['route', 'method', 'status_code'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });

  const recorder = (route: string) => {
    const byMethod = new Map<string, Map<number, Observer>>();
    return (request: FastifyRequest, reply: FastifyReply) => {
      let byStatus = byMethod.get(request.method);
      if (!byStatus) {
        byStatus = new Map();
        byMethod.set(request.method, byStatus);
      }
      const status = reply.statusCode;
      let child = byStatus.get(status);
      if (!child) {
        child = histogram.labels(route, request.method, String(status));
        byStatus.set(status, child);
      }
      child.observe(reply.elapsedTime / 1000);
    };
  };

  // Hooks added here reach only the routes registered after this plugin: buildApp registers it first.
  app.addHook('onRoute', (route) => {
    const label = route.url.startsWith('/api/') || route.url === '/metrics' ? route.url : STATIC_ROUTE;
    const record = recorder(label);
    const hook: Hook = (request, reply, done) => {
      record(request, reply);
      done();
    };
    // A new array: Fastify copies a GET route's options for its HEAD route before this hook runs.
    route.onResponse = [...[route.onResponse ?? []].flat(), hook];
  });

  // The not-found handler is no route: a root hook sees every request, and counts only those.
  const unmatched = recorder(UNMATCHED_ROUTE);
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) unmatched(request, reply);
    done();
  });
}
