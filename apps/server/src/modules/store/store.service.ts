import type { StoreDto, storeCreateBody, storeUpdateBody } from '@kirana/shared/store';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { isId } from '../../db/ids';
import { badRequest, conflict, notFound, unprocessable } from '../../http/http-error';
import type { StockPlace } from '../product/stock.service';
import { etaMinutes } from './eta';
import { pincodeCoordinates } from './pincode-coordinates';
import { closedReason, isPlaced, localMinutes, type Place, type Serving, servingStore } from './serving';
import {
  countOpenOrders,
  countOrdersOfStore,
  deleteStore,
  findStore,
  insertStore,
  listStores,
  lockStoreForOrder,
  type NewStore,
  type StoreRow,
  updateStore,
} from './store.repository';
import type { StoreDirectory } from './store-directory';

/** What the store services need; routes pass app.deps. */
export interface StoreContext {
  db: Database;
  config: Pick<Config, 'delivery'>;
  stores: StoreDirectory;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The served area in a few words, for the admin's table. */
export function areaOf(store: StoreRow): string {
  if (!isPlaced(store)) return 'Everywhere, while no store has an area';
  const circle =
    store.latitude !== null ? `${store.radiusKm} km around ${store.pincode ?? 'its location'}` : undefined;
  const pins = store.servedPincodes;
  if (!circle)
    return `PIN codes ${pins.slice(0, 3).join(', ')}${pins.length > 3 ? ` and ${pins.length - 3} more` : ''}`;
  return pins.length > 0 ? `${circle} and ${plural(pins.length, 'more PIN code')}` : circle;
}

export function toStoreDto(row: StoreRow): StoreDto {
  return {
    _id: row.id,
    code: row.code,
    name: row.name,
    address: row.address,
    pincode: row.pincode,
    latitude: row.latitude,
    longitude: row.longitude,
    radiusKm: row.radiusKm,
    servedPincodes: row.servedPincodes,
    opensAt: row.opensAt,
    closesAt: row.closesAt,
    isOpen: row.isOpen,
    ridersOnShift: row.ridersOnShift,
    isDefault: row.isDefault,
    area: areaOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A PIN code's centre, or a 400 naming it: every place a person types goes through here. */
export function pincodePoint(pincode: string) {
  const point = pincodeCoordinates(pincode);
  if (!point) throw badRequest(`We couldn't find the PIN code ${pincode}`);
  return point;
}

/** A store given a PIN code but no coordinates is placed at the PIN code's centre. */
function withCoordinates<T extends Partial<NewStore>>(store: T): T {
  if (store.pincode && store.latitude == null && store.longitude == null && 'latitude' in store) {
    const point = pincodePoint(store.pincode);
    return { ...store, latitude: point.latitude, longitude: point.longitude };
  }
  return store;
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  (error as { code: unknown }).code === '23505';

async function saving<T>(code: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause ?? error;
    if (isUniqueViolation(cause)) throw conflict(`A store with the code ${code} already exists`);
    throw error;
  }
}

export async function getStores({ stores }: StoreContext): Promise<StoreDto[]> {
  return (await stores.stores()).map(toStoreDto);
}

export async function addStore(ctx: StoreContext, body: z.output<typeof storeCreateBody>): Promise<StoreDto> {
  const row = await saving(body.code, () => insertStore(ctx.db, withCoordinates(body)));
  ctx.stores.changed();
  return toStoreDto(row);
}

export async function editStore(
  ctx: StoreContext,
  { _id, ...changes }: z.output<typeof storeUpdateBody>,
): Promise<StoreDto> {
  if (!isId(_id)) throw notFound('Store not found');
  // Nothing to change (no fields, or only ones a store does not have): the store as it is.
  const unchanged = Object.keys(changes).length === 0;
  const row = unchanged
    ? await findStore(ctx.db, _id)
    : await saving(changes.code, () => updateStore(ctx.db, _id, withCoordinates(changes)));
  if (!row) throw notFound('Store not found');
  if (!unchanged) ctx.stores.changed();
  return toStoreDto(row);
}

export async function removeStore(ctx: StoreContext, id: string): Promise<void> {
  const store = isId(id) ? await findStore(ctx.db, id) : undefined;
  if (!store) throw notFound('Store not found');
  if (store.isDefault) throw conflict(`${store.name} is the default store and can't be deleted`);
  if ((await countOrdersOfStore(ctx.db, id)) > 0) {
    throw conflict(`${store.name} has orders and can't be deleted; pause it instead`);
  }
  await deleteStore(ctx.db, id);
  ctx.stores.changed();
}

export const stockPlace = (store: StoreRow): StockPlace => ({ id: store.id, isDefault: store.isDefault });

/** Where an order's stock is held: the store it was placed at (a store with orders is never deleted). */
export async function stockPlaceOf(db: Executor, storeId: string): Promise<StockPlace> {
  const store = await findStore(db, storeId);
  if (!store) throw new Error(`store ${storeId} of an order is missing`);
  return stockPlace(store);
}

/** Which store delivers to a place, right now (the directory's view of the stores). */
export async function servingNow(ctx: StoreContext, place: Place, now = new Date()): Promise<Serving> {
  return servingStore(await ctx.stores.stores(), place, localMinutes(now, ctx.config.delivery.timeZone));
}

/** The promise for a delivery from `store` over `distance` km; null when the store has no location. */
export async function promisedMinutes(
  ctx: Pick<StoreContext, 'config'>,
  db: Executor,
  store: StoreRow,
  distance: number | null,
): Promise<number | null> {
  if (distance === null) return null;
  const openOrders = await countOpenOrders(db, store.id);
  return etaMinutes(ctx.config.delivery, { openOrders, ridersOnShift: store.ridersOnShift }, distance);
}

/** Where an address is, as far as serving goes: its PIN code's centre (when the dataset knows it). */
export function placeOfAddress(address: { pincode: string }): Place {
  const point = pincodeCoordinates(address.pincode);
  return { pincode: address.pincode, point, name: address.pincode };
}

/**
 * The store an order to `address` is placed at, locked for the order's transaction (serving.ts decides
 * which; the locked row decides whether it is open, so a pause a moment ago is seen). A 422 says why not.
 * The stores are read in the transaction, not from the directory: fresh, and on PGlite's one connection a
 * read outside the open transaction would wait for it forever.
 */
export async function storeForDelivery(
  ctx: StoreContext,
  tx: Executor,
  address: { pincode: string },
  now = new Date(),
): Promise<{ store: StoreRow; etaMinutes: number | null }> {
  const minutesNow = localMinutes(now, ctx.config.delivery.timeZone);
  const serving = servingStore(await listStores(tx), placeOfAddress(address), minutesNow);
  if (!serving.served) throw unprocessable(serving.reason);
  const store = await lockStoreForOrder(tx, serving.store.id);
  if (!store) throw unprocessable(`Sorry, we don't deliver to ${address.pincode} yet`);
  const closed = closedReason(store, minutesNow);
  if (closed) throw unprocessable(closed);
  return { store, etaMinutes: await promisedMinutes(ctx, tx, store, serving.distanceKm) };
}

/** The start of today in the stores' time zone (to the minute): the board's "today". */
export function startOfStoreDay(now: Date, timeZone: string): Date {
  const minute = Math.floor(now.getTime() / 60_000) * 60_000;
  return new Date(minute - localMinutes(now, timeZone) * 60_000);
}
