import { onItsWay } from '@kirana/shared/order-status';
import { Bike } from 'lucide-react';
import { Link } from 'react-router';
import { minutesUntil } from '../../components/order/order-labels';
import { useGetMyOrdersQuery } from '../../features/orders/api/order-api';
import { useNow } from '../../hooks/use-now';
import { paths } from '../../lib/paths';

/**
 * While one of the shopper's orders is on its way, a slim live line under the header with its promised
 * minutes, linking to the order (the live stream keeps the list fresh, lib/live/live-orders.ts).
 */
export function LiveOrderPill({ signedIn }: { signedIn: boolean }) {
  const { data: orders } = useGetMyOrdersQuery(undefined, { skip: !signedIn });
  const now = useNow();
  const order = orders?.find((candidate) => onItsWay.includes(candidate.status));
  if (!order) return null;
  const left = order.promised_at ? minutesUntil(order.promised_at, now) : null;
  const what =
    order.status === 'out_for_delivery' ? 'Your order is on the way' : 'Your order is being prepared';
  return (
    <div className="border-b border-green-200 bg-green-50">
      <Link
        to={paths.myOrders}
        className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-1.5 text-sm font-semibold text-green-950"
      >
        <Bike aria-hidden="true" className="size-4 shrink-0" />
        <span className="truncate">
          {what}
          {left !== null && (left >= 0 ? ` · arriving in ${left} min` : ` · ${-left} min late`)}
        </span>
      </Link>
    </div>
  );
}
