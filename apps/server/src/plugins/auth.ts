import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/client';
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
    accessTokens: AccessTokens;
  }
  interface FastifyRequest {
    user?: AuthUser;
  }
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** Short-lived HS256 JWTs naming the user; the user row is still read per request so suspension bites at once. */
export class AccessTokens {
  readonly #key: Uint8Array;
  constructor(secret: string) {
    this.#key = new TextEncoder().encode(secret);
  }

  sign(userId: string): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(this.#key);
  }

  /** The user id, or undefined for a missing, forged or expired token. */
  async verify(token: string): Promise<string | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.#key, { algorithms: ['HS256'] });
      return payload.sub;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return undefined;
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

export const authPlugin = fp(
  async (app: FastifyInstance, { db, accessSecret }: { db: Database; accessSecret: string }) => {
    const tokens = new AccessTokens(accessSecret);
    app.decorate('accessTokens', tokens);
    app.decorateRequest('user', undefined);

    async function requireUser(request: FastifyRequest): Promise<void> {
      const token = readAccessToken(request);
      if (!token) throw unauthorized('Please login to continue');
      const userId = await tokens.verify(token);
      if (!userId) throw unauthorized('Your session has expired, please login again');
      const [user] = await db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          role: users.role,
          status: users.status,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) throw unauthorized('Your session has expired, please login again');
      if (user.status === 'Suspended') throw forbidden('Your account is suspended');
      request.user = { id: user.id, email: user.email, name: user.name, role: user.role };
    }

    app.decorate('requireUser', requireUser);
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await requireUser(request);
      if (request.user?.role !== 'ADMIN') throw forbidden('Do not have permission');
    });
  },
);
