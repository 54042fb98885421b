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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { etagOnSend } from '../../http/etag';
import { ok } from '../../http/reply';
import {
  createProduct,
  editProduct,
  findProducts,
  productDetails,
  productsOfCategory,
  productsOfSubCategory,
  removeProduct,
} from './product.service';

const tags = ['product'];
const read = { onSend: etagOnSend };

/** /api/product (CONTRACT.md "Catalogue"); reads are POSTs in the old client, path spellings included. */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: refuse visitors and shoppers before their body is even parsed.
  const admin = { onRequest: app.requireAdmin };

  app.post('/create', { ...admin, schema: { tags, body: productCreateBody } }, async (request, reply) =>
    reply.code(201).send(ok(await createProduct(app.deps, request.body), 'Product created successfully')),
  );

  app.post('/get', { ...read, schema: { tags, body: productListBody } }, async (request) => {
    const { products, totalCount, totalPage, page, limit } = await findProducts(app.deps, request.body);
    return ok(products, undefined, { totalCount, totalNoPage: totalPage, totalPage, page, limit });
  });

  app.post(
    '/get-product-by-category',
    { ...read, schema: { tags, body: productsByCategoryBody } },
    async (request) => ok(await productsOfCategory(app.deps, request.body.id)),
  );

  app.post(
    '/get-pruduct-by-category-and-subcategory',
    { ...read, schema: { tags, body: productsBySubCategoryBody } },
    async (request) => {
      const { products, ...paging } = await productsOfSubCategory(app.deps, request.body);
      return ok(products, undefined, paging);
    },
  );

  app.post('/get-product-details', { ...read, schema: { tags, body: productDetailsBody } }, async (request) =>
    ok(await productDetails(app.deps, request.body.productId)),
  );

  app.put(
    '/update-product-details',
    { ...admin, schema: { tags, body: productUpdateBody } },
    async (request) => ok(await editProduct(app.deps, request.body), 'Product updated successfully'),
  );

  app.delete('/delete-product', { ...admin, schema: { tags, body: idBody } }, async (request) => {
    await removeProduct(app.deps, request.body._id);
    return ok({ _id: request.body._id }, 'Product deleted successfully');
  });

  app.post('/search-product', { ...read, schema: { tags, body: productSearchBody } }, async (request) => {
    const { products, ...paging } = await findProducts(app.deps, request.body);
    return ok(products, undefined, paging);
  });
};
