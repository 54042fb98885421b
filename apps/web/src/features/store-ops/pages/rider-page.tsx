import type { OrderDto } from '@kirana/shared/order';
import { MapPin, Phone } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { useNow } from '../../../hooks/use-now';
import { getErrorMessage } from '../../../lib/api-error';
import { formatInr } from '../../../lib/format';
import { useGetRiderOrdersQuery, useRiderStepMutation } from '../api/fulfilment-api';
import { MinutesLeft } from '../components/minutes-left';

/** A maps search for the address: opens the phone's maps app, no map tiles needed here. */
const mapsUrl = (address: OrderDto['delivery_address']) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    `${address.address_line}, ${address.city}, ${address.state} ${address.pincode}, ${address.country}`,
  )}`;

/**
 * /rider (docs/product-rules.md "Store operations"): the rider's orders, mobile-first: where to, whom to
 * call, what to collect, and the two steps that are theirs, Picked up and Delivered. Live: an order the
 * store hands over appears without a reload.
 */
export function RiderPage() {
  const orders = useGetRiderOrdersQuery();
  const now = useNow();
  if (orders.isLoading) return <Skeleton className="h-64" />;
  if (orders.isError || !orders.data) {
    return <LoadError message="Your deliveries could not be loaded." onRetry={() => void orders.refetch()} />;
  }
  return (
    <section className="mx-auto grid max-w-xl gap-4">
      <h1 className="text-xl font-semibold">Deliveries</h1>
      {orders.data.length === 0 ? (
        <p className="rounded-lg bg-neutral-50 p-4">Nothing to deliver right now. New orders appear here.</p>
      ) : (
        <ul className="grid gap-4">
          {orders.data.map((order) => (
            <li key={order._id}>
              <Delivery order={order} now={now} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Delivery({ order, now }: { order: OrderDto; now: number }) {
  const [step, { isLoading }] = useRiderStepMutation();
  const [cash, setCash] = useState(String(order.totalAmt));
  const address = order.delivery_address;
  const cashOnDelivery = order.payment_method === 'COD';
  const cashValue = Number(cash);
  const cashProblem =
    cash.trim() === '' || !Number.isFinite(cashValue) || cashValue < 0
      ? 'must be an amount in rupees'
      : undefined;

  const run = async (status: 'out_for_delivery' | 'delivered') => {
    try {
      const body = status === 'delivered' && cashOnDelivery ? { cashCollected: cashValue } : {};
      const response = await step({ _id: order._id, status, ...body }).unwrap();
      toast.success(response.message ?? 'Done');
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };

  return (
    <article
      aria-label={`Order ${order.orderId}`}
      className="grid gap-3 rounded-xl border border-neutral-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold break-all">{order.orderId}</h2>
        <MinutesLeft promisedAt={order.promised_at} now={now} />
      </div>
      <address className="text-sm not-italic">
        {address.address_line}, {address.city}, {address.state} {address.pincode}
      </address>
      <div className="flex flex-wrap gap-2">
        <a
          href={mapsUrl(address)}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-10 items-center gap-1 rounded-lg border border-neutral-300 px-3 text-sm font-semibold"
        >
          <MapPin aria-hidden="true" className="size-4" />
          Open in maps
        </a>
        <a
          href={`tel:${address.mobile}`}
          className="inline-flex min-h-10 items-center gap-1 rounded-lg border border-neutral-300 px-3 text-sm font-semibold"
        >
          <Phone aria-hidden="true" className="size-4" />
          Call {address.mobile}
        </a>
      </div>
      <p className="text-sm font-semibold">
        {cashOnDelivery ? `Collect ${formatInr(order.totalAmt)} in cash` : 'Paid online: nothing to collect'}
      </p>
      {order.status === 'confirmed' && <p className="text-sm text-neutral-700">Being packed…</p>}
      {order.status === 'packed' && (
        <Button disabled={isLoading} onClick={() => run('out_for_delivery')}>
          Picked up
        </Button>
      )}
      {order.status === 'out_for_delivery' && (
        <div className="grid gap-2">
          {cashOnDelivery && (
            <TextField
              label="Cash collected (₹)"
              inputMode="decimal"
              value={cash}
              error={cashProblem}
              onChange={(event) => setCash(event.target.value)}
            />
          )}
          <Button
            disabled={isLoading || (cashOnDelivery && cashProblem !== undefined)}
            onClick={() => run('delivered')}
          >
            Delivered
          </Button>
        </div>
      )}
    </article>
  );
}
