import { toPaise } from '@kirana/shared/pricing';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TestPaymentProvider } from '../../adapters/payments/test-payments';
import { notFound } from '../../http/http-error';
import { answers } from '../../http/responses';
import { shoppersOrderOfSession } from '../order/order-payment.service';
import { type PaymentContext, receiveWebhook } from './payment.service';
import { renderTestCheckoutPage } from './test-checkout-page';

const params = z.object({ sessionId: z.string().regex(/^cs_test_[0-9a-f]{24}$/) });

/**
 * The test provider's hosted page (used when no Stripe key is set). Pay and Cancel build the provider's
 * signed event and hand it to the webhook's own handler, so they exercise exactly Stripe's path. The page
 * and its actions belong to the order's shopper: the store serves them on its own origin, so the session
 * cookies arrive with the navigation and the form posts; anyone else is told the session does not exist.
 */
export const testCheckoutRoutes: FastifyPluginAsyncZod<{
  ctx: PaymentContext;
  payments: TestPaymentProvider;
  publicUrl: string;
}> = async (app, { ctx, payments, publicUrl }) => {
  // An HTML page and form posts that redirect: only the error answers are JSON.
  const schema = {
    tags: ['payment'],
    params,
    hide: true,
    response: answers({ 200: z.string().describe('the HTML page') }),
  };

  /** The signed-in shopper's order of this session; a guest or anyone else learns nothing. */
  async function orderOf(sessionId: string, userId: string | undefined) {
    const order = await shoppersOrderOfSession(ctx.db, sessionId, userId);
    if (!order) throw notFound('Checkout session not found');
    return order;
  }
  const shopperOf = async (request: FastifyRequest, reply: FastifyReply) =>
    (await app.identifyUser(request, reply))?.id;

  app.get('/payment/test-checkout/:sessionId', { schema }, async (request, reply) => {
    const order = await orderOf(request.params.sessionId, await shopperOf(request, reply));
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderTestCheckoutPage(request.params.sessionId, order));
  });

  for (const action of ['pay', 'cancel'] as const) {
    app.post(`/payment/test-checkout/:sessionId/${action}`, { schema }, async (request, reply) => {
      const { sessionId } = request.params;
      const userId = await shopperOf(request, reply);
      const order = await orderOf(sessionId, userId);
      if (order.status === 'pending_payment') {
        const type = action === 'pay' ? 'checkout.session.completed' : 'checkout.session.expired';
        const { rawBody, headers } = payments.signedEvent(type, {
          id: sessionId,
          orderId: order._id,
          amountPaise: toPaise(order.totalAmt),
        });
        await receiveWebhook({ ...ctx, log: request.log }, rawBody, headers);
      }
      const paid = action === 'pay' && (await orderOf(sessionId, userId)).payment_status === 'paid';
      const query = `order=${order.orderId}&session_id=${sessionId}`;
      return reply.redirect(`${publicUrl}/${paid ? 'success' : 'cancel'}?${query}`, 303);
    });
  }
};
