import cluster from 'node:cluster';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { AggregatorRegistry, type Registry } from 'prom-client';
import { type Exposition, metricsRoute } from './metrics-route';

export type Collect = () => Promise<Exposition>;

/** One process's metrics. */
export const registryExposition =
  (registry: Registry): Collect =>
  async () => ({ contentType: registry.contentType, body: await registry.metrics() });

export interface MetricsServerOptions {
  host: string;
  port: number;
  token?: string;
  collect: Collect;
  logLevel: string;
}

/**
 * METRICS_PORT: /metrics on a server of its own, so that the public port never answers it (main.ts starts
 * it: in the process that serves, or in a cluster's primary). Anything else is a 404 in the API's shape.
 */
export async function startMetricsServer(options: MetricsServerOptions): Promise<FastifyInstance> {
  const server = Fastify({
    logger: { level: options.logLevel },
    // A scrape every few seconds is not worth two log lines each.
    logController: new LogController({ disableRequestLogging: true }),
    forceCloseConnections: true,
  });
  await server.register(metricsRoute, { token: options.token, collect: options.collect });
  server.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send({ success: false, error: true, message: `Not found: ${request.method} /metrics only` }),
  );
  await server.listen({ host: options.host, port: options.port });
  return server;
}

const ASK = 'kirana:metrics?';
const ANSWER = 'kirana:metrics';
const ASK_TIMEOUT_MS = 10_000;

interface Answer {
  type: typeof ANSWER;
  id: number;
  exposition?: Exposition;
  error?: string;
}

/**
 * A cluster's primary: every worker's metrics summed by prom-client's AggregatorRegistry (gauges that every
 * worker reads alike, such as the mail outbox, keep the largest). Workers serving the public /metrics
 * (METRICS_TOKEN without METRICS_PORT) ask here too, so each scrape sees the whole cluster whichever worker
 * takes it.
 */
export function clusterExposition(): Collect {
  const aggregator = new AggregatorRegistry();
  const collect: Collect = async () => ({
    contentType: aggregator.contentType,
    body: await aggregator.clusterMetrics(),
  });
  cluster.on('message', (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== ASK) return;
    const reply = (answer: Omit<Answer, 'type' | 'id'>) =>
      worker.isConnected() && worker.send({ type: ANSWER, id: message.id, ...answer });
    collect().then(
      (exposition) => reply({ exposition }),
      (error: Error) => reply({ error: error.message }),
    );
  });
  return collect;
}

/** A cluster's worker: lets the primary read `registry`, and asks the primary for the whole cluster's. */
export function workerExposition(registry: Registry): Collect {
  new AggregatorRegistry(); // installs prom-client's answer to the primary's requests
  AggregatorRegistry.setRegistries([registry]);
  let nextId = 0;
  const waiting = new Map<number, (answer: Answer) => void>();
  process.on('message', (message: Answer) => {
    if (message?.type === ANSWER) waiting.get(message.id)?.(message);
  });
  return () =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(
        () => settle({ type: ANSWER, id, error: 'the primary did not answer' }),
        ASK_TIMEOUT_MS,
      );
      const settle = (answer: Answer) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (answer.exposition) resolve(answer.exposition);
        else reject(new Error(`cluster metrics: ${answer.error}`));
      };
      waiting.set(id, settle);
      process.send?.({ type: ASK, id });
    });
}
