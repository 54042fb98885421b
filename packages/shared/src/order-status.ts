/** Order statuses and their lifecycle, free of zod so the web pages can use them cheaply. */

export const orderStatuses = [
  'pending_payment',
  'placed',
  'confirmed',
  'packed',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'refunded';

/**
 * The lifecycle an admin moves an order along. `pending_payment` leaves only through the payment flow
 * (paid → placed, expired/failed → cancelled) or a cancel.
 */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ['cancelled'],
  placed: ['confirmed', 'cancelled'],
  confirmed: ['packed', 'cancelled'],
  packed: ['out_for_delivery', 'cancelled'],
  out_for_delivery: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

/** An order still on its way to the door: the store board's columns, the shopper's live line. */
export const onItsWay: readonly OrderStatus[] = ['placed', 'confirmed', 'packed', 'out_for_delivery'];

/** A shopper may cancel until the order is packed. */
export const shopperCancellable: readonly OrderStatus[] = ['pending_payment', 'placed', 'confirmed'];

export const canTransition = (from: OrderStatus, to: OrderStatus): boolean =>
  orderTransitions[from].includes(to);
