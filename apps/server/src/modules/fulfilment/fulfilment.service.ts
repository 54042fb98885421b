import type { BoardDto } from '@kirana/shared/fulfilment';
import type { OrderDto, OrderStatus } from '@kirana/shared/order';
import type { StoreDto } from '@kirana/shared/store';
import { notFound } from '../../http/http-error';
import type { AuthUser } from '../../plugins/auth';
import type { OrderContext } from '../order/order-context';
import {
  assignRider,
  dropUnavailableItem,
  type Mover,
  setOrderStatus,
} from '../order/order-lifecycle.service';
import { riderQueue, storeQueue } from '../order/order-query.service';
import { getStores, startOfStoreDay } from '../store/store.service';
import { isMemberAs, memberStoreIds, ridersOfStore } from '../store/store-members.service';
import { aislesOf, dayCounts } from './fulfilment.repository';

/** The stores whose orders a user runs: every store for an admin, their own for staff. */
async function storesRunBy(ctx: OrderContext, user: AuthUser): Promise<StoreDto[]> {
  const stores = await getStores(ctx);
  if (user.role === 'ADMIN') return stores;
  const mine = new Set(await memberStoreIds(ctx.db, user.id));
  return stores.filter((store) => mine.has(store._id));
}

export const myStores = storesRunBy;

/** Staff (and admins) move their stores' orders; an order of another store does not exist for them. */
async function staffMover(ctx: OrderContext, user: AuthUser): Promise<Mover> {
  const stores = new Set((await storesRunBy(ctx, user)).map((store) => store._id));
  return { owns: (order) => stores.has(order.storeId) };
}

/** The store's live queue, its riders and today's counters (docs/product-rules.md "Store operations"). */
export async function board(ctx: OrderContext, user: AuthUser, storeId: string): Promise<BoardDto> {
  const store = (await storesRunBy(ctx, user)).find((candidate) => candidate._id === storeId);
  if (!store) throw notFound('Store not found');
  const since = startOfStoreDay(new Date(), ctx.config.delivery.timeZone);
  const [orders, riders, day] = await Promise.all([
    storeQueue(ctx.db, storeId),
    ridersOfStore(ctx.db, storeId),
    dayCounts(ctx.db, storeId, since),
  ]);
  const productIds = [...new Set(orders.flatMap((order) => order.items.map((item) => item.productId)))];
  return {
    store: { _id: store._id, name: store.name },
    orders,
    categories: await aislesOf(ctx.db, productIds),
    riders,
    today: {
      orders: day.orders,
      delivered: day.delivered,
      averageMinutes: day.average === null ? null : Math.round(day.average),
      late: day.late,
    },
  };
}

export async function moveOrder(
  ctx: OrderContext,
  user: AuthUser,
  id: string,
  to: OrderStatus,
): Promise<OrderDto> {
  return setOrderStatus(ctx, id, to, await staffMover(ctx, user));
}

export async function giveToRider(
  ctx: OrderContext,
  user: AuthUser,
  id: string,
  riderId: string | null,
): Promise<OrderDto> {
  return assignRider(ctx, id, riderId, await staffMover(ctx, user), (tx, rider, storeId) =>
    isMemberAs(tx, rider, 'RIDER', storeId),
  );
}

export async function itemUnavailable(ctx: OrderContext, user: AuthUser, id: string, productId: string) {
  return dropUnavailableItem(ctx, id, productId, await staffMover(ctx, user));
}

/** A rider's own orders, and the only steps that are theirs: picked up, delivered (with the cash taken). */
export const riderOrders = (ctx: OrderContext, user: AuthUser) => riderQueue(ctx.db, user.id);

export function riderStep(
  ctx: OrderContext,
  user: AuthUser,
  id: string,
  to: 'out_for_delivery' | 'delivered',
  cashCollected?: number,
): Promise<OrderDto> {
  const mover: Mover = { owns: (order) => order.riderId === user.id, may: ['out_for_delivery', 'delivered'] };
  return setOrderStatus(ctx, id, to, mover, cashCollected);
}
