import type { AddressServiceDto, LocationBody, LocationDto } from '@kirana/shared/store';
import { notFound, unauthorized } from '../../http/http-error';
import { findDeliverableAddress, getAddresses } from '../address/address.service';
import type { StockPlace } from '../product/stock.service';
import type { Place } from '../store/serving';
import {
  pincodePoint,
  placeOfAddress,
  promisedMinutes,
  type StoreContext,
  servingNow,
  stockPlace,
} from '../store/store.service';
import type { SavedLocation } from './location-cookie';

const LABEL_MAX = 120;
const labelOf = (address: { address_line: string; city: string }) =>
  `${address.address_line}, ${address.city}`.slice(0, LABEL_MAX);

/** What the shopper picked, resolved to a point: a PIN code's centre, their own address, or the browser's. */
export async function locate(ctx: StoreContext, body: LocationBody, userId?: string): Promise<SavedLocation> {
  if ('pincode' in body) {
    return { ...pincodePoint(body.pincode), pincode: body.pincode, label: body.pincode, addressId: null };
  }
  if ('latitude' in body) return { ...body, pincode: null, label: 'Current location', addressId: null };
  if (!userId) throw unauthorized();
  const address = await findDeliverableAddress(ctx.db, userId, body.addressId);
  if (!address) throw notFound('Address not found');
  return {
    ...pincodePoint(address.pincode),
    pincode: address.pincode,
    label: labelOf({ address_line: address.addressLine, city: address.city }),
    addressId: address.id,
  };
}

/** A shopper without a chosen location starts at their first saved address, when it is a place we know. */
export async function defaultLocation(ctx: StoreContext, userId: string): Promise<SavedLocation | undefined> {
  const [first] = (await getAddresses(ctx.db, userId)).filter((address) => address.status);
  if (!first) return undefined;
  try {
    return await locate(ctx, { addressId: first._id }, userId);
  } catch {
    return undefined;
  }
}

const placeOf = (saved: SavedLocation): Place => ({
  point: { latitude: saved.latitude, longitude: saved.longitude },
  pincode: saved.pincode ?? undefined,
  name: saved.pincode ?? 'your location',
});

/** The header's answer: whether the place is served, by which store, and in how many minutes. */
export async function describeLocation(
  ctx: StoreContext,
  saved: SavedLocation | undefined,
): Promise<LocationDto> {
  if (!saved) {
    const store = await ctx.stores.defaultStore();
    return {
      chosen: false,
      pincode: null,
      latitude: null,
      longitude: null,
      label: '',
      addressId: null,
      served: true,
      reason: null,
      store: { _id: store.id, name: store.name },
      etaMinutes: null,
    };
  }
  const serving = await servingNow(ctx, placeOf(saved));
  return {
    chosen: true,
    pincode: saved.pincode,
    latitude: saved.latitude,
    longitude: saved.longitude,
    label: saved.label,
    addressId: saved.addressId,
    served: serving.served,
    reason: serving.served ? null : serving.reason,
    store: serving.store ? { _id: serving.store.id, name: serving.store.name } : null,
    etaMinutes: serving.served ? await promisedMinutes(ctx, ctx.db, serving.store, serving.distanceKm) : null,
  };
}

/** Whose stock the shopper sees: the store serving their location, else the default store's. */
export async function shopperStockPlace(
  ctx: StoreContext,
  saved: SavedLocation | undefined,
): Promise<StockPlace> {
  if (saved) {
    const serving = await servingNow(ctx, placeOf(saved));
    if (serving.served) return stockPlace(serving.store);
  }
  return stockPlace(await ctx.stores.defaultStore());
}

/** Each saved address as checkout shows it: its ETA, or why it is not served. */
export async function addressesService(ctx: StoreContext, userId: string): Promise<AddressServiceDto[]> {
  const addresses = (await getAddresses(ctx.db, userId)).filter((address) => address.status);
  return Promise.all(
    addresses.map(async (address) => {
      const serving = await servingNow(ctx, placeOfAddress(address));
      return {
        addressId: address._id,
        served: serving.served,
        reason: serving.served ? null : serving.reason,
        storeName: serving.store?.name ?? null,
        etaMinutes: serving.served
          ? await promisedMinutes(ctx, ctx.db, serving.store, serving.distanceKm)
          : null,
      };
    }),
  );
}
