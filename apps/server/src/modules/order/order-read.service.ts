import type { OrderDto } from '@kirana/shared/order';
import type { Executor } from '../../db/client';
import { loadOrderItems, type OrderRow } from './order.repository';
import { toOrderDto } from './order-dto';

/** Orders with their lines, in the order given; one query for all the lines. */
export async function toOrderDtos(db: Executor, rows: readonly OrderRow[]): Promise<OrderDto[]> {
  const items = await loadOrderItems(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toOrderDto(row, items.get(row.id) ?? []));
}
