import { hash, verify } from '@node-rs/argon2';
import { HttpError } from '../../http/http-error';

// argon2id with the library's defaults (19 MiB, t=2): ~10–25 ms here, slow enough against guessing.
export const hashPassword = (password: string): Promise<string> => hash(password);

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password).catch(() => false);

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** A wrong password (or an unknown account at login): a 400 for the person, a failure for the attempt limits. */
export class WrongPasswordError extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

export const isWrongPassword = (error: unknown): boolean => error instanceof WrongPasswordError;
