import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { prepared } from '../db/prepared';
import { refreshTokens, users } from '../db/schema';

/**
 * Read on every signed-in request, so prepared once (db/prepared.ts): the user, and whether the session
 * still has a live refresh token (ended sessions have every token of their family revoked).
 */
const activeUser = prepared((db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      status: users.status,
      sessionLive: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.familyId, sql.placeholder('sid')),
            eq(refreshTokens.userId, users.id),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, sql`now()`),
          ),
        )})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('auth_user'),
);

export async function findSignedInUser(db: Executor, userId: string, sessionId: string) {
  const [user] = await activeUser(db).execute({ id: userId, sid: sessionId });
  return user;
}
