import type { OrderDto } from '@kirana/shared/order';
import { shopperCancellable } from '@kirana/shared/order-status';
import { PackageOpen } from 'lucide-react';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { OrderDetail } from '../../../components/order/order-detail';
import { OrderSummaryRow } from '../../../components/order/order-summary-row';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { getErrorMessage } from '../../../lib/api-error';
import { useCancelOrderMutation, useGetMyOrdersQuery } from '../api/order-api';

/** /dashboard/myorders, titled 'Order' (docs/product-rules.md "Screens"). */
export function MyOrdersPage() {
  const { data: orders = [], isLoading, isError, refetch } = useGetMyOrdersQuery();
  const [openId, setOpenId] = useState<string>();
  // Read from the list, so the dialog follows the order when a cancel refetches it.
  const open = orders.find((order) => order._id === openId);

  return (
    <section>
      <h1 className="mb-4 border-b border-neutral-200 pb-3 text-xl font-semibold">Order</h1>
      {isLoading ? (
        <Skeleton className="h-24" />
      ) : isError ? (
        <LoadError message="Your orders could not be loaded." onRetry={() => void refetch()} />
      ) : orders.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-10 text-neutral-600">
          <PackageOpen aria-hidden="true" className="size-14 text-neutral-400" />
          <p>No Data</p>
        </div>
      ) : (
        <ul className="grid gap-3">
          {orders.map((order) => (
            <li key={order._id}>
              <OrderSummaryRow order={order} onOpen={() => setOpenId(order._id)} />
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={open !== undefined}
        onClose={() => setOpenId(undefined)}
        title="Order details"
        className="max-w-lg"
      >
        {open && <MyOrderDetail order={open} />}
      </Dialog>
    </section>
  );
}

function MyOrderDetail({ order }: { order: OrderDto }) {
  const [cancelOrder, { isLoading }] = useCancelOrderMutation();
  const ref = useRef<HTMLDivElement>(null);
  const cancel = async () => {
    try {
      const response = await cancelOrder({ _id: order._id }).unwrap();
      // The Cancel button goes away; keep focus (and Escape) in the dialog.
      ref.current?.focus();
      toast.success(response.message ?? 'Order cancelled');
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };
  return (
    <div ref={ref} tabIndex={-1} className="outline-none">
      <OrderDetail order={order} />
      {shopperCancellable.includes(order.status) && (
        <Button variant="outline" onClick={cancel} disabled={isLoading} className="mt-4">
          {isLoading ? 'Loading...' : 'Cancel order'}
        </Button>
      )}
    </div>
  );
}
