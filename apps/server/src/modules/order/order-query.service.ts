import type { OrderDto, OrderStatus } from '@kirana/shared/order';
import { pageInfo } from '@kirana/shared/paging';
import type { Executor } from '../../db/client';
import { isId } from '../../db/ids';
import { notFound } from '../../http/http-error';
import type { AuthUser } from '../../plugins/auth';
import { findOrder, listOrdersOfShopper, pageOrders } from './order.repository';
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
