import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH, RESET_PASSWORD_MISMATCH } from '@kirana/shared/user';
import type { MailMessage } from '../../adapters/mail';
import type { Database } from '../../db/client';
import { badRequest } from '../../http/http-error';
import type { MailOutbox } from '../../mail/mail-outbox';
import type { Secrets } from '../../secrets';
import { otpMail } from './otp-mail';
import { hashPassword } from './password';
import {
  consumeVerifiedReset,
  findOpenReset,
  markVerified,
  replaceReset,
  takeAttempt,
} from './password-reset.repository';
import { revokeAllOfUser } from './refresh-token.repository';
import { findUserByEmail, updateUser } from './user.repository';

export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
/** How long after a successful verification the new password may be set. */
export const RESET_WINDOW_MS = 10 * 60 * 1000;

export const INVALID_OTP = 'Invalid otp';
export const OTP_EXPIRED = 'Otp is expired';
export const OTP_VOID = 'Too many wrong attempts. Please request a new otp.';
export const NOT_VERIFIED = 'Please verify the otp sent to your email first';

/** Keys the OTP hash: six digits alone would be brute-forced from a leaked table in no time. */
function hashOtp(secrets: Secrets, email: string, otp: string): string {
  return createHmac('sha256', secrets.jwtRefreshSecret).update(`${email}:${otp}`).digest('hex');
}

/**
 * The mail outbox's delivery of a password-reset job: a new code replaces any earlier one (only its keyed
 * hash is stored) and its mail is returned; nothing for an email without an account. A retried delivery
 * issues a fresh code, and only the latest code works.
 */
export async function passwordResetMail(
  db: Database,
  secrets: Secrets,
  email: string,
): Promise<MailMessage | undefined> {
  const user = await findUserByEmail(db, email);
  const otp = randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
  // Without an account the row is kept too (its code goes nowhere): verification then answers alike.
  await db.transaction((tx) =>
    replaceReset(tx, {
      email,
      userId: user?.id ?? null,
      otpHash: hashOtp(secrets, email, otp),
      expiresAt: new Date(Date.now() + OTP_TTL_MINUTES * 60 * 1000),
    }),
  );
  return user && otpMail({ to: user.email, name: user.name, otp, minutes: OTP_TTL_MINUTES });
}

/**
 * What password recovery needs: an emailed 6-digit code, then one password change shortly after it is
 * verified.
 */
export interface ResetContext {
  db: Database;
  outbox: Pick<MailOutbox, 'enqueue'>;
  secrets: Secrets;
}

/**
 * Queues the request and returns: the same statement and the same answer whether or not the account
 * exists or the mail server is up. The outbox's worker looks the account up (passwordResetMail).
 */
export async function sendOtp(ctx: ResetContext, email: string): Promise<void> {
  await ctx.outbox.enqueue(ctx.db, { kind: 'password-reset', email });
}

/** The same steps and answers whether or not the email has an account (it has a reset row either way). */
export async function verifyOtp(ctx: ResetContext, email: string, otp: string): Promise<void> {
  const reset = await findOpenReset(ctx.db, email);
  if (!reset) throw badRequest(INVALID_OTP);
  if (reset.expiresAt.getTime() <= Date.now()) throw badRequest(OTP_EXPIRED);
  if (!(await takeAttempt(ctx.db, reset.id, OTP_MAX_ATTEMPTS))) throw badRequest(OTP_VOID);
  if (!matches(ctx, reset.otpHash, email, otp)) throw badRequest(INVALID_OTP);
  await markVerified(ctx.db, reset.id);
}

/** Sets the new password once per verified code and signs every session out. */
export async function resetPassword(
  ctx: ResetContext,
  email: string,
  newPassword: string,
  confirmPassword: string,
): Promise<void> {
  if (newPassword !== confirmPassword) throw badRequest(RESET_PASSWORD_MISMATCH);
  // The password is hashed only for a verified code, so the answer takes as long for every other email.
  const done = await ctx.db.transaction(async (tx) => {
    const userId = await consumeVerifiedReset(tx, email, new Date(Date.now() - RESET_WINDOW_MS));
    if (!userId) return false;
    // The code arrived by mail, which proves the address.
    await updateUser(tx, userId, { passwordHash: await hashPassword(newPassword), verifyEmail: true });
    await revokeAllOfUser(tx, userId);
    return true;
  });
  if (!done) throw badRequest(NOT_VERIFIED);
}

function matches(ctx: ResetContext, storedHash: string, email: string, otp: string): boolean {
  const given = Buffer.from(hashOtp(ctx.secrets, email, otp), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
