import { eq } from 'drizzle-orm';
import type { Transaction } from './client';
import { users } from './schema';

/**
 * Locks one user's row until the transaction ends, so that their writes which count before they insert
 * (addresses, cart lines) take turns and parallel requests cannot pass the same count. NO KEY UPDATE does
 * not block the foreign-key checks of rows inserted for that user elsewhere. Take it first in the
 * transaction. False when the user does not exist.
 */
export async function lockUserRow(tx: Transaction, userId: string): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  return rows.length > 0;
}
