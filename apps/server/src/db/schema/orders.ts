/** Carts, orders with their lines, and the payment events of card orders. */
import { orderStatuses } from '@kirana/shared/order';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalogue';
import { createdAt, id, money, ref, updatedAt } from './columns';
import { stores } from './stores';

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: ref('user_id').references(() => users.id, { onDelete: 'cascade' }),
    productId: ref('product_id').references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_items_user_product_key').on(t.userId, t.productId),
    check('cart_items_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

export const paymentStatuses = ['pending', 'paid', 'failed', 'refunded'] as const;
export const paymentMethods = ['COD', 'CARD'] as const;

export interface AddressSnapshot {
  _id: string;
  address_line: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
  mobile: string;
}

export interface StatusChange {
  status: (typeof orderStatuses)[number];
  at: string;
}

export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: text('order_number').notNull(),
    userId: ref('user_id').references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: orderStatuses }).notNull().default('placed'),
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull(),
    paymentStatus: text('payment_status', { enum: paymentStatuses }).notNull().default('pending'),
    /** Provider's payment reference (Stripe payment intent), once paid. */
    paymentId: text('payment_id'),
    checkoutSessionId: text('checkout_session_id'),
    /** The provider's refund reference, once a paid card order was cancelled and refunded. */
    refundId: text('refund_id'),
    /** Why a cancelled order ended: 'shopper', 'admin', 'expired' (reservation ran out), 'replaced' (a newer checkout of the same cart), 'payment_failed'. */
    cancelReason: text('cancel_reason'),
    /** A card order holds its stock until this moment unless paid. */
    reservationExpiresAt: timestamp('reservation_expires_at', { withTimezone: true }),
    deliveryAddress: jsonb('delivery_address').$type<AddressSnapshot>().notNull(),
    subTotalAmt: money('sub_total_amt').notNull(),
    totalAmt: money('total_amt').notNull(),
    statusHistory: jsonb('status_history').$type<StatusChange[]>().notNull().default([]),
    /** The dark store that packs it, chosen from the delivery address when placed; never moved after. */
    storeId: ref('store_id').references(() => stores.id, { onDelete: 'restrict' }),
    /** The delivery time promised when placed, in minutes; null when the store has no location to measure from. */
    etaMinutes: integer('eta_minutes'),
    promisedAt: timestamp('promised_at', { withTimezone: true }),
    /** The rider the store handed it to (a RIDER of that store); kept after delivery. */
    riderId: text('rider_id').references(() => users.id, { onDelete: 'set null' }),
    /** Cash the rider collected for a cash-on-delivery order, recorded when delivered. */
    cashCollected: money('cash_collected'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.orderNumber),
    uniqueIndex('orders_checkout_session_key').on(t.checkoutSessionId),
    index('orders_user_idx').on(t.userId, t.createdAt.desc()),
    index('orders_status_idx').on(t.status, t.createdAt.desc()),
    index('orders_store_status_idx').on(t.storeId, t.status),
    index('orders_rider_idx').on(t.riderId, t.status),
    index('orders_reservation_idx').on(t.reservationExpiresAt).where(sql`${t.status} = 'pending_payment'`),
    // A shopper has at most one card checkout holding stock at a time: a repeat reuses or replaces it.
    uniqueIndex('orders_one_pending_payment_key').on(t.userId).where(sql`${t.status} = 'pending_payment'`),
    // Cancelled card orders still holding a payment owe a refund; the sweeper looks for them every minute.
    index('orders_refund_due_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'cancelled' and ${t.paymentStatus} = 'paid'`),
    check(
      'orders_status_check',
      sql`${t.status} in ('pending_payment', 'placed', 'confirmed', 'packed', 'out_for_delivery', 'delivered', 'cancelled')`,
    ),
    check(
      'orders_payment_status_check',
      sql`${t.paymentStatus} in ('pending', 'paid', 'failed', 'refunded')`,
    ),
    check('orders_payment_method_check', sql`${t.paymentMethod} in ('COD', 'CARD')`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: ref('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** Kept as a plain reference: deleting a product must not touch past orders, which hold a snapshot. */
    productId: text('product_id').notNull(),
    name: text('name').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    unit: text('unit').notNull().default(''),
    price: money('price').notNull(),
    discount: numeric('discount', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    quantity: integer('quantity').notNull(),
    lineTotal: money('line_total').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    provider: text('provider').notNull(),
    /** The provider's event id: recording it once makes webhook handling idempotent. */
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    orderId: text('order_id'),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_events_event_key').on(t.provider, t.eventId),
    index('payment_events_order_idx').on(t.orderId),
  ],
);
