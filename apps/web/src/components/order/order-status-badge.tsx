import type { OrderStatus, PaymentStatus } from '@kirana/shared/order';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from './order-labels';

// Red stays for failures only; finished orders are green, the rest neutral.
const statusTone = (status: OrderStatus): string =>
  status === 'delivered'
    ? 'bg-green-50 text-buy-dark'
    : status === 'cancelled'
      ? 'bg-neutral-200 text-neutral-800'
      : 'bg-brand-soft text-ink';

const paymentTone = (status: PaymentStatus): string =>
  status === 'paid'
    ? 'bg-green-50 text-buy-dark'
    : status === 'failed'
      ? 'bg-red-50 text-red-700'
      : 'bg-neutral-100 text-neutral-800';

const pill = 'inline-block rounded-full px-2 py-0.5 text-xs font-semibold';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`${pill} ${statusTone(status)}`}>{ORDER_STATUS_LABELS[status]}</span>;
}

export function PaymentStatusBadge({
  status,
  refundPending = false,
}: {
  status: PaymentStatus;
  refundPending?: boolean;
}) {
  return refundPending ? (
    <span className={`${pill} bg-neutral-100 text-neutral-800`}>Refund pending</span>
  ) : (
    <span className={`${pill} ${paymentTone(status)}`}>{PAYMENT_STATUS_LABELS[status]}</span>
  );
}
