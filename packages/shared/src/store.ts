import { z } from 'zod';
import { MAX_STOCK } from './catalogue';
import { idField, tooLong } from './text-fields';

/** An Indian PIN code: six digits, never starting with 0. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
const pincode = z.string().trim().regex(PINCODE_PATTERN, 'must be a 6-digit PIN code');
/** The location picker's PIN code field. */
export const pincodeForm = z.object({
  pincode: z.string().trim().regex(PINCODE_PATTERN, 'must be 6 digits, like 560034'),
});

/** India's bounding box: a point outside it is a mistake (swapped or mistyped coordinates). */
export const INDIA_BOUNDS = { minLatitude: 6, maxLatitude: 37.6, minLongitude: 68, maxLongitude: 97.5 };
const latitude = z
  .number()
  .min(INDIA_BOUNDS.minLatitude, 'must be inside India (6 to 37.6)')
  .max(INDIA_BOUNDS.maxLatitude, 'must be inside India (6 to 37.6)');
const longitude = z
  .number()
  .min(INDIA_BOUNDS.minLongitude, 'must be inside India (68 to 97.5)')
  .max(INDIA_BOUNDS.maxLongitude, 'must be inside India (68 to 97.5)');

/** A dark store serves a few kilometres: past 15 no 10-minute promise holds. */
export const RADIUS_KM = { min: 0.5, max: 15 };
export const MAX_SERVED_PINCODES = 200;
const clock = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time like 07:00');

const text = (max: number) => z.string().trim().max(max, tooLong(max));

/**
 * One schema for the admin's store form and the server (docs/api.md "Stores"). A store without
 * coordinates and PIN codes serves everywhere only while no store has a location (product-rules.md).
 */
const storeShape = z.object({
  code: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{1,29}$/, 'must be 2 to 30 letters, digits or dashes'),
  name: text(80).min(1, 'is required'),
  address: text(250),
  pincode: pincode.nullable(),
  latitude: latitude.nullable(),
  longitude: longitude.nullable(),
  radiusKm: z
    .number()
    .min(RADIUS_KM.min, `must be between ${RADIUS_KM.min} and ${RADIUS_KM.max} km`)
    .max(RADIUS_KM.max, `must be between ${RADIUS_KM.min} and ${RADIUS_KM.max} km`),
  servedPincodes: z
    .array(pincode)
    .max(MAX_SERVED_PINCODES, `must list at most ${MAX_SERVED_PINCODES} PIN codes`),
  opensAt: clock.nullable(),
  closesAt: clock.nullable(),
  isOpen: z.boolean(),
  ridersOnShift: z.number().int('must be a whole number').min(0).max(500),
});

type StoreShape = z.infer<typeof storeShape>;
/** Rules across fields, for the create and the update schemas alike. */
const pairs = (store: Partial<StoreShape>, ctx: z.RefinementCtx) => {
  if ((store.latitude == null) !== (store.longitude == null) && 'latitude' in store && 'longitude' in store) {
    ctx.addIssue({
      code: 'custom',
      path: ['longitude'],
      message: 'give both latitude and longitude, or neither',
    });
  }
  if ((store.opensAt == null) !== (store.closesAt == null) && 'opensAt' in store && 'closesAt' in store) {
    ctx.addIssue({
      code: 'custom',
      path: ['closesAt'],
      message: 'give both opening and closing times, or neither',
    });
  }
};

// Defaults belong to the create only: on an update they would overwrite what was left out.
export const storeCreateBody = storeShape
  .extend({
    address: storeShape.shape.address.default(''),
    pincode: storeShape.shape.pincode.default(null),
    latitude: storeShape.shape.latitude.default(null),
    longitude: storeShape.shape.longitude.default(null),
    radiusKm: storeShape.shape.radiusKm.default(3),
    servedPincodes: storeShape.shape.servedPincodes.default([]),
    opensAt: storeShape.shape.opensAt.default(null),
    closesAt: storeShape.shape.closesAt.default(null),
    isOpen: storeShape.shape.isOpen.default(true),
    ridersOnShift: storeShape.shape.ridersOnShift.default(1),
  })
  .superRefine(pairs);
export type StoreFields = z.input<typeof storeCreateBody>;
/** An update names the store and what changes; a pair (coordinates, hours) changes together. */
export const storeUpdateBody = storeShape
  .partial()
  .extend({ _id: idField() })
  .superRefine((store, ctx) => {
    if ('latitude' in store !== 'longitude' in store) {
      ctx.addIssue({
        code: 'custom',
        path: ['longitude'],
        message: 'give both latitude and longitude, or neither',
      });
    }
    if ('opensAt' in store !== 'closesAt' in store) {
      ctx.addIssue({
        code: 'custom',
        path: ['closesAt'],
        message: 'give both opening and closing times, or neither',
      });
    }
    pairs(store, ctx);
  });
export const storeIdBody = z.object({ _id: idField() });

