import type { AttemptLimits } from '../../plugins/rate-limit';

const MINUTE = 60 * 1000;
/**
 * Generous for a person, tight for a script. Attempts at an account count per client (account + address),
 * so a stranger cannot lock the owner out; past `overall` the account is under attack and each client gets
 * only `underAttack` tries. The OTP also voids itself after five wrong tries.
 */
export const ACCOUNT_LIMITS = {
  register: {
    perIp: { max: 20, windowMs: 60 * MINUTE },
    perAccount: {
      perClient: { max: 5, windowMs: 60 * MINUTE },
      overall: { max: 20, windowMs: 60 * MINUTE },
      underAttack: 2,
    },
  },
  // Only wrong passwords count at the account: the right one from a client that has not failed gets in.
  login: {
    perIp: { max: 30, windowMs: 15 * MINUTE },
    perAccount: {
      perClient: { max: 10, windowMs: 15 * MINUTE },
      overall: { max: 50, windowMs: 15 * MINUTE },
      underAttack: 3,
    },
    failuresOnly: true,
  },
  // Each request mails the owner: past `overall` a new client may still ask once, an attacker's ask no more.
  forgotPassword: {
    perIp: { max: 10, windowMs: 15 * MINUTE },
    perAccount: {
      perClient: { max: 3, windowMs: 15 * MINUTE },
      overall: { max: 10, windowMs: 60 * MINUTE },
      underAttack: 1,
    },
  },
  verifyOtp: {
    perIp: { max: 20, windowMs: 15 * MINUTE },
    perAccount: {
      perClient: { max: 10, windowMs: 15 * MINUTE },
      overall: { max: 30, windowMs: 15 * MINUTE },
      underAttack: 3,
    },
  },
  resetPassword: {
    perIp: { max: 20, windowMs: 15 * MINUTE },
    perAccount: {
      perClient: { max: 10, windowMs: 15 * MINUTE },
      overall: { max: 30, windowMs: 15 * MINUTE },
      underAttack: 3,
    },
  },
  // Wrong current passwords given to change the email, per signed-in account.
  confirmPassword: {
    perIp: { max: 30, windowMs: 15 * MINUTE },
    perAccount: {
      perClient: { max: 5, windowMs: 15 * MINUTE },
      overall: { max: 10, windowMs: 15 * MINUTE },
      underAttack: 2,
    },
    failuresOnly: true,
  },
} satisfies Record<string, AttemptLimits>;
