import { createRequire } from 'node:module';
import { INDIA_BOUNDS } from '@kirana/shared/store';
import type { Point } from './geo';

type Dataset = Record<string, { lat: number; long: number } | undefined>;

const inIndia = ({ lat, long }: { lat: number; long: number }) =>
  lat >= INDIA_BOUNDS.minLatitude &&
  lat <= INDIA_BOUNDS.maxLatitude &&
  long >= INDIA_BOUNDS.minLongitude &&
  long <= INDIA_BOUNDS.maxLongitude;

/**
 * PIN code → the centre of its area, from the offline dataset of the `pincode-lat-long` package (18,925 PIN
 * codes; docs/decisions/0012-pincode-coordinates.md). Loaded on first use: 1.3 MB the catalogue never needs.
 * The dataset's 161 points outside India (swapped or zeroed coordinates) count as unknown.
 */
let dataset: Dataset | undefined;

export function pincodeCoordinates(pincode: string): Point | undefined {
  dataset ??= createRequire(import.meta.url)('pincode-lat-long/pincode.js') as Dataset;
  const found = Object.hasOwn(dataset, pincode) ? dataset[pincode] : undefined;
  return found && inIndia(found) ? { latitude: found.lat, longitude: found.long } : undefined;
}
