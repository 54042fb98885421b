import type { Config } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { stripePayments } from './stripe-payments';
import { type TestPaymentProvider, testPayments } from './test-payments';

/** Stripe or the built-in test provider as configured (config.ts); undefined: no card payments. */
export function createPaymentProvider(
  config: Config,
  secret: string,
): PaymentProvider | TestPaymentProvider | undefined {
  const { payment } = config;
  if (payment.provider === 'stripe' && payment.stripeSecretKey) {
    return stripePayments({
      secretKey: payment.stripeSecretKey,
      webhookSecret: payment.stripeWebhookSecret,
      apiUrl: payment.stripeApiUrl,
    });
  }
  if (payment.provider === 'test') return testPayments({ publicUrl: config.publicUrl, secret });
  return undefined;
}