export interface StoreDto {
  _id: string;
  code: string;
  name: string;
  address: string;
  pincode: string | null;
  latitude: number | null;
  longitude: number | null;
  radiusKm: number;
  servedPincodes: string[];
  opensAt: string | null;
  closesAt: string | null;
  isOpen: boolean;
  ridersOnShift: number;
  isDefault: boolean;
  /** The served area in words: "3 km around 560034 and 2 more PIN codes", "Everywhere (no location set)". */
  area: string;
  createdAt: string;
  updatedAt: string;
}

/** Stock of one store: set for many products at once (the stock page, the CSV import). */
export const MAX_STOCK_ROWS = 5000;
export const storeStockBody = z.object({
  storeId: idField(),
  items: z
    .array(
      z.object({
        productId: idField(),
        stock: z.number().int('must be a whole number').min(0, 'must not be negative').max(MAX_STOCK),
      }),
    )
    .min(1, 'must list at least one product')
    .max(MAX_STOCK_ROWS, `must list at most ${MAX_STOCK_ROWS} products`),
});
export type StoreStockBody = z.infer<typeof storeStockBody>;

/** One product's stock at every store: the product form's "Stock per store". */
export const productStockBody = z.object({ productId: idField() });
export const productStockUpdateBody = z.object({
  productId: idField(),
  stocks: z
    .array(
      z.object({
        storeId: idField(),
        stock: z.number().int('must be a whole number').min(0, 'must not be negative').max(MAX_STOCK),
      }),
    )
    .min(1, 'must list at least one store')
    .max(500, 'must list at most 500 stores'),
});
export type ProductStockUpdateBody = z.infer<typeof productStockUpdateBody>;

export interface ProductStoreStockDto {
  storeId: string;
  code: string;
  name: string;
  isDefault: boolean;
  stock: number;
}

/**
 * A stock file for one store (the stock page's import, `npm run import:stock`): CSV with a header naming
 * a product id column (`product_id`, `productId` or `id`) and `stock`; other columns are ignored.
 */
export const MAX_STOCK_CSV_CHARS = 3_000_000;
export const MAX_STOCK_CSV_ROWS = 50_000;
export const stockCsvBody = z.object({
  storeId: idField(),
  csv: z
    .string()
    .min(1, 'is empty')
    .max(MAX_STOCK_CSV_CHARS, `must be at most ${MAX_STOCK_CSV_CHARS / 1_000_000} MB`),
});

export interface StockImportReport {
  rows: number;
  updated: number;
  /** Lines of the file that could not be used, with why (at most 100 are listed). */
  rejected: { line: number; message: string }[];
}

export const storeStockPageBody = z.object({
  storeId: idField(),
  page: z.number().int().min(1).max(10_000).default(1),
  limit: z.number().int().min(1).max(100).default(50),
  search: text(100).default(''),
});

export interface StoreStockRowDto {
  productId: string;
  name: string;
  unit: string;
  image: string;
  stock: number;
}

/**
 * Where the shopper is: a PIN code, a point from the browser's geolocation, or one of their saved addresses.
 */
export const locationBody = z.union([
  z.object({ pincode }).strict(),
  z.object({ latitude, longitude }).strict(),
  z.object({ addressId: idField() }).strict(),
]);
export type LocationBody = z.infer<typeof locationBody>;

export interface LocationDto {
  /** False until the shopper chose a location (or has a saved address to default to). */
  chosen: boolean;
  pincode: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The line the header shows under the delivery time: an address, a PIN code, "Current location". */
  label: string;
  addressId: string | null;
  served: boolean;
  /** Why an order can't be delivered there: "Sorry, we don't deliver to 110001 yet". */
  reason: string | null;
  store: { _id: string; name: string } | null;
  /** Minutes from order to door; null when the store has no location to measure from. */
  etaMinutes: number | null;
}

/** How a delivery address fares: the checkout shows each address's ETA or why it is not served. */
export interface AddressServiceDto {
  addressId: string;
  served: boolean;
  reason: string | null;
  storeName: string | null;
  etaMinutes: number | null;
}

/**
 * An admin gives a user a store role (docs/product-rules.md "Roles"): staff work at one or more stores, a
 * rider at exactly one; USER takes the role and the stores away.
 */
export const storeMemberBody = z
  .object({
    email: z.string().trim().toLowerCase().email('must be an email address').max(254),
    role: z.enum(['USER', 'STORE_STAFF', 'RIDER']),
    storeIds: z.array(idField()).max(50, 'must list at most 50 stores').default([]),
  })
  .superRefine((body, ctx) => {
    const stores = new Set(body.storeIds).size;
    if (body.role === 'RIDER' && stores !== 1) {
      ctx.addIssue({ code: 'custom', path: ['storeIds'], message: 'a rider rides for exactly one store' });
    }
    if (body.role === 'STORE_STAFF' && stores === 0) {
      ctx.addIssue({ code: 'custom', path: ['storeIds'], message: 'choose at least one store' });
    }
  });
export type StoreMemberBody = z.input<typeof storeMemberBody>;

export interface StoreMemberDto {
  userId: string;
  name: string;
  email: string;
  mobile: string | null;
  role: 'STORE_STAFF' | 'RIDER';
  stores: { _id: string; name: string }[];
}
