import { stockFigureProblem } from '@kirana/shared/catalogue';
import type { ProductStoreStockDto } from '@kirana/shared/store';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { getErrorMessage } from '../../../lib/api-error';
import { useGetProductStockQuery, useSetProductStockMutation } from '../api/product-stock-api';

/**
 * The product form's "Stock per store" (docs/product-rules.md "Stores"): shown once the shop has more than
 * one store; the default store's figure is the form's own Stock field.
 */
export function ProductStoreStock({ productId }: { productId: string }) {
  const { data, isLoading, isError, refetch } = useGetProductStockQuery(productId);
  if (isLoading) return <Skeleton className="h-24" />;
  if (isError || !data) {
    return <LoadError message="The stock per store could not be loaded." onRetry={() => void refetch()} />;
  }
  if (data.length < 2) return null;
  return <StockFields productId={productId} rows={data} />;
}

function StockFields({ productId, rows }: { productId: string; rows: ProductStoreStockDto[] }) {
  const others = rows.filter((row) => !row.isDefault);
  const [values, setValues] = useState(() => new Map(others.map((row) => [row.storeId, String(row.stock)])));
  const [setStock, { isLoading }] = useSetProductStockMutation();
  const invalid = [...values.values()].some((text) => stockFigureProblem(text));

  const save = async () => {
    try {
      const stocks = [...values].map(([storeId, text]) => ({ storeId, stock: Number(text) }));
      const response = await setStock({ productId, stocks }).unwrap();
      toast.success(response.message ?? 'Stock updated');
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };

  return (
    <section aria-labelledby="stock-per-store" className="mt-6 grid gap-3 border-t border-neutral-200 pt-4">
      <h3 id="stock-per-store" className="font-semibold">
        Stock per store
      </h3>
      <p className="text-sm text-neutral-600">
        The Stock field above is the default store's; these are the other stores'.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {others.map((row) => {
          const text = values.get(row.storeId) ?? '';
          return (
            <TextField
              key={row.storeId}
              label={row.name}
              inputMode="numeric"
              value={text}
              error={stockFigureProblem(text)}
              onChange={(event) => setValues(new Map(values).set(row.storeId, event.target.value))}
            />
          );
        })}
      </div>
      <Button variant="outline" onClick={save} disabled={invalid || isLoading} className="justify-self-start">
        {isLoading ? 'Saving...' : 'Save stock per store'}
      </Button>
    </section>
  );
}
