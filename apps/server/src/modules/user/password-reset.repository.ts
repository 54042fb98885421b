import { and, desc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passwordResets } from '../../db/schema';

export type PasswordResetRow = typeof passwordResets.$inferSelect;

/** A new OTP replaces any earlier one of the user, so only the latest mail works. */
export async function replaceReset(
  db: Executor,
  values: Pick<PasswordResetRow, 'userId' | 'otpHash' | 'expiresAt'>,
): Promise<void> {
  await db.delete(passwordResets).where(eq(passwordResets.userId, values.userId));
  await db.insert(passwordResets).values(values);
}

export async function findOpenReset(db: Executor, userId: string): Promise<PasswordResetRow | undefined> {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
    .orderBy(desc(passwordResets.createdAt))
    .limit(1);
  return row;
}

/**
 * Spends one try before the OTP is compared, in a single statement, so parallel guesses cannot exceed
 * `maxAttempts`; false when none is left.
 */
export async function takeAttempt(db: Executor, id: string, maxAttempts: number): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(
      and(eq(passwordResets.id, id), lt(passwordResets.attempts, maxAttempts), isNull(passwordResets.usedAt)),
    )
    .returning({ id: passwordResets.id });
  return rows.length > 0;
}

export async function markVerified(db: Executor, id: string): Promise<void> {
  await db
    .update(passwordResets)
    .set({ verifiedAt: new Date() })
    .where(and(eq(passwordResets.id, id), isNull(passwordResets.verifiedAt)));
}

/** Uses up the user's reset verified since `verifiedSince`; false when there is none (or it was just used). */
export async function consumeVerifiedReset(
  db: Executor,
  userId: string,
  verifiedSince: Date,
): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.userId, userId),
        isNull(passwordResets.usedAt),
        isNotNull(passwordResets.verifiedAt),
        gte(passwordResets.verifiedAt, verifiedSince),
      ),
    )
    .returning({ id: passwordResets.id });
  return rows.length > 0;
}
