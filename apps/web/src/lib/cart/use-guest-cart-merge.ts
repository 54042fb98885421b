import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { getErrorMessage } from '../api-error';
import { useMergeCartMutation } from './cart-api';
import { clearGuestCart, getGuestCart } from './guest-cart-store';

/**
 * At login, hands what the shopper put in the cart as a guest to the server cart (quantities are
 * added there, capped by stock) and forgets the browser copy.
 */
export function useGuestCartMerge(loggedIn: boolean): void {
  const [mergeCart] = useMergeCartMutation();
  // One attempt per login, even if the effect re-runs (StrictMode, re-renders).
  const attempted = useRef(false);

  useEffect(() => {
    if (!loggedIn) {
      attempted.current = false;
      return;
    }
    const lines = getGuestCart();
    if (attempted.current || lines.length === 0) return;
    attempted.current = true;
    const items = lines.map((line) => ({ productId: line.product._id, quantity: line.quantity }));
    mergeCart({ items })
      .unwrap()
      .then(clearGuestCart, (error: unknown) => toast.error(getErrorMessage(error)));
  }, [loggedIn, mergeCart]);
}
