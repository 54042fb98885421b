import type { Config } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { stripePayments } from './stripe-payments';
import { type TestPaymentProvider, testPayments } from './test-payments';

/** Stripe when configured (PAYMENT_PROVIDER or STRIPE_SECRET_KEY), else the built-in test provider. */
export function createPaymentProvider(config: Config, secret: string): PaymentProvider | TestPaymentProvider {
  const { payment } = config;
  if (payment.provider === 'stripe' && payment.stripeSecretKey) {
    return stripePayments({
      secretKey: payment.stripeSecretKey,
      webhookSecret: payment.stripeWebhookSecret,
      apiUrl: payment.stripeApiUrl,
    });
  }
  return testPayments({ publicUrl: config.publicUrl, secret });
}
