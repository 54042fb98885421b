import { successEnvelope } from '@kirana/shared/envelope';
import { adminOrderListBody, adminOrderStatusBody, orderIdBody, placeOrderBody } from '@kirana/shared/order';
import { checkoutResponse, orderDto, orderPage } from '@kirana/shared/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import { ok } from '../../http/reply';
import { answers } from '../../http/responses';
import { startCardCheckout } from './card-checkout.service';
import { cancelOrder, setOrderStatus } from './order-lifecycle.service';
import { placeCodOrder } from './order-placement.service';
import { listAllOrders, listMyOrders, orderDetails } from './order-query.service';

/** docs/api.md "Orders and payment", plus cancel, details and the admin list and status calls. */
export const orderRoutes: FastifyPluginAsyncZod<{ payments: PaymentProvider | undefined }> = async (
  app,
  { payments },
) => {
  const { db, outbox, config } = app.deps;
  const ctx = { db, outbox, payments, log: app.log, config: app.deps.config, stores: app.deps.stores };
  const tags = ['order'];
  const one = successEnvelope(orderDto);
  const list = successEnvelope(z.array(orderDto));
  const user = { preHandler: app.requireUser };
  const admin = { preHandler: app.requireAdmin };

  app.post(
    '/cash-on-delivery',
    { ...user, schema: { tags, body: placeOrderBody, response: answers({ 200: list }) } },
    async (request) => {
      const order = await placeCodOrder({ ...ctx, log: request.log }, request.user!, request.body);
      return ok([order], 'Order successfully');
    },
  );

  // The old client reads the session id from the unwrapped body, so id and url also sit at the top level.
  app.post(
    '/checkout',
    { ...user, schema: { tags, body: placeOrderBody, response: answers({ 200: checkoutResponse }) } },
    async (request) => {
      const checkout = await startCardCheckout(
        { ...ctx, log: request.log, publicUrl: config.publicUrl },
        request.user!,
        request.body,
      );
      return ok(checkout, 'Redirecting to payment', { id: checkout.id, url: checkout.url });
    },
  );

  app.get('/order-list', { ...user, schema: { tags, response: answers({ 200: list }) } }, async (request) =>
    ok(await listMyOrders(db, request.user!.id)),
  );

  app.post(
    '/details',
    { ...user, schema: { tags, body: orderIdBody, response: answers({ 200: one }) } },
    async (request) => ok(await orderDetails(db, request.user!, request.body._id)),
  );

  app.post(
    '/cancel',
    { ...user, schema: { tags, body: orderIdBody, response: answers({ 200: one }) } },
    async (request) => {
      const { order, message } = await cancelOrder(
        { ...ctx, log: request.log },
        request.user!,
        request.body._id,
      );
      return ok(order, message);
    },
  );

  app.post(
    '/admin/list',
    { ...admin, schema: { tags, body: adminOrderListBody, response: answers({ 200: orderPage }) } },
    async (request) => {
      const { data, ...paging } = await listAllOrders(db, request.body);
      return ok(data, undefined, paging);
    },
  );

  app.put(
    '/admin/status',
    { ...admin, schema: { tags, body: adminOrderStatusBody, response: answers({ 200: one }) } },
    async (request) =>
      ok(
        await setOrderStatus({ ...ctx, log: request.log }, request.body._id, request.body.status),
        'Order status updated',
      ),
  );
};
