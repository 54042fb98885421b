/** Dark stores: where orders are packed, which area each serves, and the stock each holds. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { createdAt, id, ref, updatedAt } from './columns';

export const stores = pgTable(
  'stores',
  {
    id: id(),
    /** Short and stable: what `npm run import:stock -- <code> file.csv` names. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    pincode: text('pincode'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    radiusKm: numeric('radius_km', { precision: 5, scale: 2, mode: 'number' }).notNull().default(3),
    /** PIN codes served whatever their distance (a PIN code's centre can lie outside the circle). */
    servedPincodes: text('served_pincodes').array().notNull().default(sql`'{}'::text[]`),
    /** Local opening hours, 'HH:MM'; both null: always open. */
    opensAt: text('opens_at'),
    closesAt: text('closes_at'),
    /** Paused by staff or an admin: it takes no orders until opened again. */
    isOpen: boolean('is_open').notNull().default(true),
    ridersOnShift: integer('riders_on_shift').notNull().default(1),
    /**
     * The store every shop has (migration 0009): the one a shopper without a location sees, and the one
     * whose stock is the product row's own `stock` column (modules/product/stock.repository.ts).
     */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stores_code_key').on(t.code),
    uniqueIndex('stores_one_default_key').on(t.isDefault).where(sql`${t.isDefault}`),
    check('stores_coordinates_check', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
    check('stores_radius_check', sql`${t.radiusKm} > 0`),
    check('stores_riders_check', sql`${t.ridersOnShift} >= 0`),
  ],
);

/** Stock of every store but the default one, whose stock stays on the product row. */
export const storeStock = pgTable(
  'store_stock',
  {
    storeId: ref('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    productId: ref('product_id').references(() => products.id, { onDelete: 'cascade' }),
    stock: integer('stock').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.productId] }),
    check('store_stock_stock_check', sql`${t.stock} >= 0`),
  ],
);
