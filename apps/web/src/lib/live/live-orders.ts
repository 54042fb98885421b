import { ORDER_EVENT, type OrderEventDto, READY_EVENT } from '@kirana/shared/live';
import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { api } from '../api';

/** After the server refused the stream (signed out, a restart), try again this much later. */
const RETRY_MS = 5000;

type Listener = (event: OrderEventDto) => void;
const listeners = new Set<Listener>();

/**
 * The tab's one live stream of order events (docs/api.md "Live orders"), open while signed in. Every event,
 * and every (re)connect, fetches orders again wherever they show (My Orders, the store board, the rider's
 * list); the browser resumes a dropped stream with Last-Event-ID, and a refused one is retried.
 */
export function useLiveOrders(signedIn: boolean): void {
  const dispatch = useDispatch();
  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const refetch = () => dispatch(api.util.invalidateTags(['Order']));
    const open = () => {
      source = new EventSource('/api/live/orders', { withCredentials: true });
      source.addEventListener(READY_EVENT, refetch);
      source.addEventListener(ORDER_EVENT, (message) => {
        refetch();
        const event = JSON.parse((message as MessageEvent<string>).data) as OrderEventDto;
        for (const listener of listeners) listener(event);
      });
      source.onerror = () => {
        // CONNECTING: the browser retries by itself. CLOSED: it gave up (a 401 or 5xx); so do we, for a while.
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          retry = setTimeout(open, RETRY_MS);
        }
      };
    };
    open();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [signedIn, dispatch]);
}

/** Calls `listener` with every order event this tab hears (a board's new-order cue). */
export function useOrderEvents(listener: Listener): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    const each: Listener = (event) => latest.current(event);
    listeners.add(each);
    return () => void listeners.delete(each);
  }, []);
}
