import type { OrderDto } from '@kirana/shared/order';
import type { Executor } from '../../db/client';
import { loadOrderItems, loadRiders, type OrderRow } from './order.repository';
import { toOrderDto } from './order-dto';

/** Orders with their lines and riders, in the order given; one query for all the lines, one for riders. */
export async function toOrderDtos(db: Executor, rows: readonly OrderRow[]): Promise<OrderDto[]> {
  const riderIds = [...new Set(rows.flatMap((row) => (row.riderId ? [row.riderId] : [])))];
  const [items, riders] = await Promise.all([
    loadOrderItems(
      db,
      rows.map((row) => row.id),
    ),
    loadRiders(db, riderIds),
  ]);
  return rows.map((row) =>
    toOrderDto(row, items.get(row.id) ?? [], (row.riderId && riders.get(row.riderId)) || null),
  );
}
