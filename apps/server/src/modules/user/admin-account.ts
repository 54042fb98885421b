import { randomBytes } from 'node:crypto';
import { ConfigError } from '../../config';
import type { Database } from '../../db/client';
import { hashPassword, normaliseEmail } from './password';
import { revokeAllOfUser } from './refresh-token.repository';
import { findAnyAdminEmail, findUserByEmail, insertUser, updateUser } from './user.repository';

export type AdminAccount =
  | {
      email: string;
      created: boolean;
      /** An existing account became the admin: its password was replaced and its sessions ended. */
      promoted: boolean;
      generatedPassword?: string;
    }
  | undefined;

export const DEFAULT_ADMIN_EMAIL = 'admin@kirana.local';

const generatePassword = () => randomBytes(9).toString('base64url');

/**
 * Makes sure the store has an admin at start: ADMIN_EMAIL (with ADMIN_PASSWORD or a generated password), or
 * admin@kirana.local once when no admin exists. Anyone may register any address (emails are not verified),
 * so an existing non-admin account is never promoted with the password its registrant chose: its password
 * becomes ADMIN_PASSWORD (or a generated one for the default address) and its sessions end. For an
 * ADMIN_EMAIL account without ADMIN_PASSWORD the store refuses to start and says how to promote it safely.
 * An existing admin is left as it is.
 */
export async function ensureAdmin(db: Database, email?: string, password?: string): Promise<AdminAccount> {
  const target = normaliseEmail(email ?? DEFAULT_ADMIN_EMAIL);
  if (!email) {
    const anyAdmin = await findAnyAdminEmail(db);
    if (anyAdmin) return { email: anyAdmin, created: false, promoted: false };
  }
  const existing = await findUserByEmail(db, target);
  if (existing?.role === 'ADMIN') return { email: target, created: false, promoted: false };
  if (existing && email && !password) throw new ConfigError(takeoverRefused(target));

  const generatedPassword = password ? undefined : generatePassword();
  const passwordHash = await hashPassword(password ?? generatedPassword!);
  if (existing) {
    await db.transaction(async (tx) => {
      await updateUser(tx, existing.id, { role: 'ADMIN', passwordHash, verifyEmail: true, status: 'Active' });
      await revokeAllOfUser(tx, existing.id);
    });
    return { email: target, created: false, promoted: true, generatedPassword };
  }
  await insertUser(db, { name: 'Admin', email: target, passwordHash, role: 'ADMIN', verifyEmail: true });
  return { email: target, created: true, promoted: false, generatedPassword };
}

const takeoverRefused = (email: string) =>
  [
    `ADMIN_EMAIL ${email} belongs to an account that is not an admin, and ADMIN_PASSWORD is not set.`,
    'Anyone can register an address, so Kirana will not give that account admin rights with a password you',
    'did not choose. Either set ADMIN_PASSWORD too (the account then gets that password and is signed out',
    `everywhere), or, if you know the account is yours, promote it with: npm run admin -- --email ${email}`,
  ].join('\n');

/** `npm run admin -- --email X`: promotes an existing user, deliberately, keeping its password. */
export async function promoteToAdmin(db: Database, email: string): Promise<boolean> {
  const user = await findUserByEmail(db, normaliseEmail(email));
  return user !== undefined && (await updateUser(db, user.id, { role: 'ADMIN' })) !== undefined;
}
