import { successEnvelope } from '@kirana/shared/envelope';
import { addressServiceDto, locationDto } from '@kirana/shared/responses';
import { locationBody } from '@kirana/shared/store';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cookieOptions } from '../../http/cookie-options';
import { ok } from '../../http/reply';
import { answers } from '../../http/responses';
import { addressesService, defaultLocation, describeLocation, locate } from './location.service';
import { clearLocation, readLocation, writeLocation } from './location-cookie';

/** /api/location (docs/api.md "Stores and delivery"): where the shopper is, and who delivers there. */
export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['location'];
  const one = successEnvelope(locationDto);
  const cookies = cookieOptions(app.deps.config);

  app.get('/', { schema: { tags, response: answers({ 200: one }) } }, async (request, reply) => {
    let saved = readLocation(request);
    if (!saved) {
      const user = await app.identifyUser(request, reply);
      saved = user ? await defaultLocation(app.deps, user.id) : undefined;
      if (saved) writeLocation(reply, cookies, saved);
    }
    return ok(await describeLocation(app.deps, saved));
  });

  app.put(
    '/',
    { schema: { tags, body: locationBody, response: answers({ 200: one }) } },
    async (request, reply) => {
      const user = 'addressId' in request.body ? await app.identifyUser(request, reply) : undefined;
      const saved = await locate(app.deps, request.body, user?.id);
      writeLocation(reply, cookies, saved);
      return ok(await describeLocation(app.deps, saved), 'Location updated');
    },
  );

  app.delete('/', { schema: { tags, response: answers({ 200: one }) } }, async (_request, reply) => {
    clearLocation(reply, cookies);
    return ok(await describeLocation(app.deps, undefined));
  });

  app.get(
    '/addresses',
    {
      preHandler: app.requireUser,
      schema: { tags, response: answers({ 200: successEnvelope(z.array(addressServiceDto)) }) },
    },
    async (request) => ok(await addressesService(app.deps, request.user!.id)),
  );
};
