import type { LocationDto } from '@kirana/shared/store';

/** "Delivery in 9 minutes": the promise of the store serving the shopper (docs/product-rules.md "Stores"). */
export const deliveryIn = (minutes: number) => `Delivery in ${minutes} minute${minutes === 1 ? '' : 's'}`;

/**
 * The header's two lines: the promise (or why there is none) and where to. `short` is the promise on the
 * narrowest phones (under 360 px), where the full line would be cut.
 */
export function deliveryLines(location: LocationDto | undefined): {
  title: string;
  short: string;
  place: string;
} {
  if (!location?.chosen) return { title: 'Deliver to', short: 'Deliver to', place: 'Choose your location' };
  if (!location.served)
    return { title: 'Not delivering here', short: 'Not served here', place: location.label };
  if (location.etaMinutes === null)
    return { title: 'Deliver to', short: 'Deliver to', place: location.label };
  return {
    title: deliveryIn(location.etaMinutes),
    short: `Delivery in ${location.etaMinutes} min`,
    place: location.label,
  };
}
