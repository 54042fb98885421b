import type { ReactNode } from 'react';
import { useLiveOrders } from '../../lib/live/live-orders';
import { LiveOrderPill } from './live-order-pill';

/**
 * What only a signed-in shopper gets live: the order event stream and the on-its-way line. Its own chunk
 * (root-layout.tsx), so a visitor's first load carries neither, nor the orders API they read.
 */
export default function SignedInLive(): ReactNode {
  useLiveOrders(true);
  return <LiveOrderPill signedIn />;
}
