import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';
import { type Computed, ResponseCache } from '../http/response-cache';

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: ResponseCache;
    /**
     * Answers a public catalogue read from the cache. `key` names the route and its validated input: never
     * a raw body, which could hold anything. Resolves once the answer is sent (a route handler returns
     * what it resolves to: nothing, as the reply is already on its way).
     */
    sendCached: (reply: FastifyReply, key: string, compute: () => Promise<Computed>) => Promise<void>;
  }
}

const PRODUCT_PREFIX = 'product:';

/**
 * Caches public catalogue reads in memory, emptied by the database's own change notifications (migration
 * 0003's triggers): every writer is heard, whether this process, another worker or the importer.
 */
export const catalogueCachePlugin = fp<{ database: DatabaseHandle; maxMb: number }>(
  async (app, { database, maxMb }) => {
    const cache = new ResponseCache(Math.round(maxMb * 1024 * 1024));
    if (maxMb > 0) {
      const unlisten = await database.listenCatalogue({
        onMessage: (payload) =>
          payload.startsWith(PRODUCT_PREFIX)
            ? cache.evictProducts([payload.slice(PRODUCT_PREFIX.length)])
            : cache.clear(),
        onGap: (listening) => {
          if (!listening) app.log.warn('catalogue change notifications lost: cache off until reconnected');
          cache.setEnabled(listening);
        },
      });
      app.addHook('onClose', unlisten);
    }
    app.decorate('catalogueCache', cache);
    app.decorate('sendCached', async (reply, key, compute) => {
      // Cached answers are serialized here, not by Fastify: their image paths are made absolute here too.
      const { body, etag } = await cache.get(key, async () => {
        const computed = await compute();
        return { ...computed, payload: app.absoluteImageUrls(computed.payload) };
      });
      reply.type('application/json; charset=utf-8').header('etag', etag).send(body);
    });
  },
);
