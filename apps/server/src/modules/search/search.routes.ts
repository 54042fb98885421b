import { successEnvelope } from '@kirana/shared/envelope';
import { deletedId, synonymGroupDto } from '@kirana/shared/responses';
import { synonymGroupBody } from '@kirana/shared/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/reply';
import { answers } from '../../http/responses';
import { addSynonymGroup, editSynonymGroup, getSynonymGroups, removeSynonymGroup } from './synonym.service';

const tags = ['search'];
const one = successEnvelope(synonymGroupDto);
const idParams = z.object({ id: z.string().max(64, 'must be at most 64 characters') });

/** /api/search: the synonym groups search applies both ways, kept by admins (docs/api.md "Search"). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: refuse visitors and shoppers before their body is even parsed.
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/synonyms',
    { ...admin, schema: { tags, response: answers({ 200: successEnvelope(z.array(synonymGroupDto)) }) } },
    async () => ok(await getSynonymGroups(app.deps)),
  );

  app.post(
    '/synonyms',
    { ...admin, schema: { tags, body: synonymGroupBody, response: answers({ 200: one }) } },
    async (request) => ok(await addSynonymGroup(app.deps, request.body), 'Synonyms added'),
  );

  app.put(
    '/synonyms/:id',
    { ...admin, schema: { tags, params: idParams, body: synonymGroupBody, response: answers({ 200: one }) } },
    async (request) =>
      ok(await editSynonymGroup(app.deps, request.params.id, request.body), 'Synonyms updated'),
  );

  app.delete(
    '/synonyms/:id',
    { ...admin, schema: { tags, params: idParams, response: answers({ 200: successEnvelope(deletedId) }) } },
    async (request) => {
      await removeSynonymGroup(app.deps, request.params.id);
      return ok({ _id: request.params.id }, 'Synonyms deleted');
    },
  );
};
