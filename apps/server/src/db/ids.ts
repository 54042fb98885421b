import { randomBytes } from 'node:crypto';

/**
 * 24-character lowercase hex ids like the old server's ObjectIds: 8 hex digits of seconds since the
 * epoch, then 16 random ones. Never contains '-', so it can end a URL slug (docs/api.md).
 */
export function newId(): string {
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}

export const isId = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{24}$/.test(value);
