import { stockFigureProblem } from '@kirana/shared/catalogue';
import { thumbnailUrl } from '@kirana/shared/images';
import { MAX_STOCK_CSV_CHARS, type StockImportReport, type StoreDto } from '@kirana/shared/store';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { AdminListStates } from '../../../components/admin/admin-list-states';
import { StorePicker, useChosenStore } from '../../../components/admin/store-picker';
import { Button } from '../../../components/ui/button';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { inputStyles, TextField } from '../../../components/ui/text-field';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { getErrorMessage } from '../../../lib/api-error';
import {
  useGetStoreStockQuery,
  useGetStoresQuery,
  useImportStoreStockMutation,
  useSetStoreStockMutation,
} from '../api/store-admin-api';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * Dashboard → Stock (docs/product-rules.md "Stores"): one store's stock of every product, edited in bulk
 * (change any figures, then save them together) or set from a CSV file.
 */
export function StoreStockPage() {
  const stores = useGetStoresQuery();
  const list = stores.data ?? [];
  const store = useChosenStore(list, list.find((s) => s.isDefault) ?? list[0]);

  return (
    <section className="min-w-0">
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-neutral-200 pb-3">
        <h1 className="text-xl font-semibold">Stock</h1>
        {list.length > 0 && <StorePicker stores={list} value={store?._id} />}
      </div>
      <AdminListStates
        isLoading={stores.isLoading}
        isError={stores.isError}
        onRetry={() => void stores.refetch()}
        error={stores.error}
        what="stores"
        isEmpty={!store}
        skeleton={<Skeleton className="h-64" />}
      >
        {/* Keyed by store: edits typed for one store never carry over to another. */}
        {store && <StockOfStore key={store._id} store={store} />}
      </AdminListStates>
    </section>
  );
}

function StockOfStore({ store }: { store: StoreDto }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const stock = useGetStoreStockQuery({ storeId: store._id, page, search: query });
  // Figures typed but not saved yet, by product; they survive paging so a bulk edit can span pages.
  const [edits, setEdits] = useState<Map<string, string>>(new Map());
  const [saveStock, saving] = useSetStoreStockMutation();
  const problems = [...edits].filter(([, text]) => stockFigureProblem(text));

  const save = async () => {
    try {
      const items = [...edits].map(([productId, text]) => ({ productId, stock: Number(text) }));
      const response = await saveStock({ storeId: store._id, items }).unwrap();
      toast.success(response.message ?? 'Stock updated');
      setEdits(new Map());
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };

  return (
    <div className="mt-4 grid grid-cols-1 gap-4">
      <p className="text-sm text-neutral-600">
        {store.name}: {store.area}.
      </p>
      <StockImport store={store} />
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label="Search products"
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          // Narrower than 12rem (a phone, beside Save) it wraps onto a line of its own.
          className="min-w-48 flex-1"
        />
        <Button onClick={save} disabled={edits.size === 0 || problems.length > 0 || saving.isLoading}>
          {saving.isLoading ? 'Saving...' : `Save changes (${edits.size})`}
        </Button>
        {edits.size > 0 && (
          <Button variant="outline" onClick={() => setEdits(new Map())} disabled={saving.isLoading}>
            Discard
          </Button>
        )}
      </div>
      <AdminListStates
        isLoading={stock.isLoading}
        isError={stock.isError}
        onRetry={() => void stock.refetch()}
        error={stock.error}
        what="stock"
        isEmpty={(stock.data?.data.length ?? 0) === 0}
        skeleton={Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className="h-12" />
        ))}
      >
        <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 bg-white">
          {stock.data?.data.map((row) => {
            const text = edits.get(row.productId) ?? String(row.stock);
            const problem = edits.has(row.productId) ? stockFigureProblem(text) : undefined;
            const fieldId = `stock-${row.productId}`;
            return (
              <li key={row.productId} className="flex items-center gap-3 px-3 py-2">
                {row.image ? (
                  <img
                    src={thumbnailUrl(row.image)}
                    alt=""
                    className="size-10 shrink-0 rounded object-contain"
                  />
                ) : (
                  <span className="size-10 shrink-0" />
                )}
                <label htmlFor={fieldId} className="min-w-0 flex-1 text-sm">
                  <span className="block font-medium break-words">{row.name}</span>
                  <span className="block text-xs text-neutral-600">{row.unit}</span>
                </label>
                <div className="grid w-28 shrink-0 gap-0.5">
                  <input
                    id={fieldId}
                    inputMode="numeric"
                    value={text}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? `${fieldId}-error` : undefined}
                    onChange={(event) => {
                      const next = new Map(edits);
                      if (event.target.value === String(row.stock)) next.delete(row.productId);
                      else next.set(row.productId, event.target.value);
                      setEdits(next);
                    }}
                    className={`${inputStyles} text-right tabular-nums ${edits.has(row.productId) ? 'border-buy' : ''}`}
                  />
                  {problem && (
                    <span id={`${fieldId}-error`} className="text-xs text-red-700">
                      Stock {problem}
                    </span>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
        {stock.data && stock.data.totalPage > 1 && (
          <Pager page={page} total={stock.data.totalPage} onChange={setPage} />
        )}
      </AdminListStates>
    </div>
  );
}

/** A CSV file with `product_id` and `stock` columns sets this store's stock, all of it at once. */
function StockImport({ store }: { store: StoreDto }) {
  const [importStock, { isLoading }] = useImportStoreStockMutation();
  const [report, setReport] = useState<StockImportReport>();
  const inputId = useId();

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setReport(undefined);
    if (file.size > MAX_STOCK_CSV_CHARS) {
      toast.error(
        `The file is larger than ${MAX_STOCK_CSV_CHARS / 1_000_000} MB: split it into smaller files`,
      );
      return;
    }
    try {
      const response = await importStock({ storeId: store._id, csv: await file.text() }).unwrap();
      setReport(response.data);
      toast.success(response.message ?? 'Stock updated');
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };

  return (
    <div className="grid gap-2 rounded-lg border border-dashed border-neutral-300 p-3">
      <label htmlFor={inputId} className="text-sm font-medium">
        Import a CSV file (columns product_id and stock)
      </label>
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        disabled={isLoading}
        onChange={(event) => {
          void upload(event.target.files?.[0]);
          event.target.value = '';
        }}
        className="w-full min-w-0 text-sm file:mr-3 file:rounded-lg file:border file:border-neutral-300 file:bg-white file:px-3 file:py-2 file:font-semibold"
      />
      {isLoading && <p role="status">Importing...</p>}
      {report && (
        <div role="status" className="text-sm">
          <p>
            {report.rows} rows: {report.updated} stock figures set, {report.rejected.length} rejected.
          </p>
          {report.rejected.length > 0 && (
            <ul className="mt-1 list-disc pl-5 text-red-700">
              {report.rejected.map((line) => (
                <li key={line.line}>
                  Line {line.line}: {line.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
