import type { OrderDto, OrderStatus } from '@kirana/shared/order';
import { onItsWay } from '@kirana/shared/order-status';
import { pageInfo } from '@kirana/shared/paging';
import type { Executor } from '../../db/client';
import { isId } from '../../db/ids';
import { notFound } from '../../http/http-error';
import type { AuthUser } from '../../plugins/auth';
import {
  findOrder,
  listOrdersOfRider,
  listOrdersOfShopper,
  listOrdersOfStore,
  pageOrders,
} from './order.repository';
import { toOrderDtos } from './order-read.service';

/** The shopper's orders; abandoned card attempts are left out (admins see them in the admin list). */
export async function listMyOrders(db: Executor, userId: string): Promise<OrderDto[]> {
  return toOrderDtos(db, await listOrdersOfShopper(db, userId));
}

/** The owner or an admin; anyone else is told it does not exist. */
export async function orderDetails(db: Executor, user: AuthUser, id: string): Promise<OrderDto> {
  const row = isId(id) ? await findOrder(db, id) : undefined;
  if (!row || (row.userId !== user.id && user.role !== 'ADMIN')) throw notFound('Order not found');
  const [dto] = await toOrderDtos(db, [row]);
  return dto!;
}

export async function listAllOrders(
  db: Executor,
  filter: { status?: OrderStatus; page: number; limit: number },
) {
  const { rows, totalCount } = await pageOrders(db, filter);
  return {
    data: await toOrderDtos(db, rows),
    ...pageInfo(totalCount, filter.page, filter.limit),
  };
}

/** What a store still has to do (the board): placed, packing, ready and out for delivery, oldest first. */
export async function storeQueue(db: Executor, storeId: string): Promise<OrderDto[]> {
  return toOrderDtos(db, await listOrdersOfStore(db, storeId, onItsWay));
}

/** A rider's orders to pick up or deliver, oldest first. */
export async function riderQueue(db: Executor, riderId: string): Promise<OrderDto[]> {
  return toOrderDtos(db, await listOrdersOfRider(db, riderId, ['confirmed', 'packed', 'out_for_delivery']));
}
