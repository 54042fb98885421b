import { maxQuantityFor } from '@kirana/shared/cart-limits';
import type { ProductDto } from '@kirana/shared/catalogue';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useDispatch } from 'react-redux';
import { getErrorMessage } from '../api-error';
import { cartApi } from './cart-api';
import { setGuestQuantity } from './guest-cart-store';
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

/** docs/product-rules.md "Flows": add, plus sends qty + 1, minus at 1 deletes; toasts 'Item added' / 'Item remove'. */
export function useCartControl(product: ProductDto): CartControl {
  const { lines, loggedIn, isLoading } = useCart();
  // Plain dispatches rather than three mutation hooks: a page of cards then keeps no store subscriptions
  // per card beyond the cart itself, which keeps re-renders cheap as data arrives.
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const [pending, setPending] = useState(false);

  const line = lines.find((l) => l.product._id === product._id);
  const quantity = line?.quantity ?? 0;
  // The cart's copy of the product is the fresher one once it is in the cart.
  const max = maxQuantityFor({ stock: (line?.product ?? product).stock });
  // Until the server cart has loaded, 'Add' could be a product that is already in it.
  const busy = isLoading || pending;

  const run = async (call: () => Promise<unknown>, success?: string) => {
    setPending(true);
    try {
      await call();
      if (success) toast.success(success);
    } catch (error) {
      toast.error(getErrorMessage(error));
    } finally {
      setPending(false);
    }
  };
  const untracked = { track: false };
  const { addCartItem, updateCartQty, deleteCartItem } = cartApi.endpoints;

  const setQuantity = (next: number) => {
    if (!loggedIn) {
      setGuestQuantity(line?.product ?? product, next);
      if (next === 0) toast.success('Item remove');
      else if (quantity === 0) toast.success('Item added');
      return;
    }
    if (quantity === 0) {
      return run(() => dispatch(addCartItem.initiate({ product }, untracked)).unwrap(), 'Item added');
    }
    if (!line?.itemId) return;
    const _id = line.itemId;
    if (next === 0) {
      return run(() => dispatch(deleteCartItem.initiate({ _id }, untracked)).unwrap(), 'Item remove');
    }
    return run(() => dispatch(updateCartQty.initiate({ _id, qty: next }, untracked)).unwrap());
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
