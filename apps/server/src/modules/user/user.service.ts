import {
  PASSWORD_MISMATCH,
  type PublicUser,
  type RegisterBody,
  type UpdateUserBody,
} from '@kirana/shared/user';
import type { Storage } from '../../adapters/storage';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/http-error';
import type { MailOutbox } from '../../mail/mail-outbox';
import type { AuthUser } from '../../plugins/auth';
import { storeWebp } from '../file/image-upload';
import { hashPassword, verifyPassword, WrongPasswordError } from './password';
import { revokeOtherSessions } from './refresh-token.repository';
import {
  findUserByEmail,
  findUserById,
  findUserLinks,
  insertUser,
  isEmailTaken,
  isUniqueViolation,
  type UserPatch,
  updateUser,
} from './user.repository';
import { toPublicUser } from './user-dto';

export const EMAIL_TAKEN = 'An account with this email already exists';
export const CURRENT_PASSWORD_NEEDED = 'Enter your current password to change your email';
export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct';
const AVATAR_SIZE = 256;

/** What registration and the profile (details, edits, the avatar) need. */
export interface UserContext {
  db: Database;
  storage: Storage;
  outbox: MailOutbox;
}

export async function register(
  ctx: UserContext,
  { name, email, password, confirmPassword }: RegisterBody,
): Promise<PublicUser> {
  if (password !== confirmPassword) throw badRequest(PASSWORD_MISMATCH);
  if (await findUserByEmail(ctx.db, email)) throw conflict(EMAIL_TAKEN);
  const passwordHash = await hashPassword(password);
  try {
    return toPublicUser(await insertUser(ctx.db, { name, email, passwordHash }));
  } catch (error) {
    // Two sign-ups with one email at once: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

export async function details(ctx: UserContext, userId: string): Promise<PublicUser> {
  const [user, links] = await Promise.all([findUserById(ctx.db, userId), findUserLinks(ctx.db, userId)]);
  if (!user) throw notFound('Account not found');
  return toPublicUser(user, links);
}

/**
 * Name and mobile change freely. A new email needs the current password; the old address is told, and
 * every other session of the account ends (this one stays signed in).
 */
export async function update(ctx: UserContext, user: AuthUser, body: UpdateUserBody): Promise<PublicUser> {
  const patch: UserPatch = {};
  if (body.name !== undefined) patch.name = body.name;
  // An emptied field clears the number.
  if (body.mobile !== undefined) patch.mobile = body.mobile ? String(body.mobile) : null;
  const current = await findUserById(ctx.db, user.id);
  if (!current) throw notFound('Account not found');
  const newEmail = body.email !== undefined && body.email !== current.email ? body.email : undefined;
  if (newEmail) {
    if (!body.currentPassword) throw badRequest(CURRENT_PASSWORD_NEEDED);
    if (!(await verifyPassword(current.passwordHash, body.currentPassword))) {
      throw new WrongPasswordError(CURRENT_PASSWORD_WRONG);
    }
    if (await isEmailTaken(ctx.db, newEmail, user.id)) throw conflict(EMAIL_TAKEN);
    // A new address has not been proven yet.
    Object.assign(patch, { email: newEmail, verifyEmail: false });
  }
  if (Object.keys(patch).length > 0) {
    try {
      await ctx.db.transaction(async (tx) => {
        await updateUser(tx, user.id, patch);
        if (!newEmail) return;
        await revokeOtherSessions(tx, user.id, user.sessionId);
        await ctx.outbox.enqueue(tx, {
          kind: 'email-changed',
          userId: user.id,
          previousEmail: current.email,
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
      throw error;
    }
  }
  return details(ctx, user.id);
}

/** Re-encoded to a square WebP, which also strips metadata, then stored through the storage adapter. */
export async function setAvatar(
  ctx: UserContext,
  userId: string,
  image: Buffer,
): Promise<{ _id: string; avatar: string }> {
  const { url } = await storeWebp(ctx.storage, image, AVATAR_SIZE, true);
  const user = await updateUser(ctx.db, userId, { avatar: url });
  if (!user) throw notFound('Account not found');
  return { _id: user.id, avatar: user.avatar };
}
