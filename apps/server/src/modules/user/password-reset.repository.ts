import { and, desc, eq, gte, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passwordResets } from '../../db/schema';

export type PasswordResetRow = typeof passwordResets.$inferSelect;

/**
 * A new OTP replaces any earlier one for the email, so only the latest mail works; codes that ended a day
 * ago go too (requests for emails without an account leave rows as well).
 */
export async function replaceReset(
  db: Executor,
  values: Pick<PasswordResetRow, 'email' | 'userId' | 'otpHash' | 'expiresAt'>,
): Promise<void> {
  await db
    .delete(passwordResets)
    .where(
      or(eq(passwordResets.email, values.email), lt(passwordResets.expiresAt, sql`now() - interval '1 day'`)),
    );
  await db.insert(passwordResets).values(values);
}

export async function findOpenReset(db: Executor, email: string): Promise<PasswordResetRow | undefined> {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.email, email), isNull(passwordResets.usedAt)))
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

/**
 * Uses up the email's reset verified since `verifiedSince` and names its account; undefined when there is
 * none (or it was just used). A reset for an email without an account is never verified.
 */
export async function consumeVerifiedReset(
  db: Executor,
  email: string,
  verifiedSince: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.email, email),
        isNull(passwordResets.usedAt),
        isNotNull(passwordResets.verifiedAt),
        gte(passwordResets.verifiedAt, verifiedSince),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId ?? undefined;
}
