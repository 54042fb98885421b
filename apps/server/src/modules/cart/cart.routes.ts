import { cartCreateBody, cartDeleteBody, cartMergeBody, cartUpdateQtyBody } from '@kirana/shared/cart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply';
import { addToCart, getCart, mergeCart, removeFromCart, updateQuantity } from './cart.service';

/** docs/api.md "Cart": the caller's own cart only, plus the guest-cart merge at login. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.addHook('preHandler', app.requireUser);
  const tags = ['cart'];

  app.post('/create', { schema: { tags, body: cartCreateBody } }, async (request, reply) => {
    const item = await addToCart(db, request.user!.id, request.body.productId);
    return reply.code(201).send(ok(item, 'Item add successfully'));
  });

  app.get('/get', { schema: { tags } }, async (request) => ok(await getCart(db, request.user!.id)));

  app.put('/update-qty', { schema: { tags, body: cartUpdateQtyBody } }, async (request) =>
    ok(await updateQuantity(db, request.user!.id, request.body._id, request.body.qty), 'Item updated'),
  );

  app.delete('/delete-cart-item', { schema: { tags, body: cartDeleteBody } }, async (request) => {
    await removeFromCart(db, request.user!.id, request.body._id);
    return ok(null, 'Item remove');
  });

  app.post('/merge', { schema: { tags, body: cartMergeBody } }, async (request) =>
    ok(await mergeCart(db, request.user!.id, request.body), 'Cart updated'),
  );
};
