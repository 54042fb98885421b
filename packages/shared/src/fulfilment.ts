import { z } from 'zod';
import type { OrderDto } from './order';
import { orderStatuses } from './order-status';
import { idField } from './text-fields';

/** docs/api.md "Store operations": the store board, riders' hand-over and the rider's own steps. */
export const boardBody = z.object({ storeId: idField() });
export const moveOrderBody = z.object({ _id: idField(), status: z.enum(orderStatuses) });
export const assignRiderBody = z.object({ _id: idField(), riderId: idField().nullable() });
/** An item the store does not have after all: taken out of the order (or the order cancelled). */
export const unavailableItemBody = z.object({ _id: idField(), productId: idField() });
export const riderStepBody = z.object({
  _id: idField(),
  status: z.enum(['out_for_delivery', 'delivered']),
  /** Cash taken at the door for a cash-on-delivery order; the order's total when left out. */
  cashCollected: z.number().min(0, 'must not be negative').max(10_000_000).multipleOf(0.01).optional(),
});

export interface BoardDto {
  store: { _id: string; name: string };
  /** Placed, packing (confirmed), ready (packed) and out for delivery, oldest first. */
  orders: OrderDto[];
  /** Each ordered product's category, for pick lists grouped by aisle. */
  categories: Record<string, string>;
  riders: { _id: string; name: string; mobile: string | null }[];
  /** Since local midnight: orders taken, delivered, their average minutes to the door, and late ones. */
  today: { orders: number; delivered: number; averageMinutes: number | null; late: number };
}
