import type { Config } from '../../config';

/**
 * The delivery promise in minutes (docs/product-rules.md "Stores"): packing grows with the store's open
 * orders per rider on shift, travel with the distance at a rider's average speed, rounded up to a minute.
 */
export function etaMinutes(
  settings: Config['delivery'],
  load: { openOrders: number; ridersOnShift: number },
  distanceKm: number,
): number {
  const queuedPerRider = Math.floor(load.openOrders / Math.max(load.ridersOnShift, 1));
  const packing = settings.prepMinutes + queuedPerRider * settings.minutesPerQueuedOrder;
  const travel = (distanceKm / settings.riderSpeedKmph) * 60;
  return Math.max(1, Math.ceil(packing + travel));
}
