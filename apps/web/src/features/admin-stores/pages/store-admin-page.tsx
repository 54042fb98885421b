import type { StoreDto } from '@kirana/shared/store';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { AdminListStates } from '../../../components/admin/admin-list-states';
import { Button, buttonStyles } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { getErrorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { useDeleteStoreMutation, useGetStoresQuery } from '../api/store-admin-api';
import { StoreFormDialog } from '../components/store-form-dialog';

type FormState = { open: false } | { open: true; store?: StoreDto };

const hoursOf = (store: StoreDto) =>
  store.opensAt && store.closesAt ? `${store.opensAt}–${store.closesAt}` : 'Always open';

/**
 * Dashboard → Stores (docs/product-rules.md "Stores"): the dark stores, the area each serves, their hours,
 * whether they take orders and their riders; add, edit, pause, delete, and each store's stock.
 */
export function StoreAdminPage() {
  const { data: stores = [], isLoading, isError, error, refetch } = useGetStoresQuery();
  const [form, setForm] = useState<FormState>({ open: false });
  const [toDelete, setToDelete] = useState<StoreDto | null>(null);
  const [deleteStore, { isLoading: deleting }] = useDeleteStoreMutation();

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      const response = await deleteStore(toDelete._id).unwrap();
      toast.success(response.message ?? 'Store deleted');
      setToDelete(null);
    } catch (failure) {
      toast.error(getErrorMessage(failure));
    }
  };

  return (
    <section className="min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b border-neutral-200 pb-3">
        <h1 className="text-xl font-semibold">Stores</h1>
        <Button onClick={() => setForm({ open: true })}>Add Store</Button>
      </div>
      <p className="mt-3 text-sm text-neutral-600">
        A shopper is served by the nearest open store whose area covers them, and sees that store's stock.
        While no store has an area, the default store serves everywhere.
      </p>

      <AdminListStates
        isLoading={isLoading}
        isError={isError}
        onRetry={() => void refetch()}
        error={error}
        what="stores"
        isEmpty={stores.length === 0}
        skeleton={Array.from({ length: 3 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className="h-14" />
        ))}
      >
        {/* relative: the sr-only header is absolutely placed, and must scroll with the table, not widen the page. */}
        <div className="relative mt-4 overflow-x-auto rounded-lg border border-neutral-200 bg-white">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="bg-neutral-50 text-neutral-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Store
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Serves
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Hours
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Status
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Riders
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-200">
              {stores.map((store) => (
                <tr key={store._id}>
                  <th scope="row" className="px-3 py-2 font-medium">
                    {store.name}
                    <span className="block text-xs font-normal text-neutral-600">
                      {store.code}
                      {store.isDefault ? ' · default' : ''}
                    </span>
                  </th>
                  <td className="px-3 py-2">{store.area}</td>
                  <td className="px-3 py-2">{hoursOf(store)}</td>
                  <td className="px-3 py-2">
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${store.isOpen ? 'bg-green-50 text-green-900' : 'bg-amber-100 text-amber-950'}`}
                    >
                      {store.isOpen ? 'Open' : 'Paused'}
                    </span>
                  </td>
                  <td className="px-3 py-2 tabular-nums">{store.ridersOnShift}</td>
                  <td className="px-3 py-2">
                    <div className="flex justify-end gap-2">
                      <Link
                        to={`${paths.adminStoreStock}?store=${encodeURIComponent(store._id)}`}
                        className={buttonStyles('outline')}
                        aria-label={`Stock of ${store.name}`}
                      >
                        Stock
                      </Link>
                      <Button
                        variant="outline"
                        aria-label={`Edit ${store.name}`}
                        onClick={() => setForm({ open: true, store })}
                      >
                        Edit
                      </Button>
                      {!store.isDefault && (
                        <Button
                          variant="outline"
                          aria-label={`Delete ${store.name}`}
                          onClick={() => setToDelete(store)}
                        >
                          Delete
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </AdminListStates>

      <StoreFormDialog
        open={form.open}
        store={form.open ? form.store : undefined}
        onClose={() => setForm({ open: false })}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Store"
        message={`Delete ${toDelete?.name ?? ''} and its stock? A store that has orders can only be paused.`}
        confirmLabel="Delete"
        busy={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
