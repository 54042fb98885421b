import cluster from 'node:cluster';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { Config } from '../config';
import {
  cacheMetrics,
  outboxGauge,
  poolGauges,
  recentSearchesCounter,
  searchIndexMetrics,
  timeQueries,
} from '../metrics/app-metrics';
import { timeRequests } from '../metrics/http-metrics';
import { metricsRoute } from '../metrics/metrics-route';
import { type Collect, registryExposition, workerExposition } from '../metrics/metrics-server';
import { ordersPlaced, paymentOutcomes } from '../metrics/shop-counters';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set only when metrics are configured (METRICS_TOKEN or METRICS_PORT). */
    metrics?: {
      registry: Registry;
      /** This process's metrics; in a cluster worker, the whole cluster's, from the primary. */
      collect: Collect;
    };
  }
}

/**
 * Prometheus metrics in a registry of this app's own: Node's defaults, request and statement durations,
 * the pools, the catalogue cache, the search indexes, the mail outbox and the shop's counters. Registered
 * only when metrics are configured, so an app without them pays nothing per request. /metrics is served
 * here on the public port (METRICS_TOKEN alone), or by main.ts on METRICS_PORT.
 */
export const metricsPlugin = fp<{ metrics: NonNullable<Config['metrics']> }>(async (app, { metrics }) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registry.registerMetric(ordersPlaced);
  registry.registerMetric(paymentOutcomes);
  timeRequests(app, registry);
  const { database, outbox, postings, unpublished, productSuggestions, recentSearches } = app.deps;
  timeQueries(registry, database);
  poolGauges(registry, database);
  outboxGauge(registry, outbox, app.log);
  searchIndexMetrics(registry, { postings, unpublished, suggestions: productSuggestions });
  recentSearchesCounter(registry, {
    plans: [recentSearches.plans],
    rankings: [recentSearches.matches, recentSearches.posted],
  });
  // Decorated by the catalogue cache plugin, registered after this one.
  cacheMetrics(registry, () => (app.hasDecorator('catalogueCache') ? app.catalogueCache : undefined));

  const collect = cluster.isWorker ? workerExposition(registry) : registryExposition(registry);
  app.decorate('metrics', { registry, collect });
  if (metrics.port === undefined) await app.register(metricsRoute, { token: metrics.token, collect });
});
