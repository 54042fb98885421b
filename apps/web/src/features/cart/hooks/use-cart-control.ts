import { MAX_QUANTITY_PER_PRODUCT } from '@kirana/shared/cart';
import type { ProductDto } from '@kirana/shared/catalogue';
import toast from 'react-hot-toast';
import { getErrorMessage } from '../../../lib/api-error';
import { useAddCartItemMutation, useDeleteCartItemMutation, useUpdateCartQtyMutation } from '../api/cart-api';
import { setGuestQuantity } from '../guest-cart-store';
import { useCart } from './use-cart';

export interface CartControl {
  quantity: number;
  /** The most the shopper may take: the stock, capped per order. */
  max: number;
  busy: boolean;
  add: () => void;
  increment: () => void;
  decrement: () => void;
}

/** SPEC §4 "Cart control": add, plus sends qty + 1, minus at 1 deletes; toasts 'Item added' / 'Item remove'. */
export function useCartControl(product: ProductDto): CartControl {
  const { lines, loggedIn, isLoading } = useCart();
  const [addItem, addState] = useAddCartItemMutation();
  const [updateQty, updateState] = useUpdateCartQtyMutation();
  const [deleteItem, deleteState] = useDeleteCartItemMutation();

  const line = lines.find((l) => l.product._id === product._id);
  const quantity = line?.quantity ?? 0;
  // The cart's copy of the product is the fresher one once it is in the cart.
  const stock = (line?.product ?? product).stock;
  const max = Math.min(stock, MAX_QUANTITY_PER_PRODUCT);
  // Until the server cart has loaded, 'Add' could be a product that is already in it.
  const busy = isLoading || addState.isLoading || updateState.isLoading || deleteState.isLoading;

  const run = async (call: () => Promise<unknown>, success?: string) => {
    try {
      await call();
      if (success) toast.success(success);
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };

  const setQuantity = (next: number) => {
    if (!loggedIn) {
      setGuestQuantity(line?.product ?? product, next);
      if (next === 0) toast.success('Item remove');
      else if (quantity === 0) toast.success('Item added');
      return;
    }
    if (quantity === 0) return run(() => addItem({ product }).unwrap(), 'Item added');
    if (!line?.itemId) return;
    const _id = line.itemId;
    if (next === 0) return run(() => deleteItem({ _id }).unwrap(), 'Item remove');
    return run(() => updateQty({ _id, qty: next }).unwrap());
  };

  return {
    quantity,
    max,
    busy,
    add: () => void setQuantity(1),
    increment: () => void setQuantity(Math.min(quantity + 1, max)),
    decrement: () => void setQuantity(quantity - 1),
  };
}
