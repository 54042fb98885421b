import { successEnvelope } from '@kirana/shared/envelope';
import {
  deletedId,
  productStoreStockDto,
  stockImportReport,
  storeDto,
  storeMemberDto,
  storeStockPage,
} from '@kirana/shared/responses';
import {
  productStockBody,
  productStockUpdateBody,
  stockCsvBody,
  storeCreateBody,
  storeIdBody,
  storeMemberBody,
  storeStockBody,
  storeStockPageBody,
  storeUpdateBody,
} from '@kirana/shared/store';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/reply';
import { answers } from '../../http/responses';
import { addStore, editStore, getStores, removeStore } from './store.service';
import { getMembers, setMember } from './store-members.service';
import {
  importStoreStock,
  productStock,
  setProductStock,
  setStoreStock,
  storeStockPage as stockPage,
} from './store-stock.service';

const tags = ['store'];
const one = successEnvelope(storeDto);

/** /api/store (docs/api.md "Stores and delivery"): the dark stores and their stock, for admins only. */
export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: refuse visitors and shoppers before their body is even parsed.
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/list',
    { schema: { tags, response: answers({ 200: successEnvelope(z.array(storeDto)) }) } },
    async () => ok(await getStores(app.deps)),
  );

  app.post(
    '/create',
    { schema: { tags, body: storeCreateBody, response: answers({ 201: one }) } },
    async (request, reply) =>
      reply.code(201).send(ok(await addStore(app.deps, request.body), 'Store created')),
  );

  app.put(
    '/update',
    { schema: { tags, body: storeUpdateBody, response: answers({ 200: one }) } },
    async (request) => ok(await editStore(app.deps, request.body), 'Store updated'),
  );

  app.delete(
    '/delete',
    { schema: { tags, body: storeIdBody, response: answers({ 200: successEnvelope(deletedId) }) } },
    async (request) => {
      await removeStore(app.deps, request.body._id);
      return ok({ _id: request.body._id }, 'Store deleted');
    },
  );

  app.post(
    '/stock',
    { schema: { tags, body: storeStockPageBody, response: answers({ 200: storeStockPage }) } },
    async (request) => {
      const { page, limit } = request.body;
      const { rows, totalCount } = await stockPage(app.deps, request.body);
      return ok(rows, undefined, { totalCount, totalPage: Math.ceil(totalCount / limit), page, limit });
    },
  );

  app.put(
    '/stock',
    {
      schema: {
        tags,
        body: storeStockBody,
        response: answers({
          200: successEnvelope(z.object({ updated: z.number(), unknown: z.array(z.string()) })),
        }),
      },
    },
    async (request) => {
      const result = await setStoreStock(app.deps, request.body);
      return ok(result, `Stock updated for ${result.updated} products`);
    },
  );

  app.post(
    '/stock-import',
    {
      // A whole store's file: the catalogue's 27,555 products are about 1 MB of CSV.
      bodyLimit: 8 * 1024 * 1024,
      schema: { tags, body: stockCsvBody, response: answers({ 200: successEnvelope(stockImportReport) }) },
    },
    async (request) => {
      const report = await importStoreStock(app.deps, request.body.storeId, request.body.csv);
      return ok(report, `Stock updated for ${report.updated} products`);
    },
  );

  const productStocks = successEnvelope(z.array(productStoreStockDto));
  app.post(
    '/product-stock',
    { schema: { tags, body: productStockBody, response: answers({ 200: productStocks }) } },
    async (request) => ok(await productStock(app.deps, request.body.productId)),
  );

  app.put(
    '/product-stock',
    { schema: { tags, body: productStockUpdateBody, response: answers({ 200: productStocks }) } },
    async (request) => ok(await setProductStock(app.deps, request.body), 'Stock updated'),
  );

  const members = successEnvelope(z.array(storeMemberDto));
  app.get('/members', { schema: { tags, response: answers({ 200: members }) } }, async () =>
    ok(await getMembers(app.deps.db)),
  );

  app.put(
    '/members',
    { schema: { tags, body: storeMemberBody, response: answers({ 200: members }) } },
    async (request) => {
      await setMember(app.deps.db, request.body);
      return ok(await getMembers(app.deps.db), 'Staff updated');
    },
  );
};
