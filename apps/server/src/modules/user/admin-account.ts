import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword, normaliseEmail } from './password';

export type AdminAccount =
  | { email: string; created: boolean; promoted: boolean; generatedPassword?: string }
  | undefined;

export const DEFAULT_ADMIN_EMAIL = 'admin@kirana.local';

/**
 * Makes sure the store has an admin at start. With ADMIN_EMAIL it creates that account (ADMIN_PASSWORD or a
 * generated one) or promotes it; without, it creates admin@kirana.local once with a generated password.
 * An existing account's password is never overwritten.
 */
export async function ensureAdmin(db: Database, email?: string, password?: string): Promise<AdminAccount> {
  const target = normaliseEmail(email ?? DEFAULT_ADMIN_EMAIL);
  if (!email) {
    const [anyAdmin] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.role, 'ADMIN'))
      .limit(1);
    if (anyAdmin) return { email: anyAdmin.email, created: false, promoted: false };
  }
  const [existing] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, target));
  if (existing) {
    if (existing.role === 'ADMIN') return { email: target, created: false, promoted: false };
    await db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, existing.id));
    return { email: target, created: false, promoted: true };
  }
  const generatedPassword = password ? undefined : randomBytes(9).toString('base64url');
  await db.insert(users).values({
    name: 'Admin',
    email: target,
    passwordHash: await hashPassword(password ?? generatedPassword!),
    role: 'ADMIN',
    verifyEmail: true,
  });
  return { email: target, created: true, promoted: false, generatedPassword };
}

/** `npm run admin -- --email X`: promotes an existing user. */
export async function promoteToAdmin(db: Database, email: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ role: 'ADMIN' })
    .where(eq(users.email, normaliseEmail(email)))
    .returning({ id: users.id });
  return updated.length > 0;
}
