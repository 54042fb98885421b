import { categoryCreateBody, categoryUpdateBody, idBody } from '@kirana/shared/catalogue';
import { successEnvelope } from '@kirana/shared/envelope';
import { categoryDto, deletedId } from '@kirana/shared/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { etagOnSend } from '../../http/etag';
import { ok } from '../../http/reply';
import { answers } from '../../http/responses';
import { addCategory, editCategory, getCategories, removeCategory } from './category.service';

const tags = ['category'];
const one = successEnvelope(categoryDto);

/** /api/category (docs/api.md "Catalogue"). */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: refuse visitors and shoppers before their body is even parsed.
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/get',
    {
      schema: { tags, response: answers({ 200: successEnvelope(z.array(categoryDto)) }) },
      onSend: etagOnSend,
    },
    (_request, reply) =>
      app.sendCached(reply, 'category/get', async () => ({ payload: ok(await getCategories(app.deps)) })),
  );

  app.post(
    '/add-category',
    { ...admin, schema: { tags, body: categoryCreateBody, response: answers({ 200: one }) } },
    async (request) => ok(await addCategory(app.deps, request.body), 'Category added'),
  );

  app.put(
    '/update',
    { ...admin, schema: { tags, body: categoryUpdateBody, response: answers({ 200: one }) } },
    async (request) => ok(await editCategory(app.deps, request.body), 'Category updated'),
  );

  app.delete(
    '/delete',
    { ...admin, schema: { tags, body: idBody, response: answers({ 200: successEnvelope(deletedId) }) } },
    async (request) => {
      await removeCategory(app.deps, request.body._id);
      return ok({ _id: request.body._id }, 'Category deleted');
    },
  );
};
