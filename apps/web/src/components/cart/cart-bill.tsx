import type { CartTotals } from '@kirana/shared/pricing';
import { useId } from 'react';
import { formatInr } from '../../lib/format';

/** docs/product-rules.md "Screens", "Numbers": savings, struck items total, quantity, free delivery, grand total. */
export function CartBill({ totals }: { totals: CartTotals }) {
  const titleId = useId();
  const row = 'flex items-center justify-between gap-4';
  return (
    <section
      aria-labelledby={titleId}
      className="grid gap-2 rounded-xl border border-neutral-200 p-4 text-sm"
    >
      <h2 id={titleId} className="text-base font-semibold">
        Bill details
      </h2>
      {totals.savings > 0 && (
        <p className="rounded-lg bg-green-50 px-3 py-2 font-semibold text-buy-dark">
          Your total savings {formatInr(totals.savings)}
        </p>
      )}
      <p className={row}>
        <span>Items total</span>
        <span className="flex items-center gap-2">
          {totals.savings > 0 && (
            <s className="text-neutral-500">
              <span className="sr-only">was </span>
              {formatInr(totals.itemsTotal)}
            </s>
          )}
          <span>{formatInr(totals.grandTotal)}</span>
        </span>
      </p>
      <p className={row}>
        <span>Quantity total</span>
        <span>
          {totals.quantity} {totals.quantity === 1 ? 'item' : 'items'}
        </span>
      </p>
      <p className={row}>
        <span>Delivery Charge</span>
        <span className="font-semibold text-buy-dark">Free</span>
      </p>
      <p className={`${row} border-t border-neutral-200 pt-2 text-base font-semibold`}>
        <span>Grand total</span>
        <span>{formatInr(totals.grandTotal)}</span>
      </p>
    </section>
  );
}
