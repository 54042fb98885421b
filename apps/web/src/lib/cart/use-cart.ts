import type { ProductDto } from '@kirana/shared/catalogue';
import { useMemo, useSyncExternalStore } from 'react';
import { useSelector } from 'react-redux';
import { selectIsLoggedIn } from '../session/user-slice';
import { useGetCartQuery } from './cart-api';
import { getGuestCart, subscribeGuestCart } from './guest-cart-store';

/** One cart line, whether it lives on the server (logged in) or in this browser (guest). */
export interface CartLine {
  /** The server's cart item id; absent for a guest's line. */
  itemId?: string;
  product: ProductDto;
  quantity: number;
}

export interface CartState {
  lines: CartLine[];
  loggedIn: boolean;
  isLoading: boolean;
  /** A server cart refetch is under way: quantities on screen may be stale. */
  isFetching: boolean;
}

const getEmpty = (): never[] => [];

/** The cart the shopper sees: the server cart once logged in, otherwise the browser's guest cart. */
export function useCart(): CartState {
  const loggedIn = useSelector(selectIsLoggedIn);
  const server = useGetCartQuery(undefined, { skip: !loggedIn });
  const guest = useSyncExternalStore(subscribeGuestCart, getGuestCart, getEmpty);

  const lines = useMemo<CartLine[]>(
    () =>
      loggedIn
        ? (server.data ?? []).map((item) => ({
            itemId: item._id,
            product: item.productId,
            quantity: item.quantity,
          }))
        : guest,
    [loggedIn, server.data, guest],
  );

  return {
    lines,
    loggedIn,
    isLoading: loggedIn && server.isLoading,
    isFetching: loggedIn && server.isFetching,
  };
}
