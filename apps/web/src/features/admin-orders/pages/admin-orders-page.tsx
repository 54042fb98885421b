import type { OrderDto } from '@kirana/shared/order';
import { type OrderStatus, orderStatuses, orderTransitions } from '@kirana/shared/order-status';
import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { OrderDetail } from '../../../components/order/order-detail';
import { ORDER_STATUS_LABELS } from '../../../components/order/order-labels';
import { OrderSummaryRow } from '../../../components/order/order-summary-row';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { inputStyles } from '../../../components/ui/text-field';
import { getErrorMessage } from '../../../lib/api-error';
import { useGetAllOrdersQuery, useSetOrderStatusMutation } from '../api/admin-order-api';

const PAGE_SIZE = 10;

/** /dashboard/orders (admin): every order, filtered by status and paged, moved along its lifecycle. */
export function AdminOrdersPage() {
  const filterId = useId();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, isError, refetch } = useGetAllOrdersQuery({
    status: status || undefined,
    page,
    limit: PAGE_SIZE,
  });
  const [openId, setOpenId] = useState<string>();
  const orders = data?.data ?? [];
  const totalPage = Math.max(data?.totalPage ?? 1, 1);
  const open = orders.find((order) => order._id === openId);

  return (
    <section>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3 border-b border-neutral-200 pb-3">
        <h1 className="text-xl font-semibold">Orders</h1>
        <div className="grid gap-1">
          <label htmlFor={filterId} className="text-sm font-medium">
            Status
          </label>
          <select
            id={filterId}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as OrderStatus | '');
              setPage(1);
            }}
            className={inputStyles}
          >
            <option value="">All</option>
            {orderStatuses.map((s) => (
              <option key={s} value={s}>
                {ORDER_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {isLoading ? (
        <Skeleton className="h-40" />
      ) : isError ? (
        <LoadError message="The orders could not be loaded." onRetry={() => void refetch()} />
      ) : orders.length === 0 ? (
        <p className="py-10 text-center text-neutral-600">No Data</p>
      ) : (
        <ul className={`grid gap-3 ${isFetching ? 'opacity-60' : ''}`} aria-busy={isFetching}>
          {orders.map((order) => (
            <li key={order._id}>
              <OrderSummaryRow order={order} onOpen={() => setOpenId(order._id)} />
            </li>
          ))}
        </ul>
      )}
      {/* After a failure `data` is still the previous answer: its total would page through another list. */}
      {!isError && (
        <nav aria-label="Pages" className="mt-4 flex items-center justify-center gap-4">
          <Button variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <span>
            {page}/{totalPage}
          </span>
          <Button variant="outline" disabled={page >= totalPage} onClick={() => setPage((p) => p + 1)}>
            Next
          </Button>
        </nav>
      )}
      <Dialog
        open={open !== undefined}
        onClose={() => setOpenId(undefined)}
        title="Order details"
        className="max-w-lg"
      >
        {open && <AdminOrderDetail order={open} />}
      </Dialog>
    </section>
  );
}

function AdminOrderDetail({ order }: { order: OrderDto }) {
  const [setOrderStatus, { isLoading }] = useSetOrderStatusMutation();
  const ref = useRef<HTMLDivElement>(null);
  const move = async (status: OrderStatus) => {
    try {
      await setOrderStatus({ _id: order._id, status }).unwrap();
      // The pressed button goes away with the old status; keep focus (and Escape) in the dialog.
      ref.current?.focus();
      toast.success(`Order ${ORDER_STATUS_LABELS[status].toLowerCase()}`);
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };
  const next = orderTransitions[order.status];
  return (
    <div ref={ref} tabIndex={-1} className="outline-none">
      <OrderDetail order={order} />
      {next.length > 0 && (
        <div className="mt-4 flex flex-wrap gap-2">
          {next.map((status) =>
            status === 'cancelled' ? (
              <Button key={status} variant="outline" disabled={isLoading} onClick={() => move(status)}>
                Cancel order
              </Button>
            ) : (
              <Button key={status} disabled={isLoading} onClick={() => move(status)}>
                Mark {ORDER_STATUS_LABELS[status].toLowerCase()}
              </Button>
            ),
          )}
        </div>
      )}
    </div>
  );
}
