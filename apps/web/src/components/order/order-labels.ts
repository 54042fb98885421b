import type { OrderDto, OrderStatus, PaymentStatus } from '@kirana/shared/order';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  placed: 'Placed',
  confirmed: 'Confirmed',
  packed: 'Packed',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Payment pending',
  paid: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
};

/**
 * The payment's label for an order: a card payment that did not happen says whether it failed (the provider
 * refused it) or was cancelled (the shopper left the payment page, started another, or cancelled the order).
 */
export const paymentLabel = (order: Pick<OrderDto, 'payment_status' | 'cancel_reason'>): string =>
  order.payment_status === 'failed' && order.cancel_reason !== 'payment_failed'
    ? 'Payment cancelled'
    : PAYMENT_STATUS_LABELS[order.payment_status];

/** A cancelled card order whose money the store still holds: its refund is on the way (the server retries it). */
export const refundPending = (order: OrderDto): boolean =>
  order.payment_method === 'CARD' && order.status === 'cancelled' && order.payment_status === 'paid';

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

export const formatOrderDate = (iso: string): string => dateTime.format(new Date(iso));

/** Whole minutes from `now` until `at` (negative once it has passed), as a countdown shows them. */
export const minutesUntil = (at: string, now: number): number =>
  Math.ceil((new Date(at).getTime() - now) / 60_000);
