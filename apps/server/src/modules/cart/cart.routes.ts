import { cartCreateBody, cartDeleteBody, cartMergeBody, cartUpdateQtyBody } from '@kirana/shared/cart';
import { successEnvelope } from '@kirana/shared/envelope';
import { cartItemDto } from '@kirana/shared/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/reply';
import { answers } from '../../http/responses';
import { addToCart, getCart, mergeCart, removeFromCart, updateQuantity } from './cart.service';

/** docs/api.md "Cart": the caller's own cart only, plus the guest-cart merge at login. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, taxonomy } = app.deps;
  const ctx = { db, taxonomy };
  app.addHook('preHandler', app.requireUser);
  const tags = ['cart'];
  const one = successEnvelope(cartItemDto);
  const list = successEnvelope(z.array(cartItemDto));

  app.post(
    '/create',
    { schema: { tags, body: cartCreateBody, response: answers({ 201: one }) } },
    async (request, reply) => {
      const item = await addToCart(
        ctx,
        await app.shopperStore(request),
        request.user!.id,
        request.body.productId,
      );
      return reply.code(201).send(ok(item, 'Item add successfully'));
    },
  );

  app.get('/get', { schema: { tags, response: answers({ 200: list }) } }, async (request) =>
    ok(await getCart(ctx, await app.shopperStore(request), request.user!.id)),
  );

  app.put(
    '/update-qty',
    { schema: { tags, body: cartUpdateQtyBody, response: answers({ 200: one }) } },
    async (request) =>
      ok(
        await updateQuantity(
          ctx,
          await app.shopperStore(request),
          request.user!.id,
          request.body._id,
          request.body.qty,
        ),
        'Item updated',
      ),
  );

  app.delete(
    '/delete-cart-item',
    { schema: { tags, body: cartDeleteBody, response: answers({ 200: successEnvelope(z.null()) }) } },
    async (request) => {
      await removeFromCart(db, request.user!.id, request.body._id);
      return ok(null, 'Item remove');
    },
  );

  app.post(
    '/merge',
    { schema: { tags, body: cartMergeBody, response: answers({ 200: list }) } },
    async (request) =>
      ok(
        await mergeCart(ctx, await app.shopperStore(request), request.user!.id, request.body),
        'Cart updated',
      ),
  );
};
