import { adminOrderListBody, adminOrderStatusBody, orderIdBody, placeOrderBody } from '@kirana/shared/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import { ok } from '../../http/reply';
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
  const ctx = { db, outbox, payments, log: app.log };
  const tags = ['order'];
  const user = { preHandler: app.requireUser };
  const admin = { preHandler: app.requireAdmin };

  app.post('/cash-on-delivery', { ...user, schema: { tags, body: placeOrderBody } }, async (request) => {
    const order = await placeCodOrder({ ...ctx, log: request.log }, request.user!, request.body);
    return ok([order], 'Order successfully');
  });

  // The old client reads the session id from the unwrapped body, so id and url also sit at the top level.
  app.post('/checkout', { ...user, schema: { tags, body: placeOrderBody } }, async (request) => {
    const checkout = await startCardCheckout(
      { ...ctx, log: request.log, publicUrl: config.publicUrl },
      request.user!,
      request.body,
    );
    return ok(checkout, 'Redirecting to payment', { id: checkout.id, url: checkout.url });
  });

  app.get('/order-list', { ...user, schema: { tags } }, async (request) =>
    ok(await listMyOrders(db, request.user!.id)),
  );

  app.post('/details', { ...user, schema: { tags, body: orderIdBody } }, async (request) =>
    ok(await orderDetails(db, request.user!, request.body._id)),
  );

  app.post('/cancel', { ...user, schema: { tags, body: orderIdBody } }, async (request) => {
    const { order, message } = await cancelOrder(
      { ...ctx, log: request.log },
      request.user!,
      request.body._id,
    );
    return ok(order, message);
  });

  app.post('/admin/list', { ...admin, schema: { tags, body: adminOrderListBody } }, async (request) => {
    const { data, ...paging } = await listAllOrders(db, request.body);
    return ok(data, undefined, paging);
  });

  app.put('/admin/status', { ...admin, schema: { tags, body: adminOrderStatusBody } }, async (request) =>
    ok(
      await setOrderStatus({ ...ctx, log: request.log }, request.body._id, request.body.status),
      'Order status updated',
    ),
  );
};
