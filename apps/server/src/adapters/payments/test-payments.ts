import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type CheckoutRequest,
  InvalidSignatureError,
  type PaymentProvider,
  type RefundRequest,
  toPaymentEvent,
} from './payment-provider';

const SIGNATURE_HEADER = 'kirana-test-signature';

export interface TestPaymentProvider extends PaymentProvider {
  readonly name: 'test';
  /** Refunds given since start, newest last (for tests and the log). */
  readonly refunds: { id: string; orderId: string; paymentId: string; amountPaise: number }[];
  /** A Stripe-shaped event about a session, with the raw body and headers the webhook would receive. */
  signedEvent(
    type: 'checkout.session.completed' | 'checkout.session.expired',
    session: { id: string; orderId: string; amountPaise: number },
  ): { rawBody: Buffer; headers: Record<string, string> };
}

/**
 * The built-in provider for a store without a Stripe account: its hosted page is served by the store
 * (modules/payment/test-checkout.routes.ts), and its events are signed with an HMAC of the app's secret so
 * the public webhook cannot be fed forged ones.
 */
export function testPayments({
  publicUrl,
  secret,
}: {
  publicUrl: string;
  secret: string;
}): TestPaymentProvider {
  const key = createHmac('sha256', secret).update('kirana test payments webhook').digest();
  const sign = (body: Buffer) => createHmac('sha256', key).update(body).digest();
  const token = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
  // One id per order and purpose, like Stripe's idempotency keys: two racing requests converge on it.
  const idFor = (prefix: string, orderId: string) =>
    `${prefix}_${createHmac('sha256', key).update(`${prefix}:${orderId}`).digest('hex').slice(0, 24)}`;
  const refunds: TestPaymentProvider['refunds'] = [];

  return {
    name: 'test',
    refunds,
    async createCheckoutSession(request: CheckoutRequest) {
      const id = idFor('cs_test', request.orderId);
      return { id, url: `${publicUrl}/api/payment/test-checkout/${id}` };
    },

    // The hosted page is open only while its order waits for payment: ending the order ends the session.
    async expireCheckoutSession() {},

    async refund(request: RefundRequest) {
      const id = idFor('re_test', request.orderId);
      if (!refunds.some((refund) => refund.id === id)) refunds.push({ ...request, id });
      return { id };
    },

    // Pay and Cancel on the hosted page complete synchronously; there is nothing to ask afterwards.
    async retrieveOutcome() {
      return undefined;
    },

    parseWebhook(rawBody, headers) {
      const given = headers[SIGNATURE_HEADER];
      const expected = sign(rawBody);
      const actual =
        typeof given === 'string' && /^[0-9a-f]{64}$/.test(given) ? Buffer.from(given, 'hex') : undefined;
      if (!actual || !timingSafeEqual(actual, expected))
        throw new InvalidSignatureError('Bad test signature');
      return toPaymentEvent('test', JSON.parse(rawBody.toString('utf8')));
    },

    signedEvent(type, session) {
      const event = {
        id: token('evt_test'),
        type,
        data: {
          object: {
            id: session.id,
            amount_total: session.amountPaise,
            payment_status: type === 'checkout.session.completed' ? 'paid' : 'unpaid',
            payment_intent: type === 'checkout.session.completed' ? token('pi_test') : null,
            metadata: { orderId: session.orderId },
          },
        },
      };
      const rawBody = Buffer.from(JSON.stringify(event));
      return {
        rawBody,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(rawBody).toString('hex') },
      };
    },
  };
}
