import type { ProductDto } from '@kirana/shared/catalogue';
import { MAX_SEARCH_LENGTH } from '@kirana/shared/search-limits';
import { Search } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { getErrorMessage } from '../../../lib/api-error';
import { pageCount, useDeleteProductMutation, useGetAdminProductsQuery } from '../api/product-admin-api';
import { EditProductDialog } from '../components/edit-product-dialog';
import { ProductAdminCard } from '../components/product-admin-card';
import { SuccessDialog } from '../components/success-dialog';

/** docs/product-rules.md "Numbers": the admin product search waits for a 300 ms pause in typing. */
const SEARCH_DEBOUNCE_MS = 300;

export function ProductAdminPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isLoading, isFetching, isError, error, refetch } = useGetAdminProductsQuery({
    page,
    search: query,
  });
  const [editing, setEditing] = useState<ProductDto | null>(null);
  const [toDelete, setToDelete] = useState<ProductDto | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [deleteProduct, { isLoading: deleting }] = useDeleteProductMutation();
  const products = data?.data ?? [];
  const total = data ? Math.max(pageCount(data), 1) : 1;

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      const response = await deleteProduct({ _id: toDelete._id }).unwrap();
      toast.success(response.message ?? 'Product deleted');
      // Deleting the last product of the last page would leave an empty page behind.
      if (products.length === 1 && page > 1) setPage(page - 1);
    } catch (failure) {
      toast.error(getErrorMessage(failure));
    }
    setToDelete(null);
  };

  return (
    <section>
      <div className="flex flex-col gap-3 border-b border-neutral-200 pb-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-xl font-semibold">Product</h1>
        <label className="flex min-h-10 items-center gap-2 rounded-lg border border-neutral-300 bg-white px-3 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ink sm:w-72">
          <Search aria-hidden="true" className="size-4 shrink-0 text-neutral-500" />
          <span className="sr-only">Search product</span>
          <input
            type="search"
            maxLength={MAX_SEARCH_LENGTH}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            placeholder="Search product here ..."
            className="h-full w-full bg-transparent py-2 text-sm outline-none"
          />
        </label>
      </div>

      {isLoading ? (
        <div role="status" className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4 xl:grid-cols-6">
          <span className="sr-only">Loading...</span>
          {Array.from({ length: 12 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} className="aspect-[3/4]" />
          ))}
        </div>
      ) : isError ? (
        <LoadError message={getErrorMessage(error)} onRetry={() => void refetch()} />
      ) : products.length === 0 ? (
        <p className="py-16 text-center text-neutral-500">No Data</p>
      ) : (
        <ul
          aria-busy={isFetching}
          className={`mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4 xl:grid-cols-6 ${isFetching ? 'opacity-60' : ''}`}
        >
          {products.map((product) => (
            <ProductAdminCard
              key={product._id}
              product={product}
              onEdit={() => setEditing(product)}
              onDelete={() => setToDelete(product)}
            />
          ))}
        </ul>
      )}

      {/* After a failure `data` is still the previous answer: its total would page through another list. */}
      {isError ? null : (
        <>
          {data?.totalCapped ? (
            <p className="mt-4 text-center text-sm text-neutral-600">
              More than {data.totalCount.toLocaleString('en-IN')} products match: add words to narrow the
              search.
            </p>
          ) : null}
          <Pager page={page} total={total} onChange={setPage} />
        </>
      )}

      <EditProductDialog
        product={editing}
        onClose={() => setEditing(null)}
        onUpdated={(message) => {
          setEditing(null);
          setSuccess(message);
        }}
      />
      <SuccessDialog message={success} onClose={() => setSuccess(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Permanent Delete"
        message="Are you sure want to delete permanent ?"
        confirmLabel="Delete"
        busy={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
