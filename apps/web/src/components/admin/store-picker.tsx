import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { inputStyles } from '../ui/text-field';

interface StoreOption {
  _id: string;
  name: string;
}

/** The store a page is about: `?store=`, so a reload or a shared link keeps it; else `fallback`. */
export function useChosenStore<S extends StoreOption>(
  stores: readonly S[],
  fallback: S | undefined,
): S | undefined {
  const [params] = useSearchParams();
  return stores.find((store) => store._id === params.get('store')) ?? fallback;
}

/** A labelled select of stores that writes the choice to `?store=` (read back by useChosenStore). */
export function StorePicker({
  stores,
  value,
}: {
  stores: readonly StoreOption[];
  value: string | undefined;
}) {
  const [, setParams] = useSearchParams();
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium text-neutral-800">
        Store
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => setParams({ store: event.target.value })}
        className={inputStyles}
      >
        {stores.map((store) => (
          <option key={store._id} value={store._id}>
            {store.name}
          </option>
        ))}
      </select>
    </div>
  );
}
