/** Account rules and messages (docs/api.md "Account"), free of zod so the web forms can use them cheaply. */

export const PASSWORD_MIN_LENGTH = 8;
/** Also what login accepts: no account can have a longer password, so a longer one is never hashed. */
export const PASSWORD_MAX_LENGTH = 128;
export const OTP_LENGTH = 6;

/** Messages the old client shows as they are (docs/product-rules.md "Forms and messages"). */
export const PASSWORD_MISMATCH = 'password and confirm password must be same';
export const RESET_PASSWORD_MISMATCH = 'New password and confirm password must be same.';
