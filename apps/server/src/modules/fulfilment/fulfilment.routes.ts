import { successEnvelope } from '@kirana/shared/envelope';
import {
  assignRiderBody,
  boardBody,
  moveOrderBody,
  riderStepBody,
  unavailableItemBody,
} from '@kirana/shared/fulfilment';
import { boardDto, orderDto, storeDto } from '@kirana/shared/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import { ok } from '../../http/reply';
import { answers } from '../../http/responses';
import {
  board,
  giveToRider,
  itemUnavailable,
  moveOrder,
  myStores,
  riderOrders,
  riderStep,
} from './fulfilment.service';

/**
 * /api/fulfilment (docs/api.md "Store operations"): store staff run their stores' orders, riders carry
 * theirs. Every route checks the role here and the order's store or rider in the service.
 */
export const fulfilmentRoutes: FastifyPluginAsyncZod<{ payments: PaymentProvider | undefined }> = async (
  app,
  { payments },
) => {
  const { db, outbox, config, stores } = app.deps;
  const ctx = { db, outbox, payments, log: app.log, config, stores };
  const tags = ['fulfilment'];
  // onRequest: refuse visitors and other roles before their body is even parsed.
  const staff = { onRequest: app.requireRole('STORE_STAFF', 'ADMIN') };
  const rider = { onRequest: app.requireRole('RIDER') };
  const one = successEnvelope(orderDto);

  app.get(
    '/stores',
    { ...staff, schema: { tags, response: answers({ 200: successEnvelope(z.array(storeDto)) }) } },
    async (request) => ok(await myStores(ctx, request.user!)),
  );

  app.post(
    '/board',
    { ...staff, schema: { tags, body: boardBody, response: answers({ 200: successEnvelope(boardDto) }) } },
    async (request) => ok(await board(ctx, request.user!, request.body.storeId)),
  );

  app.put(
    '/status',
    { ...staff, schema: { tags, body: moveOrderBody, response: answers({ 200: one }) } },
    async (request) =>
      ok(await moveOrder(ctx, request.user!, request.body._id, request.body.status), 'Order status updated'),
  );

  app.put(
    '/rider',
    { ...staff, schema: { tags, body: assignRiderBody, response: answers({ 200: one }) } },
    async (request) =>
      ok(
        await giveToRider(ctx, request.user!, request.body._id, request.body.riderId),
        request.body.riderId ? 'Rider assigned' : 'Rider removed',
      ),
  );

  app.put(
    '/unavailable',
    { ...staff, schema: { tags, body: unavailableItemBody, response: answers({ 200: one }) } },
    async (request) => {
      const { order, cancelled } = await itemUnavailable(
        ctx,
        request.user!,
        request.body._id,
        request.body.productId,
      );
      return ok(
        order,
        cancelled ? 'Order cancelled: the item is not available' : 'Item removed from the order',
      );
    },
  );

  app.get(
    '/rider/orders',
    { ...rider, schema: { tags, response: answers({ 200: successEnvelope(z.array(orderDto)) }) } },
    async (request) => ok(await riderOrders(ctx, request.user!)),
  );

  app.put(
    '/rider/status',
    { ...rider, schema: { tags, body: riderStepBody, response: answers({ 200: one }) } },
    async (request) => {
      const { _id, status, cashCollected } = request.body;
      const order = await riderStep(ctx, request.user!, _id, status, cashCollected);
      return ok(order, status === 'delivered' ? 'Order delivered' : 'Order picked up');
    },
  );
};
