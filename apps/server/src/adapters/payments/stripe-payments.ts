import Stripe from 'stripe';
import {
  type CheckoutRequest,
  InvalidSignatureError,
  type PaymentProvider,
  toPaymentEvent,
} from './payment-provider';

export interface StripeOptions {
  secretKey: string;
  webhookSecret?: string;
  /** Another API host, e.g. a local fake in tests (STRIPE_API_URL). */
  apiUrl?: string;
}

/** Stripe Checkout in test mode: a hosted page, and signed webhooks that confirm the payment. */
export function stripePayments({ secretKey, webhookSecret, apiUrl }: StripeOptions): PaymentProvider {
  const target = apiUrl ? new URL(apiUrl) : undefined;
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: 2,
    ...(target && {
      host: target.hostname,
      port: Number(target.port || (target.protocol === 'https:' ? 443 : 80)),
      protocol: target.protocol === 'https:' ? 'https' : 'http',
    }),
  });

  return {
    name: 'stripe',
    async createCheckoutSession(request: CheckoutRequest) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: request.lines.map((line) => ({
            quantity: line.quantity,
            price_data: {
              currency: 'inr',
              unit_amount: line.unitAmountPaise,
              product_data: { name: line.name },
            },
          })),
          customer_email: request.customerEmail,
          client_reference_id: request.orderId,
          metadata: { orderId: request.orderId, orderNumber: request.orderNumber },
          payment_intent_data: { metadata: { orderId: request.orderId, orderNumber: request.orderNumber } },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
        },
        // A retried request for the same order never opens a second session.
        { idempotencyKey: `checkout-${request.orderId}` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { id: session.id, url: session.url };
    },

    async expireCheckoutSession(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (error) {
        // Only an open session can be expired: one already paid or expired is what we wanted (a paid one
        // is refunded by the webhook's path).
        if ((await stripe.checkout.sessions.retrieve(sessionId)).status !== 'open') return;
        throw error;
      }
    },

    async refund({ orderId, paymentId }) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: paymentId, metadata: { orderId } },
          // One refund per order, however often it is retried.
          { idempotencyKey: `refund-${orderId}` },
        );
        return { id: refund.id };
      } catch (error) {
        // Refunded already (from the Stripe dashboard, say): record that refund instead.
        if ((error as { code?: string }).code !== 'charge_already_refunded') throw error;
        const [earlier] = (await stripe.refunds.list({ payment_intent: paymentId, limit: 1 })).data;
        if (!earlier) throw error;
        return { id: earlier.id };
      }
    },

    async retrieveOutcome(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      const type =
        session.status === 'complete'
          ? 'checkout.session.completed'
          : session.status === 'expired'
            ? 'checkout.session.expired'
            : undefined;
      // One pseudo-event per outcome: the browser's return is recorded once, like a webhook delivery.
      return (
        type &&
        toPaymentEvent('stripe', {
          id: `return_${session.id}_${session.status}`,
          type,
          data: { object: session },
        })
      );
    },

    parseWebhook(rawBody, headers) {
      const signature = headers['stripe-signature'];
      if (!webhookSecret || typeof signature !== 'string')
        throw new InvalidSignatureError('Missing signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      } catch (error) {
        throw new InvalidSignatureError((error as Error).message);
      }
      return toPaymentEvent('stripe', event);
    },
  };
}
