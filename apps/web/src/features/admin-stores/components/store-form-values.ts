import { type StoreDto, storeCreateBody } from '@kirana/shared/store';
import { z } from 'zod';

/** What the store form edits: numbers and optional fields stay text until sent. */
export interface StoreFormValues {
  code: string;
  name: string;
  address: string;
  pincode: string;
  latitude: string;
  longitude: string;
  radiusKm: string;
  servedPincodes: string;
  opensAt: string;
  closesAt: string;
  isOpen: boolean;
  ridersOnShift: string;
}

export const emptyStoreForm = (): StoreFormValues => ({
  code: '',
  name: '',
  address: '',
  pincode: '',
  latitude: '',
  longitude: '',
  radiusKm: '3',
  servedPincodes: '',
  opensAt: '',
  closesAt: '',
  isOpen: true,
  ridersOnShift: '1',
});

const text = (value: number | null) => (value === null ? '' : String(value));

export const storeToForm = (store: StoreDto): StoreFormValues => ({
  code: store.code,
  name: store.name,
  address: store.address,
  pincode: store.pincode ?? '',
  latitude: text(store.latitude),
  longitude: text(store.longitude),
  radiusKm: String(store.radiusKm),
  servedPincodes: store.servedPincodes.join(', '),
  opensAt: store.opensAt ?? '',
  closesAt: store.closesAt ?? '',
  isOpen: store.isOpen,
  ridersOnShift: String(store.ridersOnShift),
});

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
const point = (value: string) => (value.trim() === '' ? null : Number(value));

/**
 * The form's text as the API's body, checked by the server's own schema, so each field's message is the
 * server's. Coordinates left empty place the store at its PIN code's centre.
 */
export const storeForm = z
  .custom<StoreFormValues>()
  .transform((values) => ({
    code: values.code,
    name: values.name,
    address: values.address,
    pincode: orNull(values.pincode),
    latitude: point(values.latitude),
    longitude: point(values.longitude),
    radiusKm: number(values.radiusKm),
    servedPincodes: values.servedPincodes
      .split(/[\s,]+/)
      .map((pin) => pin.trim())
      .filter(Boolean),
    opensAt: orNull(values.opensAt),
    closesAt: orNull(values.closesAt),
    isOpen: values.isOpen,
    ridersOnShift: number(values.ridersOnShift),
  }))
  .pipe(storeCreateBody as z.ZodType<z.output<typeof storeCreateBody>, z.output<typeof storeCreateBody>>);

/** A field's message, or the first of its items' (a list typed in one field, like the PIN codes). */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  // Items are under their index; other keys (a field's `ref`) are not messages.
  for (const [key, item] of Object.entries(error)) {
    const message = /^\d+$/.test(key) ? firstMessage(item) : undefined;
    if (message) return message;
  }
  return undefined;
}
