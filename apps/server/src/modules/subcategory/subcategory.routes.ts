import { idBody, subCategoryCreateBody, subCategoryUpdateBody } from '@kirana/shared/catalogue';
import { successEnvelope } from '@kirana/shared/envelope';
import { deletedId, subCategoryDto } from '@kirana/shared/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { etagOnSend } from '../../http/etag';
import { ok } from '../../http/reply';
import { answers } from '../../http/responses';
import {
  createSubCategory,
  editSubCategory,
  getSubCategories,
  removeSubCategory,
} from './subcategory.service';

const tags = ['subcategory'];

/** /api/subcategory (docs/api.md "Catalogue"); the list is a POST in the old client. */
const one = successEnvelope(subCategoryDto);

export const subCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: refuse visitors and shoppers before their body is even parsed.
  const admin = { onRequest: app.requireAdmin };

  // The old client posts an empty body; nothing in it matters, so it is not part of the key.
  app.post(
    '/get',
    {
      schema: { tags, response: answers({ 200: successEnvelope(z.array(subCategoryDto)) }) },
      onSend: etagOnSend,
    },
    (_request, reply) =>
      app.sendCached(reply, 'subcategory/get', async () => ({
        payload: ok(await getSubCategories(app.deps)),
      })),
  );

  app.post(
    '/create',
    { ...admin, schema: { tags, body: subCategoryCreateBody, response: answers({ 200: one }) } },
    async (request) => ok(await createSubCategory(app.deps, request.body), 'Sub category created'),
  );

  app.put(
    '/update',
    { ...admin, schema: { tags, body: subCategoryUpdateBody, response: answers({ 200: one }) } },
    async (request) => ok(await editSubCategory(app.deps, request.body), 'Sub category updated'),
  );

  app.delete(
    '/delete',
    { ...admin, schema: { tags, body: idBody, response: answers({ 200: successEnvelope(deletedId) }) } },
    async (request) => {
      await removeSubCategory(app.deps, request.body._id);
      return ok({ _id: request.body._id }, 'Sub category deleted');
    },
  );
};
