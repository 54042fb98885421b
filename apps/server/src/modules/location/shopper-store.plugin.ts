import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { StockPlace } from '../product/stock.service';
import { shopperStockPlace } from './location.service';
import { readLocation } from './location-cookie';

declare module 'fastify' {
  interface FastifyInstance {
    /** The store whose stock this shopper sees (their location's, else the default store's). */
    shopperStore: (request: FastifyRequest) => Promise<StockPlace>;
  }
}

export const shopperStorePlugin = fp(async (app) => {
  app.decorate('shopperStore', (request: FastifyRequest) =>
    shopperStockPlace(app.deps, readLocation(request)),
  );
});
