/** The catalogue: categories, sub categories, products and the links between them. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { createdAt, id, money, ref, tsvector, updatedAt } from './columns';

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
    /** Units in placed orders, less cancellations: search's tie-breaker between equally good matches. */
    unitsSold: integer('units_sold').notNull().default(0),
    /**
     * Search ranks by where a word is: the name (A), the brand and type of more_details (B: 'amul butter',
     * 'salt' finding Salts), the description (C). A slash separates words ('Sugar/Sakkare'): the parser
     * would read it as one path-like word.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', translate(coalesce(name, ''), '/', ' ')), 'A') || setweight(to_tsvector('english', translate(coalesce(name, ''), '/', ' ')), 'A') || setweight(to_tsvector('simple', coalesce(more_details->>'Brand', '') || ' ' || coalesce(more_details->>'Type', '')), 'B') || setweight(to_tsvector('english', coalesce(more_details->>'Type', '')), 'B') || setweight(to_tsvector('english', translate(coalesce(description, ''), '/', ' ')), 'C')`,
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
    // An admin's search reads the unpublished products by id (modules/search/postings-memory.ts).
    index('products_unpublished_idx').on(t.id).where(sql`not ${t.publish}`),
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

/**
 * Whether the product is published, copied into its category links and listing pairs by triggers
 * (migration 0015) and kept when publish changes, so the newest published products of a listing or a
 * category are one index range: no look-up of each product to skip the unpublished.
 */
const productPublished = () => boolean('product_published').default(true).notNull();

export const productCategories = pgTable(
  'product_categories',
  {
    productId: ref('product_id').references(() => products.id, { onDelete: 'cascade' }),
    categoryId: ref('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    productCreatedAt: productCreatedAt(),
    productPublished: productPublished(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_newest_idx').on(
      t.categoryId,
      t.productPublished,
      t.productCreatedAt.desc(),
      t.productId.desc(),
    ),
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

/**
 * Each product as a list shows it, written by triggers whenever the product or its links change (migration
 * 0016): its own fields as one JSON text, its images as a JSON array, its links' ids comma separated. A list
 * page reads one row per product here instead of writing the JSON and reading both link tables for each
 * (db/product-page.repository.ts).
 */
export const productListings = pgTable('product_listings', {
  productId: text('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  json: text('json').notNull(),
  images: text('images').notNull(),
  categoryIds: text('category_ids').notNull().default(''),
  subCategoryIds: text('sub_category_ids').notNull().default(''),
  /** The product's stock, copied with the rest (migration 0020): a list reads no products row. */
  stock: integer('stock').notNull().default(0),
});

/**
 * Each (category, sub category) listing's products, newest first: one row per pair of a product's
 * category and sub category links, kept by triggers on the two link tables (migration 0012), so a listing
 * page is one index range however few of a shared sub category's products are in the category. No
 * foreign keys: a row lives exactly as long as both links it comes from, which have theirs.
 */
export const listingProducts = pgTable(
  'listing_products',
  {
    categoryId: text('category_id').notNull(),
    subCategoryId: text('sub_category_id').notNull(),
    productId: text('product_id').notNull(),
    productCreatedAt: timestamp('product_created_at', { withTimezone: true }).notNull(),
    productPublished: productPublished(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId, t.subCategoryId] }),
    index('listing_products_newest_idx').on(
      t.categoryId,
      t.subCategoryId,
      t.productPublished,
      t.productCreatedAt.desc(),
      t.productId.desc(),
    ),
  ],
);

/**
 * How many published products each (category, sub category) listing holds, kept by triggers where links
 * and publish change (migration 0011), so a listing page reads its total instead of counting its products.
 * A pair with no row holds none.
 */
export const listingCounts = pgTable(
  'listing_counts',
  {
    categoryId: ref('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    subCategoryId: ref('sub_category_id').references(() => subCategories.id, { onDelete: 'cascade' }),
    products: integer('products').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.subCategoryId] })],
);

/** How many products are published (true) and unpublished (false), kept by triggers (migration 0011). */
export const productCounts = pgTable('product_counts', {
  published: boolean('published').primaryKey(),
  products: integer('products').notNull().default(0),
});
