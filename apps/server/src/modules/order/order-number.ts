import { randomInt } from 'node:crypto';

/** No 0/O or 1/I, so the number can be read out over the phone. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** ORD-20261122-7KQ2MX: the day for people, 32^6 random codes a day for uniqueness (a unique index backs it). */
export function newOrderNumber(now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const code = Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `ORD-${day}-${code}`;
}
