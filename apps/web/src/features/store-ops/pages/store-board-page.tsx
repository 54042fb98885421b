import type { BoardDto } from '@kirana/shared/fulfilment';
import type { OrderStatus } from '@kirana/shared/order';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { StorePicker, useChosenStore } from '../../../components/admin/store-picker';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useNow } from '../../../hooks/use-now';
import { getErrorMessage } from '../../../lib/api-error';
import { useOrderEvents } from '../../../lib/live/live-orders';
import { useGetBoardQuery, useGetMyStoresQuery } from '../api/fulfilment-api';
import { BoardCard } from '../components/board-card';
import { chime } from '../components/chime';

const COLUMNS: { status: OrderStatus; title: string }[] = [
  { status: 'placed', title: 'Placed' },
  { status: 'confirmed', title: 'Packing' },
  { status: 'packed', title: 'Ready' },
  { status: 'out_for_delivery', title: 'Out for delivery' },
];

/**
 * Dashboard → Store board (docs/product-rules.md "Store operations"): a store's live queue in four columns,
 * today's counters, and the buttons that move each order on. New orders arrive without a reload, with a
 * chime and an announcement.
 */
export function StoreBoardPage() {
  const stores = useGetMyStoresQuery();
  const list = stores.data ?? [];
  const store = useChosenStore(list, list[0]);

  if (stores.isLoading) return <Skeleton className="h-96" />;
  if (stores.isError) {
    return <LoadError message="Your stores could not be loaded." onRetry={() => void stores.refetch()} />;
  }
  if (!store) {
    return <p className="rounded-lg bg-neutral-50 p-4">You are not assigned to a store yet. Ask an admin.</p>;
  }
  return (
    <section className="min-w-0">
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-neutral-200 pb-3">
        <h1 className="text-xl font-semibold">Store board</h1>
        {list.length > 1 && <StorePicker stores={list} value={store._id} />}
      </div>
      <Board key={store._id} storeId={store._id} />
    </section>
  );
}

function Board({ storeId }: { storeId: string }) {
  const board = useGetBoardQuery(storeId);
  const now = useNow();
  const [arrived, setArrived] = useState<{ ids: Set<string>; announcement: string }>({
    ids: new Set(),
    announcement: '',
  });
  useOrderEvents((event) => {
    if (event.storeId !== storeId || event.status !== 'placed') return;
    chime();
    setArrived((before) => ({
      ids: new Set(before.ids).add(event.orderId),
      announcement: 'A new order has arrived',
    }));
  });

  if (board.isLoading) return <Skeleton className="mt-4 h-96" />;
  if (board.isError || !board.data) {
    return (
      <LoadError
        message={`The board could not be loaded: ${getErrorMessage(board.error)}`}
        onRetry={() => void board.refetch()}
      />
    );
  }
  const data = board.data;
  return (
    <div className="mt-4 grid grid-cols-1 gap-4">
      <p aria-live="polite" className="sr-only">
        {arrived.announcement}
      </p>
      <Counters today={data.today} />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-4">
        {COLUMNS.map((column) => {
          const orders = data.orders.filter((order) => order.status === column.status);
          return (
            <section
              key={column.status}
              aria-label={`${column.title}: ${orders.length}`}
              className="grid content-start gap-3 rounded-xl bg-neutral-50 p-3"
            >
              <h2 className="flex items-center justify-between text-sm font-bold">
                {column.title}
                <span className="rounded-full bg-white px-2 text-xs tabular-nums">{orders.length}</span>
              </h2>
              {orders.map((order) => (
                <BoardCard
                  key={order._id}
                  order={order}
                  board={data}
                  now={now}
                  fresh={arrived.ids.has(order._id)}
                  onError={(error) => toast.error(getErrorMessage(error))}
                />
              ))}
            </section>
          );
        })}
      </div>
    </div>
  );
}

function Counters({ today }: { today: BoardDto['today'] }) {
  const items: [string, string][] = [
    ['Orders today', String(today.orders)],
    ['Delivered', String(today.delivered)],
    ['Average minutes to deliver', today.averageMinutes === null ? '–' : String(today.averageMinutes)],
    ['Late', String(today.late)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-neutral-200 bg-white p-3">
          <dt className="text-xs text-neutral-600">{label}</dt>
          <dd className="text-2xl font-bold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
