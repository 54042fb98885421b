import type { BoardDto } from '@kirana/shared/fulfilment';
import { thumbnailUrl } from '@kirana/shared/images';
import type { OrderDto } from '@kirana/shared/order';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { inputStyles } from '../../../components/ui/text-field';
import { formatInr } from '../../../lib/format';
import {
  useAssignRiderMutation,
  useItemUnavailableMutation,
  useMoveOrderMutation,
} from '../api/fulfilment-api';
import { MinutesLeft } from './minutes-left';

interface BoardCardProps {
  order: OrderDto;
  board: BoardDto;
  now: number;
  /** Arrived while the board was open: highlighted until the next reload. */
  fresh: boolean;
  onError: (error: unknown) => void;
}

/** The next step staff take from each column, and its button's words. */
const NEXT: Partial<Record<OrderDto['status'], { to: OrderDto['status']; label: string }>> = {
  placed: { to: 'confirmed', label: 'Start packing' },
  confirmed: { to: 'packed', label: 'Packed, ready' },
  packed: { to: 'out_for_delivery', label: 'Handed to rider' },
};

/** One order on the board: number, time left, pick list by aisle, and the button that moves it on. */
export function BoardCard({ order, board, now, fresh, onError }: BoardCardProps) {
  const [move, moving] = useMoveOrderMutation();
  const [dropItem, dropping] = useItemUnavailableMutation();
  const [missing, setMissing] = useState<OrderDto['items'][number] | null>(null);
  const next = NEXT[order.status];
  // Until it is packed, staff may find an item is not on the shelf after all.
  const picking = order.status === 'placed' || order.status === 'confirmed';
  const cancels = order.payment_method === 'CARD' || order.items.length === 1;
  const confirmMissing = async () => {
    if (!missing) return;
    try {
      const response = await dropItem({ _id: order._id, productId: missing.productId }).unwrap();
      toast.success(response.message ?? 'Order updated');
      setMissing(null);
    } catch (error) {
      onError(error);
    }
  };
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const aisles = new Map<string, OrderDto['items']>();
  for (const item of order.items) {
    const aisle = board.categories[item.productId] ?? 'Other';
    aisles.set(aisle, [...(aisles.get(aisle) ?? []), item]);
  }
  return (
    <article
      aria-label={`Order ${order.orderId}`}
      className={`grid gap-2 rounded-lg border bg-white p-3 text-sm ${fresh ? 'border-brand ring-2 ring-brand' : 'border-neutral-200'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold break-all">{order.orderId}</h3>
        <MinutesLeft promisedAt={order.promised_at} now={now} />
      </div>
      <p className="text-neutral-700">
        {count} item{count === 1 ? '' : 's'} · {formatInr(order.totalAmt)} ·{' '}
        {order.payment_method === 'COD' ? 'Cash on delivery' : 'Paid online'}
      </p>
      {order.rider && <p className="text-neutral-700">Rider: {order.rider.name}</p>}
      <details>
        <summary className="cursor-pointer font-medium text-buy">Pick list</summary>
        <div className="mt-2 grid gap-2">
          {[...aisles].map(([aisle, items]) => (
            <div key={aisle}>
              <h4 className="text-xs font-bold text-neutral-600 uppercase">{aisle}</h4>
              <ul className="grid gap-1">
                {items.map((item) => (
                  <li key={item.productId} className="flex items-center gap-2">
                    {item.image[0] && (
                      <img
                        src={thumbnailUrl(item.image[0])}
                        alt=""
                        className="size-8 rounded object-contain"
                      />
                    )}
                    <span className="min-w-0 flex-1">
                      {item.name} <span className="text-neutral-600">{item.unit}</span>
                    </span>
                    <span className="font-semibold tabular-nums">× {item.quantity}</span>
                    {picking && (
                      <button
                        type="button"
                        onClick={() => setMissing(item)}
                        aria-label={`${item.name} is not available`}
                        className="rounded px-1.5 py-0.5 text-xs font-semibold text-red-700 underline hover:bg-red-50"
                      >
                        Not available
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </details>
      {order.status === 'packed' && <RiderPicker order={order} board={board} onError={onError} />}
      <ConfirmDialog
        open={missing !== null}
        title="Item not available"
        message={`Take ${missing?.name ?? ''} out of ${order.orderId}? Its stock here becomes 0. ${
          cancels
            ? 'The order is cancelled, and a card payment refunded.'
            : 'The shopper pays less at the door.'
        }`}
        confirmLabel={cancels ? 'Cancel the order' : 'Take it out'}
        busy={dropping.isLoading}
        onConfirm={confirmMissing}
        onCancel={() => setMissing(null)}
      />
      {next && (order.status !== 'packed' || order.rider) && (
        <Button
          disabled={moving.isLoading}
          aria-label={`${next.label}: ${order.orderId}`}
          onClick={() => move({ _id: order._id, status: next.to }).unwrap().catch(onError)}
        >
          {next.label}
        </Button>
      )}
    </article>
  );
}

/** Who takes a ready order: the store's riders. */
function RiderPicker({ order, board, onError }: Pick<BoardCardProps, 'order' | 'board' | 'onError'>) {
  const [assign, assigning] = useAssignRiderMutation();
  const [riderId, setRiderId] = useState(order.rider?._id ?? '');
  const fieldId = useId();
  if (board.riders.length === 0) return <p className="text-amber-900">No riders for this store yet.</p>;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="grid min-w-0 flex-1 gap-1">
        <label htmlFor={fieldId} className="text-xs font-medium">
          Rider for {order.orderId}
        </label>
        <select
          id={fieldId}
          value={riderId}
          onChange={(event) => setRiderId(event.target.value)}
          className={inputStyles}
        >
          <option value="">Choose a rider</option>
          {board.riders.map((rider) => (
            <option key={rider._id} value={rider._id}>
              {rider.name}
            </option>
          ))}
        </select>
      </div>
      <Button
        variant="outline"
        disabled={!riderId || riderId === order.rider?._id || assigning.isLoading}
        onClick={() => assign({ _id: order._id, riderId }).unwrap().catch(onError)}
      >
        Assign
      </Button>
    </div>
  );
}
