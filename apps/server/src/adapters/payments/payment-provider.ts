/** What an order needs from a card payment provider (adapters/payments: Stripe, or the built-in test provider). */
export interface CheckoutLine {
  name: string;
  unitAmountPaise: number;
  quantity: number;
}

export interface CheckoutRequest {
  orderId: string;
  orderNumber: string;
  amountPaise: number;
  lines: CheckoutLine[];
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  /** The session must not be payable after the stock reservation ends. */
  expiresAt: Date;
}

export interface CheckoutSession {
  id: string;
  url: string;
}

export interface RefundRequest {
  orderId: string;
  /** The provider's payment reference the order was paid with (Stripe: the payment intent). */
  paymentId: string;
  amountPaise: number;
}

/** A provider's webhook event reduced to what the order flow acts on. */
export interface PaymentEvent {
  provider: 'stripe' | 'test';
  id: string;
  type: string;
  /** completed: paid; released: expired, failed or cancelled (the reservation goes back); ignored: anything else. */
  outcome: 'completed' | 'released' | 'ignored';
  sessionId?: string;
  orderId?: string;
  amountPaise?: number;
  paymentId?: string;
  payload: unknown;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  /**
   * Idempotent per order: asked again for the same order (a repeat click, two racing requests), it answers
   * the same session.
   */
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Ends an open session so it can no longer be paid; a session already closed is left as it is. */
  expireCheckoutSession(sessionId: string): Promise<void>;
  /** Gives an order's whole payment back; idempotent per order, so a retry never refunds twice. */
  refund(request: RefundRequest): Promise<{ id: string }>;
  /** Verifies the signature on the raw body; throws InvalidSignatureError when it does not match. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent;
  /**
   * The session's outcome asked of the provider when the shopper's browser returns, so a store without
   * webhook delivery (a local Stripe test account) still completes; undefined while it is still open.
   */
  retrieveOutcome(sessionId: string): Promise<PaymentEvent | undefined>;
}

export class InvalidSignatureError extends Error {
  override name = 'InvalidSignatureError';
}

/** The Stripe-shaped checkout session event both providers send, reduced to a PaymentEvent. */
export function toPaymentEvent(
  provider: PaymentEvent['provider'],
  event: { id: string; type: string; data: { object: unknown } },
): PaymentEvent {
  const base = { provider, id: event.id, type: event.type, payload: event };
  if (!event.type.startsWith('checkout.session.')) return { ...base, outcome: 'ignored' };
  const session = event.data.object as StripeLikeSession;
  const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
  const outcome =
    (event.type === 'checkout.session.completed' && paid) ||
    event.type === 'checkout.session.async_payment_succeeded'
      ? 'completed'
      : event.type === 'checkout.session.expired' || event.type === 'checkout.session.async_payment_failed'
        ? 'released'
        : 'ignored';
  const intent = session.payment_intent;
  return {
    ...base,
    outcome,
    sessionId: session.id,
    orderId: session.metadata?.orderId ?? session.client_reference_id ?? undefined,
    amountPaise: session.amount_total ?? undefined,
    paymentId: (typeof intent === 'string' ? intent : intent?.id) ?? session.id,
  };
}

interface StripeLikeSession {
  id: string;
  payment_status?: string;
  amount_total?: number | null;
  payment_intent?: string | { id: string } | null;
  client_reference_id?: string | null;
  metadata?: Record<string, string> | null;
}
