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

/** A cancelled card order whose money the store still holds: its refund is on the way (the server retries it). */
export const refundPending = (order: OrderDto): boolean =>
  order.payment_method === 'CARD' && order.status === 'cancelled' && order.payment_status === 'paid';

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

export const formatOrderDate = (iso: string): string => dateTime.format(new Date(iso));
