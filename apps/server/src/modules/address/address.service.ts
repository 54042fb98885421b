import { type AddressDto, type AddressFields, MAX_ACTIVE_ADDRESSES } from '@kirana/shared/address';
import type { Database, Executor } from '../../db/client';
import { isId } from '../../db/ids';
import { lockUserRow } from '../../db/user-lock.repository';
import { notFound, unauthorized, unprocessable } from '../../http/http-error';
import {
  type AddressRow,
  countAddresses,
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

/**
 * Removed addresses are kept (past orders and the old client list them), so they count towards a larger
 * cap of their own: adding and removing in a loop cannot grow the table without end.
 */
const MAX_ADDRESSES_KEPT = 100;

/** Counted and inserted under the user's lock, so parallel requests cannot pass the caps together. */
export async function createAddress(
  db: Database,
  userId: string,
  fields: AddressFields,
): Promise<AddressDto> {
  const row = await db.transaction(async (tx) => {
    if (!(await lockUserRow(tx, userId))) throw unauthorized();
    const { total, active } = await countAddresses(tx, userId);
    if (active >= MAX_ACTIVE_ADDRESSES) {
      throw unprocessable(`You can save up to ${MAX_ACTIVE_ADDRESSES} addresses; remove one to add another`);
    }
    if (total >= MAX_ADDRESSES_KEPT) {
      throw unprocessable(
        `You have added and removed ${MAX_ADDRESSES_KEPT} addresses; edit one of your saved addresses instead`,
      );
    }
    return insertAddress(tx, userId, fields);
  });
  return toAddressDto(row);
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
