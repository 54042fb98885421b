import { successEnvelope } from '@kirana/shared/envelope';
import type { PaymentMethods } from '@kirana/shared/order';
import { orderDto, paymentMethods } from '@kirana/shared/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { TestPaymentProvider } from '../../adapters/payments/test-payments';
import { ok } from '../../http/reply';
import { answers } from '../../http/responses';
import { confirmCheckout, receiveWebhook } from './payment.service';
import { acceptRawBodies } from './raw-body';
import { reservationSweeper } from './reservation-sweeper';
import { testCheckoutRoutes } from './test-checkout.routes';

/**
 * POST /api/order/webhook, POST /api/payment/confirm, GET /api/payment/methods, the test provider's pages
 * and the sweeper of reservations and refunds.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{
  payments: PaymentProvider | TestPaymentProvider | undefined;
}> = async (app, { payments }) => {
  const { db, outbox, config } = app.deps;
  const ctx = { db, outbox, payments, log: app.log };
  const tags = ['payment'];

  // What the checkout page may offer: a store without a card provider takes cash on delivery only.
  app.get(
    '/payment/methods',
    { schema: { tags, response: answers({ 200: successEnvelope(paymentMethods) }) } },
    async () => ok<PaymentMethods>({ card: payments !== undefined, cashOnDelivery: true }),
  );

  await app.register(async (webhook) => {
    acceptRawBodies(webhook);
    webhook.post(
      '/order/webhook',
      {
        schema: {
          tags,
          response: answers({ 200: successEnvelope(z.object({ received: z.literal(true) })) }),
        },
      },
      async (request) => {
        const rawBody = (request.body as Buffer | undefined) ?? Buffer.alloc(0);
        await receiveWebhook({ ...ctx, log: request.log }, rawBody, request.headers);
        return ok({ received: true });
      },
    );
  });

  // The success page calls this with the session id of its URL: browser return and webhook converge.
  app.post(
    '/payment/confirm',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        body: z.object({ sessionId: z.string().trim().min(1).max(255) }),
        response: answers({ 200: successEnvelope(orderDto) }),
      },
    },
    async (request) =>
      ok(await confirmCheckout({ ...ctx, log: request.log }, request.user!, request.body.sessionId)),
  );

  if (payments?.name === 'test') {
    await app.register(async (page) => {
      acceptRawBodies(page);
      await page.register(testCheckoutRoutes, {
        ctx,
        payments: payments as TestPaymentProvider,
        publicUrl: config.publicUrl,
      });
    });
  }
  await app.register(reservationSweeper, { ctx });
};
