import { z } from 'zod';

/** Account requests and the public user (docs/api.md "Account"); the web forms and the server share these. */

import { tooLong } from './text-fields';
import { OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './user-rules';

// Kept apart from the schemas so the web forms can use them without loading zod.
export {
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MISMATCH,
  RESET_PASSWORD_MISMATCH,
} from './user-rules';

/** The longest address SMTP allows. */
const EMAIL_MAX_LENGTH = 254;

/** Trimmed and lower-cased before the format check, as stored. */
export const emailField = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, tooLong(EMAIL_MAX_LENGTH))
  .toLowerCase()
  .pipe(z.email('must be a valid email address'));
const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, tooLong(PASSWORD_MAX_LENGTH));
/** Only compared with its password, yet bounded like everything else. */
const confirmPassword = z.string().max(PASSWORD_MAX_LENGTH, tooLong(PASSWORD_MAX_LENGTH));
const name = z.string().trim().min(1, 'is required').max(100, tooLong(100));

// The password pairs are compared by the server (and the forms) so the mismatch keeps its exact message.
export const registerBody = z.object({ name, email: emailField, password, confirmPassword });
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'is required')
    .max(EMAIL_MAX_LENGTH, tooLong(EMAIL_MAX_LENGTH)),
  password: z.string().min(1, 'is required').max(PASSWORD_MAX_LENGTH, tooLong(PASSWORD_MAX_LENGTH)),
});
export type LoginBody = z.infer<typeof loginBody>;

export const updateUserBody = z.object({
  name: name.optional(),
  email: emailField.optional(),
  // The old server stored mobile as a number; both forms are accepted and kept as text.
  mobile: z
    .union([z.string().trim().max(20, tooLong(20)), z.number().int().nonnegative()])
    .nullable()
    .optional(),
  /** Needed only when the email changes. */
  currentPassword: confirmPassword.optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const forgotPasswordBody = z.object({ email: emailField });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export const verifyOtpBody = z.object({
  email: emailField,
  otp: z.string().trim().min(1, 'is required').max(OTP_LENGTH, `must be ${OTP_LENGTH} characters`),
});
export type VerifyOtpBody = z.infer<typeof verifyOtpBody>;

export const resetPasswordBody = z.object({
  email: emailField,
  newPassword: password,
  confirmPassword,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/**
 * Shoppers, admins, a dark store's staff (of one or more stores) and riders (of one store): what each may
 * do is docs/product-rules.md "Roles".
 */
export const userRoles = ['USER', 'ADMIN', 'STORE_STAFF', 'RIDER'] as const;
export type UserRole = (typeof userRoles)[number];
export const userStatuses = ['Active', 'Inactive', 'Suspended'] as const;

/** What any client may see of an account: never the password hash, tokens or OTP fields. */
export const publicUser = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string(),
  mobile: z.string().nullable(),
  verify_email: z.boolean(),
  last_login_date: z.string().nullable(),
  status: z.enum(userStatuses),
  role: z.enum(userRoles),
  /** Ids only: the address book, cart and orders have their own calls. */
  address_details: z.array(z.string()),
  shopping_cart: z.array(z.string()),
  orderHistory: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUser>;

/** Login answers both spellings the old client and the spec read. */
export const loginData = z.object({
  accesstoken: z.string(),
  refreshToken: z.string(),
  access_token: z.string(),
  refresh_token: z.string(),
});
export type LoginData = z.infer<typeof loginData>;

/** The rotated refresh token is included so a client keeping it outside cookies stays signed in. */
export const refreshData = z.object({
  accessToken: z.string(),
  access_token: z.string(),
  refreshToken: z.string(),
  refresh_token: z.string(),
});
export type RefreshData = z.infer<typeof refreshData>;

export const avatarData = z.object({ _id: z.string(), avatar: z.string() });
export type AvatarData = z.infer<typeof avatarData>;
