import type { ProductDto } from '@kirana/shared/catalogue';
import { Minus, Plus } from 'lucide-react';
import { useCartControl } from '../../lib/cart/use-cart-control';

/** 'Add', then a minus / quantity / plus stepper (docs/product-rules.md "Flows"). Works for guests too. */
export function AddToCartButton({ product }: { product: ProductDto }) {
  const { quantity, max, busy, add, increment, decrement } = useCartControl(product);

  if (quantity === 0) {
    return (
      <button
        type="button"
        onClick={add}
        disabled={busy}
        aria-label={`Add ${product.name} to cart`}
        className="min-h-9 min-w-18 rounded-lg border border-buy bg-green-50 px-4 text-sm font-semibold text-buy hover:bg-buy hover:text-white disabled:cursor-wait disabled:opacity-60"
      >
        Add
      </button>
    );
  }

  const stepClass =
    'flex size-9 items-center justify-center hover:bg-buy-dark disabled:cursor-not-allowed disabled:opacity-60';
  return (
    <fieldset
      aria-label={`${product.name} in cart`}
      className="m-0 flex min-h-9 border-0 p-0 items-center overflow-hidden rounded-lg bg-buy text-white"
    >
      <button
        type="button"
        onClick={decrement}
        disabled={busy}
        aria-label={`Decrease quantity of ${product.name}`}
        className={stepClass}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <span aria-live="polite" className="min-w-6 text-center text-sm font-semibold tabular-nums">
        {quantity}
      </span>
      <button
        type="button"
        onClick={increment}
        disabled={busy || quantity >= max}
        aria-label={`Increase quantity of ${product.name}`}
        className={stepClass}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </fieldset>
  );
}
