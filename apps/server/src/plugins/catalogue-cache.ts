import { gunzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { catalogueChange } from '../db/catalogue-change';
import type { DatabaseHandle } from '../db/client';
import { acceptsGzip } from '../http/accepts-gzip';
import type { CachedBody } from '../http/cached-answer';
import { JsonText } from '../http/reply';
import { type Computed, ResponseCache } from '../http/response-cache';

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: ResponseCache;
    /**
     * Answers a public catalogue read from the cache. `key` names the route and its validated input: never
     * a raw body, which could hold anything. Returns nothing: call it from a plain (not async) handler and
     * return its result. An async handler resolving to nothing while the reply's async onSend hooks (etag,
     * compression) still run makes Fastify send a second time, which turned into 500s under load.
     * Errors go to the error handler through reply.send.
     */
    sendCached: (reply: FastifyReply, key: string, compute: () => Promise<Computed>) => void;
  }
}

/**
 * Caches public catalogue reads in memory, emptied by the database's own change notifications (migration
 * 0003's triggers): every writer is heard, whether this process, another worker or the importer. Only a
 * product's own reads go when its stock or sales alone moved ('product:<id>') or its price, discount, unit
 * or images ('shown:<id>', migration 0021); those and every search and suggestion when its words alone
 * changed ('words:<id>', migration 0022: lists are ordered by when products were listed, not by name);
 * everything goes otherwise, a product selling out or coming back ('stock:<id>', migration 0019) included:
 * lists and searches put products in stock first; so does a product published or unpublished
 * ('published:<id>', migration 0023), added, deleted, or linked to a listing or unlinked ('added:<id>',
 * 'removed:<id>', 'listed:<id>', migrations 0024 and 0025), which every list may gain or lose.
 */
export const catalogueCachePlugin = fp<{ database: DatabaseHandle; maxMb: number }>(
  async (app, { database, maxMb }) => {
    const cache = new ResponseCache(Math.round(maxMb * 1024 * 1024));
    if (maxMb > 0) {
      const unlisten = await database.listenCatalogue({
        onMessage: (payload) => {
          const change = catalogueChange(payload);
          if (change.kind === 'product' || change.kind === 'shown') cache.evictProducts([change.productId]);
          else if (change.kind === 'words') cache.evictWords([change.productId]);
          else cache.clear();
        },
        onGap: (listening) => {
          if (!listening) app.log.warn('catalogue change notifications lost: cache off until reconnected');
          cache.setEnabled(listening);
        },
      });
      app.addHook('onClose', unlisten);
    }
    app.decorate('catalogueCache', cache);
    app.decorate('sendCached', (reply, key, compute) => {
      // Cached answers are serialized here, not by Fastify: their image paths are made absolute here too
      // (JsonText's already are).
      const gzip = acceptsGzip(reply.request);
      let computed = false;
      cache
        .get(
          key,
          async () => {
            computed = true;
            const { payload, ...tags } = await compute();
            return {
              ...tags,
              payload: payload instanceof JsonText ? payload : app.absoluteImageUrls(payload),
            };
          },
          gzip,
        )
        .then((answer) => (computed ? answer : atTurnEnd(answer)))
        .then(
          (answer) => send(reply, answer, gzip),
          (error: unknown) => reply.send(error),
        );
    });
  },
);

/**
 * `value` once this turn of the event loop has read what it could (its check phase). A kept answer waits
 * for it, so that the turn's answers are written together, as those read from the database arrive with
 * their batch (decision 0023): written one by one, each within its own request's callback, a hit cost the
 * server more than a batched read (details: ~80 against ~62 µs a request; docs/performance.md,
 * "Kept answers written at the end of the turn").
 */
const atTurnEnd = <T>(value: T) => new Promise<T>((resolve) => setImmediate(resolve, value));

/**
 * The gzip as kept to a client that takes it (compression sees the encoding set and leaves it), else the
 * text, compressed as any other reply would be (an answer computed for another client holds only that).
 */
function send(reply: FastifyReply, answer: CachedBody, gzip: boolean): void {
  reply.type('application/json; charset=utf-8').header('etag', answer.etag);
  if (gzip && answer.gzip) {
    reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding').send(answer.gzip);
  } else {
    reply.send(answer.text ?? gunzipSync(answer.gzip));
  }
}
