import { eq, sql } from 'drizzle-orm';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { prepared } from '../db/prepared';
import { users } from '../db/schema';
import { forbidden, unauthorized } from '../http/http-error';

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  role: 'USER' | 'ADMIN';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid access token of an active user, else 401/403. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: requireUser, and the role ADMIN, else 403 'Do not have permission'. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The signed-in user when the request carries a valid session, else undefined; never refuses. */
    identifyUser: (request: FastifyRequest) => Promise<AuthUser | undefined>;
    accessTokens: AccessTokens;
  }
  interface FastifyRequest {
    user?: AuthUser;
  }
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** Short-lived HS256 JWTs naming the user; the user row is still read per request so suspension bites at once. */
export class AccessTokens {
  readonly #sign: (payload: { sub: string }) => string;
  readonly #verify: (token: string) => { sub?: string };

  constructor(secret: string) {
    this.#sign = createSigner({
      key: secret,
      algorithm: 'HS256',
      expiresIn: ACCESS_TOKEN_TTL_SECONDS * 1000,
    });
    // A verified token is remembered (bounded LRU, never past its expiry), so a session's later requests skip
    // the HMAC; forged and expired tokens are not cached and fail every time.
    this.#verify = createVerifier({ key: secret, algorithms: ['HS256'], cache: 10_000 });
  }

  sign(userId: string): string {
    return this.#sign({ sub: userId });
  }

  /** The user id, or undefined for a missing, forged or expired token. */
  verify(token: string): string | undefined {
    try {
      return this.#verify(token).sub;
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

/** Read on every signed-in request, so prepared once (db/prepared.ts). */
const activeUser = prepared((db) =>
  db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role, status: users.status })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('auth_user'),
);

export const authPlugin = fp(
  async (app: FastifyInstance, { db, accessSecret }: { db: Database; accessSecret: string }) => {
    const tokens = new AccessTokens(accessSecret);
    app.decorate('accessTokens', tokens);
    app.decorateRequest('user', undefined);

    async function requireUser(request: FastifyRequest): Promise<void> {
      const token = readAccessToken(request);
      if (!token) throw unauthorized('Please login to continue');
      const userId = tokens.verify(token);
      if (!userId) throw unauthorized('Your session has expired, please login again');
      const [user] = await activeUser(db).execute({ id: userId });
      if (!user) throw unauthorized('Your session has expired, please login again');
      if (user.status === 'Suspended') throw forbidden('Your account is suspended');
      request.user = { id: user.id, email: user.email, name: user.name, role: user.role };
    }

    app.decorate('requireUser', requireUser);
    app.decorate('identifyUser', async (request: FastifyRequest) => {
      if (!readAccessToken(request)) return undefined;
      await requireUser(request).catch(() => undefined);
      return request.user;
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await requireUser(request);
      if (request.user?.role !== 'ADMIN') throw forbidden('Do not have permission');
    });
  },
);
