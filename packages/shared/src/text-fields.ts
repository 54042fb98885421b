import { z } from 'zod';

/** Every capped field words its limit the same way: "address_line: must be at most 250 characters". */
export const tooLong = (max: number) => `must be at most ${max} characters`;

/** Ids are 24 hex characters (the old client's were MongoDB's, the same length); past 64 nothing is one. */
export const ID_MAX_LENGTH = 64;

/** An id in a request: trimmed, present and short; whether it exists is the server's business. */
export const idField = () =>
  z.string().trim().min(1, 'must not be empty').max(ID_MAX_LENGTH, tooLong(ID_MAX_LENGTH));
