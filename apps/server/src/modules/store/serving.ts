import { distanceKm, type Point } from './geo';
import type { StoreRow } from './store.repository';

/** Where a delivery goes: a point, its PIN code, or both; `name` is how the shopper would say it. */
export interface Place {
  point?: Point;
  pincode?: string;
  name: string;
}

export type Serving =
  | { served: true; store: StoreRow; distanceKm: number | null }
  | { served: false; store: StoreRow | null; reason: string };

const located = (store: StoreRow): store is StoreRow & { latitude: number; longitude: number } =>
  store.latitude !== null && store.longitude !== null;

/** A store with a location or PIN codes serves an area; one with neither serves everywhere, while alone. */
export const isPlaced = (store: StoreRow) => located(store) || store.servedPincodes.length > 0;

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Minutes since local midnight in the stores' time zone. */
export function localMinutes(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: 'hour' | 'minute') => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/** Why a store takes no orders right now, or undefined when it does. Hours may run past midnight. */
export function closedReason(store: StoreRow, minutesNow: number): string | undefined {
  if (!store.isOpen) return `${store.name} is not taking orders right now`;
  if (!store.opensAt || !store.closesAt) return undefined;
  const opens = minutesOf(store.opensAt);
  const closes = minutesOf(store.closesAt);
  const open =
    opens <= closes ? minutesNow >= opens && minutesNow < closes : minutesNow >= opens || minutesNow < closes;
  return open ? undefined : `${store.name} is closed now; it opens at ${store.opensAt}`;
}

/**
 * The store that delivers to a place (docs/product-rules.md "Stores"): the nearest open store whose circle
 * or PIN codes cover it. While no store has an area, the default store serves everywhere (a shop that
 * never set up stores works as before).
 */
export function servingStore(stores: readonly StoreRow[], place: Place, minutesNow: number): Serving {
  const placed = stores.filter(isPlaced);
  if (placed.length === 0) {
    const everywhere = stores.find((store) => store.isDefault) ?? stores[0];
    if (!everywhere)
      return { served: false, store: null, reason: `Sorry, we don't deliver to ${place.name} yet` };
    const closed = closedReason(everywhere, minutesNow);
    return closed
      ? { served: false, store: everywhere, reason: closed }
      : { served: true, store: everywhere, distanceKm: null };
  }
  const covering = placed
    .map((store) => {
      const distance = place.point && located(store) ? distanceKm(place.point, store) : null;
      const inCircle = distance !== null && distance <= store.radiusKm;
      const listed = place.pincode !== undefined && store.servedPincodes.includes(place.pincode);
      return { store, distance, covers: inCircle || listed };
    })
    .filter((candidate) => candidate.covers)
    .sort((a, b) => (a.distance ?? Number.POSITIVE_INFINITY) - (b.distance ?? Number.POSITIVE_INFINITY));
  const open = covering.find((candidate) => !closedReason(candidate.store, minutesNow));
  if (open) return { served: true, store: open.store, distanceKm: open.distance };
  const nearest = covering[0];
  if (nearest)
    return { served: false, store: nearest.store, reason: closedReason(nearest.store, minutesNow)! };
  return { served: false, store: null, reason: `Sorry, we don't deliver to ${place.name} yet` };
}
