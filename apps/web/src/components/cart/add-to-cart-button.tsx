import { quantityProblem } from '@kirana/shared/cart-limits';
import type { ProductDto } from '@kirana/shared/catalogue';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { useCartControl } from '../../lib/cart/use-cart-control';

/** One width for Add and the stepper, everywhere: the control never stretches with its container. */
const controlWidth = 'w-18 shrink-0';

/**
 * 'Add', then a minus / quantity / plus stepper (docs/product-rules.md "Flows"). Works for guests too.
 * Focus follows the control: after Add it moves to the stepper's plus, after the last minus back to Add,
 * so a keyboard user is never dropped to the top of the page.
 */
export function AddToCartButton({ product }: { product: ProductDto }) {
  const { quantity, max, busy, add, increment, decrement } = useCartControl(product);
  const addRef = useRef<HTMLButtonElement>(null);
  const plusRef = useRef<HTMLButtonElement>(null);
  // Which control the shopper used last, so focus moves only after their own action.
  const movedFocus = useRef<'add' | 'remove' | null>(null);
  const inCart = quantity > 0;

  useEffect(() => {
    if (inCart && movedFocus.current === 'add') plusRef.current?.focus();
    if (!inCart && movedFocus.current === 'remove') addRef.current?.focus();
    movedFocus.current = null;
  }, [inCart]);

  if (!inCart) {
    return (
      <button
        ref={addRef}
        type="button"
        onClick={() => {
          movedFocus.current = 'add';
          add();
        }}
        disabled={busy}
        aria-label={`Add ${product.name} to cart`}
        className={`${controlWidth} min-h-9 rounded-lg border border-buy bg-green-50 px-2 text-sm font-semibold text-buy hover:bg-buy hover:text-white disabled:cursor-wait disabled:opacity-60`}
      >
        Add
      </button>
    );
  }

  const stepClass =
    'flex h-9 w-6 shrink-0 items-center justify-center hover:bg-buy-dark disabled:cursor-not-allowed disabled:opacity-60';
  return (
    <fieldset
      aria-label={`${product.name} in cart`}
      className={`${controlWidth} m-0 flex min-h-9 items-center justify-between overflow-hidden rounded-lg border-0 bg-buy p-0 text-white`}
    >
      <button
        type="button"
        onClick={() => {
          if (quantity === 1) movedFocus.current = 'remove';
          decrement();
        }}
        disabled={busy}
        aria-label={`Decrease quantity of ${product.name}`}
        className={stepClass}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <span aria-live="polite" className="min-w-6 text-center text-sm font-semibold tabular-nums">
        {quantity}
      </span>
      {/* At the most a shopper may hold, plus stays focusable and says why it stops (stock or the cap of 20). */}
      <button
        ref={plusRef}
        type="button"
        onClick={() => {
          if (quantity < max) increment();
          else
            toast.error(quantityProblem(product, quantity + 1) ?? `No more of ${product.name} can be added`);
        }}
        disabled={busy}
        aria-disabled={quantity >= max ? true : undefined}
        aria-label={`Increase quantity of ${product.name}`}
        className={`${stepClass} aria-disabled:cursor-not-allowed aria-disabled:opacity-60`}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </fieldset>
  );
}
