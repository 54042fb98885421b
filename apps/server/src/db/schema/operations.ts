/** Running the stores live: who works at which store, and every change of an order as an event. */
import { bigserial, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { ref } from './columns';
import { orders } from './orders';
import { stores } from './stores';

/** Store staff (one or more stores each) and riders (one store each) and where they work. */
export const storeMembers = pgTable(
  'store_members',
  {
    userId: ref('user_id').references(() => users.id, { onDelete: 'cascade' }),
    storeId: ref('store_id').references(() => stores.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.storeId] }), index('store_members_store_idx').on(t.storeId)],
);

/**
 * Every order's every change of status or rider, in order (migration 0010 writes them from a trigger on
 * orders, so no writer can forget one). The id is what live clients resume from (`Last-Event-ID`).
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: ref('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    storeId: ref('store_id'),
    userId: ref('user_id'),
    riderId: text('rider_id'),
    status: text('status').notNull(),
    at: timestamp('at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('order_events_store_idx').on(t.storeId, t.id),
    index('order_events_user_idx').on(t.userId, t.id),
    index('order_events_rider_idx').on(t.riderId, t.id),
  ],
);
