import type { OrderDto } from '@kirana/shared/order';
import { formatInr } from '../../lib/format';
import { formatOrderDate } from './order-labels';
import { OrderStatusBadge, PaymentStatusBadge } from './order-status-badge';

const itemCount = (order: OrderDto) => order.items.reduce((sum, item) => sum + item.quantity, 0);

/** One order in a list: number, first product's image and name, date, status, item count, total. */
export function OrderSummaryRow({ order, onOpen }: { order: OrderDto; onOpen: () => void }) {
  const first = order.product_details;
  const count = itemCount(order);
  return (
    <article className="flex gap-3 rounded-xl border border-neutral-200 p-3 text-sm">
      <img
        src={first.image[0] ?? '/favicon.svg'}
        alt={first.name}
        width={64}
        height={64}
        loading="lazy"
        className="size-16 shrink-0 rounded-lg border border-neutral-200 object-contain"
      />
      <div className="grid min-w-0 flex-1 gap-1">
        <h2 className="font-semibold">Order No : {order.orderId}</h2>
        <p className="line-clamp-1">
          {first.name}
          {order.items.length > 1 && (
            <span className="text-neutral-600"> + {order.items.length - 1} more</span>
          )}
        </p>
        <p className="flex flex-wrap items-center gap-2 text-neutral-600">
          <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
          <OrderStatusBadge status={order.status} />
          <PaymentStatusBadge order={order} />
        </p>
        <p>
          {count} {count === 1 ? 'item' : 'items'} ·{' '}
          <span className="font-semibold">{formatInr(order.totalAmt)}</span>
        </p>
      </div>
      <button
        type="button"
        onClick={onOpen}
        aria-label={`Details of order ${order.orderId}`}
        className="self-center rounded-lg border border-neutral-300 px-3 py-2 font-semibold hover:bg-neutral-50"
      >
        Details
      </button>
    </article>
  );
}
