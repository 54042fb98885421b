import { createHash, randomBytes } from 'node:crypto';
import type { Database, Executor } from '../../db/client';
import { newId } from '../../db/ids';
import { forbidden, HttpError, unauthorized } from '../../http/http-error';
import type { AccessTokens, UserRole } from '../../plugins/auth';
import { hashPassword, verifyPassword, WrongPasswordError } from './password';
import {
  findRefreshToken,
  findRefreshTokenById,
  insertRefreshToken,
  markReplaced,
  revokeFamily,
} from './refresh-token.repository';
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

/**
 * A rotated refresh token presented again this soon after its rotation, while its successor is alive, is a
 * benign race (a page firing several requests with an expired access token at once, each sliding the
 * session), not a theft: it gets an access token of the same session instead of ending the session.
 */
export const ROTATION_GRACE_MS = 20 * 1000;

/** What a refresh yields: a rotated pair, or (inside the grace period) only an access token. */
export interface RefreshedTokens {
  accessToken: string;
  refreshToken?: string;
}

/** What login, refresh-token rotation (with reuse detection) and logout need. */
export interface SessionContext {
  db: Database;
  accessTokens: AccessTokens;
}

export async function login(ctx: SessionContext, email: string, password: string): Promise<SessionTokens> {
  const user = await findUserByEmail(ctx.db, email);
  const valid = user ? await verifyPassword(user.passwordHash, password) : await decoyVerify(password);
  if (!user || !valid) throw new WrongPasswordError(INVALID_CREDENTIALS);
  // Checked after the password so that a guesser learns nothing about the account.
  if (user.status === 'Suspended') throw forbidden(SUSPENDED);
  return ctx.db.transaction(async (tx) => {
    await recordLogin(tx, user.id);
    const familyId = newId();
    return issue(ctx, tx, user, familyId, familyId);
  });
}

/** A new access token and a rotated refresh token; a token used twice revokes its whole session. */
export async function refresh(ctx: SessionContext, token: string | undefined): Promise<SessionTokens> {
  if (!token) throw unauthorized('Please login to continue');
  const tokens = await rotate(ctx, token, false);
  return tokens as SessionTokens;
}

/** The sliding session: like refresh, but tolerant of parallel requests racing with one refresh cookie. */
export async function resumeSession(
  ctx: SessionContext,
  token: string,
): Promise<RefreshedTokens | undefined> {
  return rotate(ctx, token, true).catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 401) return undefined;
    throw error;
  });
}

async function rotate(ctx: SessionContext, token: string, allowGrace: boolean): Promise<RefreshedTokens> {
  const row = await findRefreshToken(ctx.db, hashToken(token));
  if (!row || row.revokedAt) throw unauthorized(SESSION_EXPIRED);
  const user = await findUserById(ctx.db, row.userId);
  if (!user) throw unauthorized(SESSION_EXPIRED);
  if (user.status === 'Suspended') throw forbidden(SUSPENDED);
  const accessOnly = () => ({ accessToken: ctx.accessTokens.sign(user, row.familyId) });
  if (row.replacedBy) {
    if (allowGrace && (await withinGrace(ctx, row.replacedBy))) return accessOnly();
    await revokeFamily(ctx.db, row.familyId);
    throw unauthorized(SESSION_EXPIRED);
  }
  if (row.expiresAt.getTime() <= Date.now()) throw unauthorized(SESSION_EXPIRED);

  const tokens = await ctx.db.transaction(async (tx) => {
    const nextId = newId();
    // Two requests racing with one token: the loser is a reuse, unless it is inside the grace period.
    if (!(await markReplaced(tx, row.id, nextId))) return undefined;
    return issue(ctx, tx, user, row.familyId, nextId);
  });
  if (tokens) return tokens;
  const current = await findRefreshToken(ctx.db, row.tokenHash);
  if (allowGrace && current?.replacedBy && (await withinGrace(ctx, current.replacedBy))) return accessOnly();
  await revokeFamily(ctx.db, row.familyId);
  throw unauthorized(SESSION_EXPIRED);
}

async function withinGrace(ctx: SessionContext, successorId: string): Promise<boolean> {
  const successor = await findRefreshTokenById(ctx.db, successorId);
  return (
    successor !== undefined &&
    !successor.revokedAt &&
    successor.createdAt.getTime() > Date.now() - ROTATION_GRACE_MS
  );
}

/** Ends a session: by its refresh token, its id (from the access token), or both; unknown ones are fine. */
export async function logout(
  ctx: SessionContext,
  refreshToken: string | undefined,
  sessionId?: string,
): Promise<void> {
  const row = refreshToken ? await findRefreshToken(ctx.db, hashToken(refreshToken)) : undefined;
  if (row) await revokeFamily(ctx.db, row.familyId);
  if (sessionId && sessionId !== row?.familyId) await revokeFamily(ctx.db, sessionId);
}

/** A session's first token pair; the family id doubles as the session id the access tokens carry. */
async function issue(
  ctx: SessionContext,
  tx: Executor,
  user: { id: string; role: UserRole },
  familyId: string,
  id: string,
): Promise<SessionTokens> {
  const refreshToken = randomBytes(32).toString('base64url');
  await insertRefreshToken(tx, {
    id,
    userId: user.id,
    familyId,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
  });
  return { accessToken: ctx.accessTokens.sign(user, familyId), refreshToken };
}
