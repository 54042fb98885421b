import type { AddressDto, AddressFields } from '@kirana/shared/address';
import type { Executor } from '../../db/client';
import { isId } from '../../db/ids';
import { notFound } from '../../http/http-error';
import {
  type AddressRow,
  findOwnedAddress,
  insertAddress,
  listAddresses,
  updateOwnedAddress,
} from './address.repository';

export const toAddressDto = (row: AddressRow): AddressDto => ({
  _id: row.id,
  userId: row.userId,
  address_line: row.addressLine,
  city: row.city,
  state: row.state,
  country: row.country,
  pincode: row.pincode,
  mobile: row.mobile,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Someone else's address answers exactly like a missing one. */
const addressNotFound = () => notFound('Address not found');

export async function createAddress(
  db: Executor,
  userId: string,
  fields: AddressFields,
): Promise<AddressDto> {
  return toAddressDto(await insertAddress(db, userId, fields));
}

export async function getAddresses(db: Executor, userId: string): Promise<AddressDto[]> {
  return (await listAddresses(db, userId)).map(toAddressDto);
}

export async function updateAddress(
  db: Executor,
  userId: string,
  id: string,
  changes: Partial<AddressFields>,
): Promise<AddressDto> {
  const row = isId(id) ? await updateOwnedAddress(db, userId, id, changes) : undefined;
  if (!row) throw addressNotFound();
  return toAddressDto(row);
}

/** Addresses are never deleted: past orders keep their own snapshot, and the client hides disabled ones. */
export async function disableAddress(db: Executor, userId: string, id: string): Promise<AddressDto> {
  const row = isId(id) ? await updateOwnedAddress(db, userId, id, { status: false }) : undefined;
  if (!row) throw addressNotFound();
  return toAddressDto(row);
}

/** An address an order may be delivered to: the caller's and still active. */
export async function findDeliverableAddress(
  db: Executor,
  userId: string,
  id: string,
): Promise<AddressRow | undefined> {
  const row = isId(id) ? await findOwnedAddress(db, userId, id) : undefined;
  return row?.status ? row : undefined;
}
