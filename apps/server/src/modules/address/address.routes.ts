import { addressCreateBody, addressIdBody, addressUpdateBody } from '@kirana/shared/address';
import { successEnvelope } from '@kirana/shared/envelope';
import { addressDto } from '@kirana/shared/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/reply';
import { answers } from '../../http/responses';
import { createAddress, disableAddress, getAddresses, updateAddress } from './address.service';

/** docs/api.md "Addresses": only the owner may read or change one. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.addHook('preHandler', app.requireUser);
  const tags = ['address'];
  const one = successEnvelope(addressDto);
  const list = successEnvelope(z.array(addressDto));

  app.post(
    '/create',
    { schema: { tags, body: addressCreateBody, response: answers({ 201: one }) } },
    async (request, reply) => {
      const address = await createAddress(db, request.user!.id, request.body);
      return reply.code(201).send(ok(address, 'Address Created Successfully'));
    },
  );

  app.get('/get', { schema: { tags, response: answers({ 200: list }) } }, async (request) =>
    ok(await getAddresses(db, request.user!.id)),
  );

  app.put(
    '/update',
    { schema: { tags, body: addressUpdateBody, response: answers({ 200: one }) } },
    async (request) => {
      const { _id, ...changes } = request.body;
      return ok(await updateAddress(db, request.user!.id, _id, changes), 'Address Updated');
    },
  );

  app.delete(
    '/disable',
    { schema: { tags, body: addressIdBody, response: answers({ 200: one }) } },
    async (request) => ok(await disableAddress(db, request.user!.id, request.body._id), 'Address Remove'),
  );
};
