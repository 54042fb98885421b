import type { UserRole } from '@kirana/shared/user';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { forbidden, HttpError, unauthorized } from '../http/http-error';
import { findSignedInUser } from './auth.repository';

export type { UserRole };

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  /** The login this request belongs to (its refresh-token family): logging out ends exactly this one. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid session of an active user, else 401/403; an expired access token slides. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: requireUser, and the role ADMIN, else 403 'Do not have permission'. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** A preHandler: requireUser, and one of the roles, else 403 'Do not have permission'. */
    requireRole: (...roles: UserRole[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * The signed-in user when the request carries a valid session, else undefined; never refuses. With the
     * reply, an expired access token slides like in requireUser.
     */
    identifyUser: (request: FastifyRequest, reply?: FastifyReply) => Promise<AuthUser | undefined>;
    /**
     * The admin making the request, else undefined; never refuses. Guests and shoppers with a live access
     * token cost no database work (their token carries no admin hint), so public reads can afford it.
     */
    identifyAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<AuthUser | undefined>;
    accessTokens: AccessTokens;
  }
  interface FastifyRequest {
    user?: AuthUser;
  }
}

export interface AccessClaims {
  userId: string;
  sessionId: string;
  /**
   * Set in an admin's tokens: only a hint that lets public reads skip the user lookup for everyone else.
   * The database decides (a demoted admin's token still names it until it expires).
   */
  admin: boolean;
}

/**
 * Short-lived HS256 JWTs naming the user and the session. Each request still reads the user row and
 * checks that the session was not ended, so logout, a password reset or a suspension bite at once.
 */
export class AccessTokens {
  readonly #sign: (payload: { sub: string; sid: string; adm?: true }) => string;
  readonly #verify: (token: string) => { sub?: unknown; sid?: unknown; adm?: unknown };

  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.#sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
    // A verified token is remembered (bounded LRU, never past its expiry), so a session's later requests skip
    // the HMAC; forged and expired tokens are not cached and fail every time. Only the signature is cached:
    // whether the session is still alive is read from the database on every request.
    this.#verify = createVerifier({ key: secret, algorithms: ['HS256'], cache: 10_000 });
  }

  sign(user: { id: string; role: UserRole }, sessionId: string): string {
    return this.#sign({ sub: user.id, sid: sessionId, ...(user.role === 'ADMIN' && { adm: true }) });
  }

  /** The claims, or undefined for a missing, forged or expired token (or one from before sessions had ids). */
  verify(token: string): AccessClaims | undefined {
    try {
      const { sub, sid, adm } = this.#verify(token);
      return typeof sub === 'string' && typeof sid === 'string'
        ? { userId: sub, sessionId: sid, admin: adm === true }
        : undefined;
    } catch (error) {
      if (error instanceof TokenError) return undefined;
      throw error;
    }
  }
}

/** The token of an `Authorization: Bearer <token>` header. */
export function readBearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
}

/** The cookie first (the old client clears local storage after login), then the bearer header. */
export function readAccessToken(request: FastifyRequest): string | undefined {
  return request.cookies.accessToken || readBearer(request);
}

/**
 * Given the refresh cookie of a request whose access token is missing or expired, continues that session:
 * sets fresh cookies on the reply and returns the new access token, or undefined when the session is over.
 */
export type ResumeSession = (refreshToken: string, reply: FastifyReply) => Promise<string | undefined>;

export interface AuthOptions {
  db: Database;
  accessTokens: AccessTokens;
  resume: ResumeSession;
}

const PLEASE_LOGIN = 'Please login to continue';
const SESSION_EXPIRED = 'Your session has expired, please login again';

export const authPlugin = fp(async (app: FastifyInstance, { db, accessTokens, resume }: AuthOptions) => {
  app.decorate('accessTokens', accessTokens);
  app.decorateRequest('user', undefined);

  async function userOf(token: string): Promise<AuthUser | HttpError> {
    const claims = accessTokens.verify(token);
    if (!claims) return unauthorized(SESSION_EXPIRED);
    const user = await findSignedInUser(db, claims.userId, claims.sessionId);
    if (!user?.sessionLive) return unauthorized(SESSION_EXPIRED);
    if (user.status === 'Suspended') return forbidden('Your account is suspended');
    return { id: user.id, email: user.email, name: user.name, role: user.role, sessionId: claims.sessionId };
  }

  /**
   * The access token decides; when it is missing, expired or of an ended session, a refresh cookie sliding
   * the session on (clients that never call refresh-token stay signed in as long as they are active).
   */
  async function authenticate(request: FastifyRequest, reply?: FastifyReply): Promise<AuthUser | HttpError> {
    const token = readAccessToken(request);
    const result = token ? await userOf(token) : unauthorized(PLEASE_LOGIN);
    const refreshToken = request.cookies.refreshToken;
    if (!(result instanceof HttpError) || result.statusCode === 403 || !refreshToken || !reply) return result;
    const fresh = await resume(refreshToken, reply);
    return fresh ? userOf(fresh) : unauthorized(SESSION_EXPIRED);
  }

  async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const user = await authenticate(request, reply);
    if (user instanceof HttpError) throw user;
    request.user = user;
  }

  app.decorate('requireUser', requireUser);
  app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    await requireUser(request, reply);
    if (request.user?.role !== 'ADMIN') throw forbidden('Do not have permission');
  });
  app.decorate(
    'requireRole',
    (...roles: UserRole[]) =>
      async (request: FastifyRequest, reply: FastifyReply) => {
        await requireUser(request, reply);
        if (!request.user || !roles.includes(request.user.role)) throw forbidden('Do not have permission');
      },
  );
  app.decorate('identifyUser', async (request: FastifyRequest, reply?: FastifyReply) => {
    // Guests carry neither cookie nor header: no database work for them.
    if (!readAccessToken(request) && !request.cookies.refreshToken) return undefined;
    const user = await authenticate(request, reply);
    if (user instanceof HttpError) return undefined;
    request.user = user;
    return user;
  });
  app.decorate('identifyAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = readAccessToken(request);
    const claims = token ? accessTokens.verify(token) : undefined;
    if (claims && !claims.admin) return undefined;
    if (!claims && !request.cookies.refreshToken) return undefined;
    const user = await app.identifyUser(request, reply);
    return user?.role === 'ADMIN' ? user : undefined;
  });
});
