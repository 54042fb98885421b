import type { StoreMemberDto, storeMemberBody } from '@kirana/shared/store';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { conflict, notFound } from '../../http/http-error';
import { listStores } from './store.repository';
import {
  findUserByEmail,
  isMemberAs,
  listMembers,
  memberStoreIds,
  ridersOfStore,
  setMembership,
} from './store-members.repository';

export { isMemberAs, memberStoreIds, ridersOfStore };

/** Staff and riders with their stores (Dashboard → Staff). */
export async function getMembers(db: Executor): Promise<StoreMemberDto[]> {
  const byUser = new Map<string, StoreMemberDto>();
  for (const row of await listMembers(db)) {
    const member = byUser.get(row.userId) ?? {
      userId: row.userId,
      name: row.name,
      email: row.email,
      mobile: row.mobile,
      role: row.role as StoreMemberDto['role'],
      stores: [],
    };
    if (row.storeId && row.storeName) member.stores.push({ _id: row.storeId, name: row.storeName });
    byUser.set(row.userId, member);
  }
  return [...byUser.values()];
}

/** Gives a user (by email) a store role and stores, or takes them away; admins stay admins. */
export async function setMember(db: Database, body: z.output<typeof storeMemberBody>): Promise<void> {
  const user = await findUserByEmail(db, body.email);
  if (!user) throw notFound(`No account with the email ${body.email}`);
  if (user.role === 'ADMIN') throw conflict(`${user.name} is an admin; admins see every store already`);
  const known = new Set((await listStores(db)).map((store) => store.id));
  const storeIds = [...new Set(body.storeIds)];
  if (storeIds.some((id) => !known.has(id))) throw notFound('Store not found');
  await db.transaction((tx) => setMembership(tx, user.id, body.role, body.role === 'USER' ? [] : storeIds));
}
