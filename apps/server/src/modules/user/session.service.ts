import { createHash, randomBytes } from 'node:crypto';
import type { Database, Executor } from '../../db/client';
import { newId } from '../../db/ids';
import { badRequest, forbidden, unauthorized } from '../../http/http-error';
import type { AccessTokens } from '../../plugins/auth';
import { hashPassword, verifyPassword } from './password';
import { findRefreshToken, insertRefreshToken, markReplaced, revokeFamily } from './refresh-token.repository';
import { findUserByEmail, findUserById, recordLogin } from './user.repository';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** One answer for an unknown email and a wrong password, so the form reveals no accounts. */
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const SUSPENDED = 'Your account is suspended. Please contact support.';
const SESSION_EXPIRED = 'Your session has expired, please login again';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/** Only the SHA-256 of a refresh token is stored: a leaked table cannot be replayed. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// An unknown email still costs one argon2 verification, so response time does not reveal accounts.
let decoyHash: Promise<string> | undefined;
const decoyVerify = (password: string) => {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash.then((hash) => verifyPassword(hash, password));
};

/** Login, refresh-token rotation with reuse detection, and logout. */
export class SessionService {
  constructor(
    private readonly db: Database,
    private readonly accessTokens: AccessTokens,
  ) {}

  async login(email: string, password: string): Promise<SessionTokens> {
    const user = await findUserByEmail(this.db, email);
    const valid = user ? await verifyPassword(user.passwordHash, password) : await decoyVerify(password);
    if (!user || !valid) throw badRequest(INVALID_CREDENTIALS);
    // Checked after the password so that a guesser learns nothing about the account.
    if (user.status === 'Suspended') throw forbidden(SUSPENDED);
    return this.db.transaction(async (tx) => {
      await recordLogin(tx, user.id);
      return this.issue(tx, user.id, newId(), newId());
    });
  }

  /** A new access token and a rotated refresh token; a token used twice revokes its whole family. */
  async refresh(token: string | undefined): Promise<SessionTokens> {
    if (!token) throw unauthorized('Please login to continue');
    const row = await findRefreshToken(this.db, hashToken(token));
    if (!row) throw unauthorized(SESSION_EXPIRED);
    if (row.revokedAt || row.replacedBy) {
      await revokeFamily(this.db, row.familyId);
      throw unauthorized(SESSION_EXPIRED);
    }
    if (row.expiresAt.getTime() <= Date.now()) throw unauthorized(SESSION_EXPIRED);
    const user = await findUserById(this.db, row.userId);
    if (!user) throw unauthorized(SESSION_EXPIRED);
    if (user.status === 'Suspended') throw forbidden(SUSPENDED);

    const tokens = await this.db.transaction(async (tx) => {
      const nextId = newId();
      // Two requests racing with one token: the loser counts as a reuse.
      if (!(await markReplaced(tx, row.id, nextId))) return undefined;
      return this.issue(tx, user.id, row.familyId, nextId);
    });
    if (!tokens) {
      await revokeFamily(this.db, row.familyId);
      throw unauthorized(SESSION_EXPIRED);
    }
    return tokens;
  }

  /** Ends the session the refresh token belongs to; unknown or missing tokens are fine. */
  async logout(token: string | undefined): Promise<void> {
    if (!token) return;
    const row = await findRefreshToken(this.db, hashToken(token));
    if (row) await revokeFamily(this.db, row.familyId);
  }

  private async issue(tx: Executor, userId: string, familyId: string, id: string): Promise<SessionTokens> {
    const refreshToken = randomBytes(32).toString('base64url');
    await insertRefreshToken(tx, {
      id,
      userId,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    });
    return { accessToken: this.accessTokens.sign(userId), refreshToken };
  }
}
