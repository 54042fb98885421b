import { z } from 'zod';
import { idField, tooLong } from './text-fields';

/** A shopper may keep this many active addresses; removed ones stay for past orders (address.service.ts). */
export const MAX_ACTIVE_ADDRESSES = 20;

/** The old client may send numbers for pincode and mobile; both are kept as text. */
const text = (max = 100) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string().trim().min(1, 'is required').max(max, tooLong(max)),
  );

/** Indian mobile numbers: spaces, dashes and a leading +91 are tolerated, then exactly 10 digits. */
const mobile = text()
  .transform((value) => value.replace(/[\s-]/g, '').replace(/^\+91/, ''))
  .pipe(z.string().regex(/^\d{10}$/, 'must be a 10-digit mobile number'));

const pincode = text().pipe(z.string().regex(/^\d{6}$/, 'must be 6 digits'));

/**
 * One schema for the address form and the server (docs/api.md "Addresses"). Messages follow the field name
 * in the API's error: "pincode: must be 6 digits".
 */
export const addressFields = z.object({
  address_line: text(250),
  city: text(),
  state: text(),
  country: text(),
  pincode,
  mobile,
});
export type AddressFields = z.infer<typeof addressFields>;

export const addressCreateBody = addressFields;
/** The old client also sends userId; it is ignored (the caller owns the address). */
export const addressUpdateBody = addressFields.partial().extend({ _id: idField() });
export const addressIdBody = z.object({ _id: idField() });

export interface AddressDto extends AddressFields {
  _id: string;
  userId: string;
  status: boolean;
  createdAt: string;
  updatedAt: string;
}
