import { orderStatuses } from '@kirana/shared/order';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { newId } from './ids';

const id = () => text('id').primaryKey().$defaultFn(newId);
const ref = (name: string) => text(name).notNull();
const createdAt = () => timestamp('created_at', { withTimezone: true }).defaultNow().notNull();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .defaultNow()
    .notNull()
    .$onUpdate(() => new Date());
/** Rupees with paise; read back as a JS number. */
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const userRoles = ['USER', 'ADMIN'] as const;
export const userStatuses = ['Active', 'Inactive', 'Suspended'] as const;

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    /** Stored trimmed and lower-cased, so the unique index is case-insensitive. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    avatar: text('avatar').notNull().default(''),
    mobile: text('mobile'),
    verifyEmail: boolean('verify_email').notNull().default(false),
    lastLoginDate: timestamp('last_login_date', { withTimezone: true }),
    status: text('status', { enum: userStatuses }).notNull().default('Active'),
    role: text('role', { enum: userRoles }).notNull().default('USER'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('USER', 'ADMIN')`),
    check('users_status_check', sql`${t.status} in ('Active', 'Inactive', 'Suspended')`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: ref('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Every rotation of one login shares a family; reuse of a rotated token revokes the family. */
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedBy: text('replaced_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/**
 * Password-reset codes, keyed by the email asked about. A request for an email without an account gets a row
 * too (no user, and a code nobody is sent), so every later answer is the same whether the account exists.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    /** As asked, normalised like users.email. */
    email: text('email').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    otpHash: text('otp_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_resets_user_idx').on(t.userId, t.createdAt),
    index('password_resets_email_idx').on(t.email, t.createdAt),
    index('password_resets_expires_idx').on(t.expiresAt),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('categories_name_idx').on(t.name)],
);

export const subCategories = pgTable(
  'sub_categories',
  {
    id: id(),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sub_categories_name_idx').on(t.name)],
);

export const subCategoryCategories = pgTable(
  'sub_category_categories',
  {
    subCategoryId: ref('sub_category_id').references(() => subCategories.id, { onDelete: 'cascade' }),
    categoryId: ref('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.subCategoryId, t.categoryId] }),
    index('sub_category_categories_category_idx').on(t.categoryId),
  ],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    unit: text('unit').notNull().default(''),
    stock: integer('stock').notNull().default(0),
    price: money('price').notNull(),
    discount: numeric('discount', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    description: text('description').notNull().default(''),
    moreDetails: jsonb('more_details').$type<Record<string, string>>().notNull().default({}),
    publish: boolean('publish').notNull().default(true),
    /** Name weighs above description in search ranking. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** A product's identity in an imported or generated catalogue (`bigbasket:123`), so re-runs update it. */
    externalKey: text('external_key'),
  },
  (t) => [
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_price_check', sql`${t.price} >= 0`),
    check('products_discount_check', sql`${t.discount} >= 0 and ${t.discount} <= 100`),
    index('products_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    uniqueIndex('products_external_key_key').on(t.externalKey),
  ],
);

/**
 * The product's created_at, copied into each link by a trigger (migration 0003; a product's created_at never
 * changes), so that "the newest of a category" is one index range instead of a walk through every product.
 * The default only satisfies inserts that leave it out: the trigger always overwrites it.
 */
const productCreatedAt = () => timestamp('product_created_at', { withTimezone: true }).defaultNow().notNull();

export const productCategories = pgTable(
  'product_categories',
  {
    productId: ref('product_id').references(() => products.id, { onDelete: 'cascade' }),
    categoryId: ref('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    productCreatedAt: productCreatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_newest_idx').on(t.categoryId, t.productCreatedAt.desc(), t.productId.desc()),
  ],
);

export const productSubCategories = pgTable(
  'product_sub_categories',
  {
    productId: ref('product_id').references(() => products.id, { onDelete: 'cascade' }),
    subCategoryId: ref('sub_category_id').references(() => subCategories.id, { onDelete: 'restrict' }),
    productCreatedAt: productCreatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.subCategoryId] }),
    index('product_sub_categories_newest_idx').on(
      t.subCategoryId,
      t.productCreatedAt.desc(),
      t.productId.desc(),
    ),
  ],
);

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

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: ref('user_id').references(() => users.id, { onDelete: 'cascade' }),
    addressLine: text('address_line').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    pincode: text('pincode').notNull(),
    mobile: text('mobile').notNull(),
    status: boolean('status').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId, t.createdAt)],
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.orderNumber),
    uniqueIndex('orders_checkout_session_key').on(t.checkoutSessionId),
    index('orders_user_idx').on(t.userId, t.createdAt.desc()),
    index('orders_status_idx').on(t.status, t.createdAt.desc()),
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

/**
 * Rate-limit counters shared by every server process (when REDIS_URL is unset): a key's hits within its
 * window, which ends at expires_at. Expired rows are reset on the next hit and swept periodically.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_expires_idx').on(t.expiresAt)],
);
