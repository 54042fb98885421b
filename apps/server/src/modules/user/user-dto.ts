import type { PublicUser } from '@kirana/shared/user';
import type { UserLinks, UserRow } from './user.repository';

const noLinks: UserLinks = { addressIds: [], cartItemIds: [], orderIds: [] };

/** The contract's public user; the hash and anything secret never leave this module. */
export const toPublicUser = (row: UserRow, links: UserLinks = noLinks): PublicUser => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  avatar: row.avatar,
  mobile: row.mobile,
  verify_email: row.verifyEmail,
  last_login_date: row.lastLoginDate?.toISOString() ?? null,
  status: row.status,
  role: row.role,
  address_details: links.addressIds,
  shopping_cart: links.cartItemIds,
  orderHistory: links.orderIds,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
