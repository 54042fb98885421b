import {
  idBody,
  productCreateBody,
  productDetailsBody,
  productListBody,
  productSearchBody,
  productsByCategoryBody,
  productsBySubCategoryBody,
  productUpdateBody,
} from '@kirana/shared/catalogue';
import { successEnvelope } from '@kirana/shared/envelope';
import { deletedId, productDto, productPage, suggestionDto } from '@kirana/shared/responses';
import { suggestBody } from '@kirana/shared/search';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ListedProductRow } from '../../db/product-page.repository';
import { etagOnSend } from '../../http/etag';
import { ok, okJson, okJsonOne, sendAnswer } from '../../http/reply';
import type { Computed } from '../../http/response-cache';
import { answers } from '../../http/responses';
import { suggestSearches } from '../search/suggest.service';
import {
  createProduct,
  editProduct,
  findProducts,
  listedProductDetails,
  productsOfCategory,
  productsOfSubCategory,
  removeProduct,
} from './product.service';
import { listedProductsJson } from './product-read.service';
import { overlayStock, type StockPlace } from './stock.service';

const one = successEnvelope(productDto);
const list = successEnvelope(z.array(productDto));

const tags = ['product'];
const read = { onSend: etagOnSend };

/** Answers differ by the store whose stock they show; the default store's keep the keys they always had. */
const storeKey = (place: StockPlace) => (place.isDefault ? '' : ` @${place.id}`);

/** /api/product (docs/api.md "Catalogue"); reads are POSTs in the old client, path spellings included. */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  // Keyed by the validated body (the schemas drop unknown fields and fill defaults) and the shopper's store.
  // Returns nothing, for the reason sendCached gives.
  const cached = (
    request: FastifyRequest,
    reply: FastifyReply,
    route: string,
    body: object,
    compute: (place: StockPlace) => Promise<Computed>,
  ): void => {
    app.shopperStore(request).then(
      (place) =>
        app.sendCached(reply, `product/${route} ${JSON.stringify(body)}${storeKey(place)}`, () =>
          compute(place),
        ),
      (error: unknown) => reply.send(error),
    );
  };
  /**
   * Listed products with the stock of the shopper's store, in the contract's envelope as JSON text (the
   * database's, spliced: product-read.service.ts), with the ids the cache evicts the answer by.
   */
  const listed = async (place: StockPlace, rows: ListedProductRow[], extra?: object): Promise<Computed> => {
    const stocked = await overlayStock(reads.db, place, rows, (row) => row.id);
    const products = await listedProductsJson(reads.taxonomy, app.absoluteImageUrls, stocked);
    return { payload: okJson(products, extra), productIds: rows.map((row) => row.id) };
  };
  /** listed() for one product, the envelope's data the product itself (details). */
  const listedOne = async (place: StockPlace, row: ListedProductRow): Promise<Computed> => {
    const stocked = await overlayStock(reads.db, place, [row], (one) => one.id);
    const [product] = await listedProductsJson(reads.taxonomy, app.absoluteImageUrls, stocked);
    return { payload: okJsonOne(product!), productIds: [row.id] };
  };

  // onRequest: refuse visitors and shoppers before their body is even parsed.
  const admin = { onRequest: app.requireAdmin };
  // Reads go through the pool that plans its statements once (db/client.ts `reads`).
  const reads = { ...app.deps, db: app.deps.database.reads };

  app.post(
    '/create',
    { ...admin, schema: { tags, body: productCreateBody, response: answers({ 201: one }) } },
    async (request, reply) =>
      reply.code(201).send(ok(await createProduct(app.deps, request.body), 'Product created successfully')),
  );

  /**
   * Admins see unpublished products too (the admin list uses /get); their answers are computed each time,
   * so a shopper is never served one from the cache.
   */
  const shopperOrAdmin = (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    compute: (withUnpublished: boolean, place: StockPlace) => Promise<Computed>,
  ): void => {
    // Not async, for the reason sendCached gives.
    Promise.all([app.identifyAdmin(request, reply), app.shopperStore(request)])
      .then(async ([isAdmin, place]) => {
        if (!isAdmin) return app.sendCached(reply, `${key}${storeKey(place)}`, () => compute(false, place));
        sendAnswer(reply, (await compute(true, place)).payload);
      })
      .catch((error: unknown) => reply.send(error));
  };

  app.post(
    '/get',
    { ...read, schema: { tags, body: productListBody, response: answers({ 200: productPage }) } },
    (request, reply) =>
      shopperOrAdmin(
        request,
        reply,
        `product/get ${JSON.stringify(request.body)}`,
        async (withUnpublished, place) => {
          const { rows, totalPage, ...paging } = await findProducts(reads, request.body, withUnpublished);
          const page = await listed(place, rows, { ...paging, totalNoPage: totalPage, totalPage });
          return { ...page, byWords: Boolean(request.body.search?.trim()) };
        },
      ),
  );

  app.post(
    '/get-product-by-category',
    { ...read, schema: { tags, body: productsByCategoryBody, response: answers({ 200: list }) } },
    (request, reply) =>
      cached(request, reply, 'by-category', request.body, async (place) =>
        listed(place, await productsOfCategory(reads, request.body.id)),
      ),
  );

  app.post(
    '/get-pruduct-by-category-and-subcategory',
    { ...read, schema: { tags, body: productsBySubCategoryBody, response: answers({ 200: productPage }) } },
    (request, reply) =>
      cached(request, reply, 'by-subcategory', request.body, async (place) => {
        const { rows, ...paging } = await productsOfSubCategory(reads, request.body);
        return listed(place, rows, paging);
      }),
  );

  // A missing product is a 404 thrown inside, so it is never kept.
  app.post(
    '/get-product-details',
    { ...read, schema: { tags, body: productDetailsBody, response: answers({ 200: one }) } },
    (request, reply) =>
      shopperOrAdmin(
        request,
        reply,
        `product/details ${JSON.stringify(request.body)}`,
        async (withUnpublished, place) =>
          listedOne(place, await listedProductDetails(reads, request.body.productId, withUnpublished)),
      ),
  );

  app.put(
    '/update-product-details',
    { ...admin, schema: { tags, body: productUpdateBody, response: answers({ 200: one }) } },
    async (request) => ok(await editProduct(app.deps, request.body), 'Product updated successfully'),
  );

  app.delete(
    '/delete-product',
    { ...admin, schema: { tags, body: idBody, response: answers({ 200: successEnvelope(deletedId) }) } },
    async (request) => {
      await removeProduct(app.deps, request.body._id);
      return ok({ _id: request.body._id }, 'Product deleted successfully');
    },
  );

  // Suggestions while typing (docs/api.md "Search"): kept like any catalogue read, evicted with their products.
  app.post(
    '/suggest',
    {
      ...read,
      schema: {
        tags,
        body: suggestBody,
        response: answers({ 200: successEnvelope(z.array(suggestionDto)) }),
      },
    },
    (request, reply) =>
      cached(request, reply, 'suggest', request.body, async () => {
        const suggestions = await suggestSearches(reads, request.body.q);
        return {
          payload: ok(suggestions),
          productIds: suggestions.flatMap((s) => (s.kind === 'product' && s._id ? [s._id] : [])),
          byWords: true,
        };
      }),
  );

  app.post(
    '/search-product',
    { ...read, schema: { tags, body: productSearchBody, response: answers({ 200: productPage }) } },
    (request, reply) =>
      cached(request, reply, 'search', request.body, async (place) => {
        const { rows, ...paging } = await findProducts(reads, request.body);
        return { ...(await listed(place, rows, paging)), byWords: true };
      }),
  );
};
