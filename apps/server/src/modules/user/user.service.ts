import {
  PASSWORD_MISMATCH,
  type PublicUser,
  type RegisterBody,
  type UpdateUserBody,
} from '@kirana/shared/user';
import type { Storage } from '../../adapters/storage';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { storeWebp } from '../file/image-upload';
import { hashPassword } from './password';
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
const AVATAR_SIZE = 256;

/** Registration and the profile: details, edits and the avatar. */
export class UserService {
  constructor(
    private readonly db: Database,
    private readonly storage: Storage,
  ) {}

  async register({ name, email, password, confirmPassword }: RegisterBody): Promise<PublicUser> {
    if (password !== confirmPassword) throw badRequest(PASSWORD_MISMATCH);
    if (await findUserByEmail(this.db, email)) throw conflict(EMAIL_TAKEN);
    const passwordHash = await hashPassword(password);
    try {
      return toPublicUser(await insertUser(this.db, { name, email, passwordHash }));
    } catch (error) {
      // Two sign-ups with one email at once: the unique index decides.
      if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
      throw error;
    }
  }

  async details(userId: string): Promise<PublicUser> {
    const [user, links] = await Promise.all([findUserById(this.db, userId), findUserLinks(this.db, userId)]);
    if (!user) throw notFound('Account not found');
    return toPublicUser(user, links);
  }

  async update(userId: string, body: UpdateUserBody): Promise<PublicUser> {
    const patch: UserPatch = {};
    if (body.name !== undefined) patch.name = body.name;
    // An emptied field clears the number.
    if (body.mobile !== undefined) patch.mobile = body.mobile ? String(body.mobile) : null;
    if (body.email !== undefined) {
      const current = await findUserById(this.db, userId);
      if (current && current.email !== body.email) {
        if (await isEmailTaken(this.db, body.email, userId)) throw conflict(EMAIL_TAKEN);
        // A new address has not been proven yet.
        Object.assign(patch, { email: body.email, verifyEmail: false });
      }
    }
    if (Object.keys(patch).length > 0) {
      try {
        await updateUser(this.db, userId, patch);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
        throw error;
      }
    }
    return this.details(userId);
  }

  /** Re-encoded to a square WebP, which also strips metadata, then stored through the storage adapter. */
  async setAvatar(userId: string, image: Buffer): Promise<{ _id: string; avatar: string }> {
    const { url } = await storeWebp(this.storage, image, AVATAR_SIZE, true);
    const user = await updateUser(this.db, userId, { avatar: url });
    if (!user) throw notFound('Account not found');
    return { _id: user.id, avatar: user.avatar };
  }
}
