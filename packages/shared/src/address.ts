import { z } from 'zod';

/** The old client may send numbers for pincode and mobile; both are kept as text. */
const text = () =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string().trim().min(1, 'is required'),
  );

/** Indian mobile numbers: spaces, dashes and a leading +91 are tolerated, then exactly 10 digits. */
const mobile = text()
  .transform((value) => value.replace(/[\s-]/g, '').replace(/^\+91/, ''))
  .pipe(z.string().regex(/^\d{10}$/, 'must be a 10-digit mobile number'));

const pincode = text().pipe(z.string().regex(/^\d{6}$/, 'must be 6 digits'));

/**
 * One schema for the address form and the server (CONTRACT.md "Addresses"). Messages follow the field name
 * in the API's error: "pincode: must be 6 digits".
 */
export const addressFields = z.object({
  address_line: text(),
  city: text(),
  state: text(),
  country: text(),
  pincode,
  mobile,
});
export type AddressFields = z.infer<typeof addressFields>;

export const addressCreateBody = addressFields;
/** The old client also sends userId; it is ignored (the caller owns the address). */
export const addressUpdateBody = addressFields.partial().extend({ _id: z.string().trim().min(1) });
export const addressIdBody = z.object({ _id: z.string().trim().min(1) });

export interface AddressDto extends AddressFields {
  _id: string;
  userId: string;
  status: boolean;
  createdAt: string;
  updatedAt: string;
}
