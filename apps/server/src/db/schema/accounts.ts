/** Accounts: users, their sessions, password resets, addresses, and the shared rate-limit counters. */

import { userRoles, userStatuses } from '@kirana/shared/user';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './columns';

export { userRoles, userStatuses };

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    /** Stored trimmed and lower-cased, so the unique index is case-insensitive. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    avatar: text('avatar').notNull().default(''),
    mobile: text('mobile'),
    verifyEmail: boolean('verify_email').notNull().default(false),
    lastLoginDate: timestamp('last_login_date', { withTimezone: true }),
    status: text('status', { enum: userStatuses }).notNull().default('Active'),
    role: text('role', { enum: userRoles }).notNull().default('USER'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('USER', 'ADMIN', 'STORE_STAFF', 'RIDER')`),
    check('users_status_check', sql`${t.status} in ('Active', 'Inactive', 'Suspended')`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: ref('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Every rotation of one login shares a family; reuse of a rotated token revokes the family. */
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedBy: text('replaced_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/**
 * Password-reset codes, keyed by the email asked about. A request for an email without an account gets a row
 * too (no user, and a code nobody is sent), so every later answer is the same whether the account exists.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    /** As asked, normalised like users.email. */
    email: text('email').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    otpHash: text('otp_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_resets_user_idx').on(t.userId, t.createdAt),
    index('password_resets_email_idx').on(t.email, t.createdAt),
    index('password_resets_expires_idx').on(t.expiresAt),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: ref('user_id').references(() => users.id, { onDelete: 'cascade' }),
    addressLine: text('address_line').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    pincode: text('pincode').notNull(),
    mobile: text('mobile').notNull(),
    status: boolean('status').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Rate-limit counters shared by every server process (when REDIS_URL is unset): a key's hits within its
 * window, which ends at expires_at. Expired rows are reset on the next hit and swept periodically.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_expires_idx').on(t.expiresAt)],
);
