import type { OrderDto, OrderStatus } from '@kirana/shared/order';
import { ORDER_STATUS_LABELS, paymentLabel, refundPending } from './order-labels';

// Red stays for failures only; finished orders are green, the rest neutral.
const statusTone = (status: OrderStatus): string =>
  status === 'delivered'
    ? 'bg-green-50 text-buy-dark'
    : status === 'cancelled'
      ? 'bg-neutral-200 text-neutral-800'
      : 'bg-brand-soft text-ink';

const paymentTone = (label: string): string =>
  label === 'Paid'
    ? 'bg-green-50 text-buy-dark'
    : label === 'Payment failed'
      ? 'bg-red-50 text-red-700'
      : 'bg-neutral-100 text-neutral-800';

const pill = 'inline-block rounded-full px-2 py-0.5 text-xs font-semibold';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`${pill} ${statusTone(status)}`}>{ORDER_STATUS_LABELS[status]}</span>;
}

/** The payment's state of an order: paid, pending, failed, cancelled, refunded, or a refund on its way. */
export function PaymentStatusBadge({ order }: { order: OrderDto }) {
  if (refundPending(order))
    return <span className={`${pill} bg-neutral-100 text-neutral-800`}>Refund pending</span>;
  const label = paymentLabel(order);
  return <span className={`${pill} ${paymentTone(label)}`}>{label}</span>;
}
