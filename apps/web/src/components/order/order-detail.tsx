import type { OrderDto } from '@kirana/shared/order';
import { onItsWay } from '@kirana/shared/order-status';
import { discountedPrice } from '@kirana/shared/pricing';
import { useNow } from '../../hooks/use-now';
import { formatInr } from '../../lib/format';
import { formatOrderDate, minutesUntil, ORDER_STATUS_LABELS } from './order-labels';
import { OrderStatusBadge, PaymentStatusBadge } from './order-status-badge';

/** Everything about one order: lines, address, payment and the status timeline. */
export function OrderDetail({ order }: { order: OrderDto }) {
  const address = order.delivery_address;
  return (
    <div className="grid gap-4 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{order.orderId}</span>
        <OrderStatusBadge status={order.status} />
        <PaymentStatusBadge order={order} />
        <span className="text-neutral-600">
          {order.payment_method === 'COD' ? 'Cash on Delivery' : 'Card'}
        </span>
      </p>
      <LiveProgress order={order} />
      <ul className="divide-y divide-neutral-100 rounded-xl border border-neutral-200 px-3">
        {order.items.map((item) => (
          <li key={item.productId} className="flex items-center gap-3 py-2">
            <img
              src={item.image[0] ?? '/favicon.svg'}
              alt={item.name}
              width={48}
              height={48}
              className="size-12 shrink-0 rounded-lg border border-neutral-200 object-contain"
            />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 font-medium">{item.name}</p>
              <p className="text-neutral-600">
                {item.unit} · {item.quantity} × {formatInr(discountedPrice(item.price, item.discount))}
              </p>
            </div>
            <span className="font-semibold">{formatInr(item.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <p className="flex justify-between text-base font-semibold">
        <span>Total</span>
        <span>{formatInr(order.totalAmt)}</span>
      </p>
      <div>
        <h3 className="mb-1 font-semibold">Delivery address</h3>
        <p className="text-neutral-700">
          {[
            address.address_line,
            address.city,
            `${address.state} - ${address.pincode}`,
            address.country,
          ].join(', ')}
          <br />
          {address.mobile}
        </p>
      </div>
      <div>
        <h3 className="mb-1 font-semibold">Status</h3>
        <ol className="grid gap-2 border-l-2 border-neutral-200 pl-4">
          {order.status_history.map((step) => (
            <li key={`${step.status}-${step.at}`} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-buy"
              />
              <span className="font-medium">{ORDER_STATUS_LABELS[step.status]}</span>{' '}
              <time dateTime={step.at} className="text-neutral-600">
                {formatOrderDate(step.at)}
              </time>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

/**
 * While an order is on its way: where it is and the promised minutes counting down, announced as they
 * change (the live stream refetches the order on every step, lib/live/live-orders.ts).
 */
function LiveProgress({ order }: { order: OrderDto }) {
  const now = useNow();
  if (!onItsWay.includes(order.status)) return null;
  const left = order.promised_at ? minutesUntil(order.promised_at, now) : null;
  const where =
    order.status === 'out_for_delivery'
      ? `${order.rider?.name ?? 'Your rider'} is on the way`
      : order.status === 'placed'
        ? 'The store has your order'
        : 'Your order is being packed';
  return (
    <p className="grid gap-0.5 rounded-xl bg-green-50 p-3 text-green-950">
      <span role="status" className="font-semibold">
        {where}
      </span>
      {left !== null && (
        <span>{left >= 0 ? `Arriving in ${left} min` : `Running ${-left} min late, sorry`}</span>
      )}
    </p>
  );
}
