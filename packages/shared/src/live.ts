import type { OrderStatus } from './order-status';

/**
 * One change of an order (docs/api.md "Live orders"): its new status or rider. Live clients fetch the order
 * again when they hear one; `id` is what they resume from after a reconnect.
 */
export interface OrderEventDto {
  id: number;
  orderId: string;
  storeId: string;
  userId: string;
  riderId: string | null;
  status: OrderStatus;
  at: string;
}

/** The stream's event name for order changes. */
export const ORDER_EVENT = 'order';
/** The stream's first event, on every (re)connect: a client fetches what it shows afresh. */
export const READY_EVENT = 'ready';
