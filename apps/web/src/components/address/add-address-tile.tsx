import { Plus } from 'lucide-react';

/** The dashed 'Add address' tile at the end of an address list (docs/product-rules.md "Screens"). */
export function AddAddressTile({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex min-h-24 items-center justify-center gap-2 rounded-xl border-2 border-dashed border-neutral-300 p-4 text-sm font-semibold text-neutral-700 hover:border-buy hover:text-buy"
    >
      <Plus aria-hidden="true" className="size-5" />
      Add address
    </button>
  );
}
