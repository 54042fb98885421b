import { addressCreateBody, addressIdBody, addressUpdateBody } from '@kirana/shared/address';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply';
import { createAddress, disableAddress, getAddresses, updateAddress } from './address.service';

/** docs/api.md "Addresses": only the owner may read or change one. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.addHook('preHandler', app.requireUser);
  const tags = ['address'];

  app.post('/create', { schema: { tags, body: addressCreateBody } }, async (request, reply) => {
    const address = await createAddress(db, request.user!.id, request.body);
    return reply.code(201).send(ok(address, 'Address Created Successfully'));
  });

  app.get('/get', { schema: { tags } }, async (request) => ok(await getAddresses(db, request.user!.id)));

  app.put('/update', { schema: { tags, body: addressUpdateBody } }, async (request) => {
    const { _id, ...changes } = request.body;
    return ok(await updateAddress(db, request.user!.id, _id, changes), 'Address Updated');
  });

  app.delete('/disable', { schema: { tags, body: addressIdBody } }, async (request) =>
    ok(await disableAddress(db, request.user!.id, request.body._id), 'Address Remove'),
  );
};
