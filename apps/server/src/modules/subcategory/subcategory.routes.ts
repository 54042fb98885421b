import { idBody, subCategoryCreateBody, subCategoryUpdateBody } from '@kirana/shared/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { etagOnSend } from '../../http/etag';
import { ok } from '../../http/reply';
import {
  createSubCategory,
  editSubCategory,
  getSubCategories,
  removeSubCategory,
} from './subcategory.service';

const tags = ['subcategory'];

/** /api/subcategory (docs/api.md "Catalogue"); the list is a POST in the old client. */
export const subCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: refuse visitors and shoppers before their body is even parsed.
  const admin = { onRequest: app.requireAdmin };

  // The old client posts an empty body; nothing in it matters, so it is not part of the key.
  app.post('/get', { schema: { tags }, onSend: etagOnSend }, (_request, reply) =>
    app.sendCached(reply, 'subcategory/get', async () => ({ payload: ok(await getSubCategories(app.deps)) })),
  );

  app.post('/create', { ...admin, schema: { tags, body: subCategoryCreateBody } }, async (request) =>
    ok(await createSubCategory(app.deps, request.body), 'Sub category created'),
  );

  app.put('/update', { ...admin, schema: { tags, body: subCategoryUpdateBody } }, async (request) =>
    ok(await editSubCategory(app.deps, request.body), 'Sub category updated'),
  );

  app.delete('/delete', { ...admin, schema: { tags, body: idBody } }, async (request) => {
    await removeSubCategory(app.deps, request.body._id);
    return ok({ _id: request.body._id }, 'Sub category deleted');
  });
};
