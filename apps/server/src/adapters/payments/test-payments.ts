import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type CheckoutRequest,
  InvalidSignatureError,
  type PaymentProvider,
  toPaymentEvent,
} from './payment-provider';

const SIGNATURE_HEADER = 'kirana-test-signature';

export interface TestPaymentProvider extends PaymentProvider {
  readonly name: 'test';
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

  return {
    name: 'test',
    async createCheckoutSession(_request: CheckoutRequest) {
      const id = token('cs_test');
      return { id, url: `${publicUrl}/api/payment/test-checkout/${id}` };
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
