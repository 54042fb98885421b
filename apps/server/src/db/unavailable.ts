/**
 * When an error means the database cannot be reached right now (restarting, failing over, network), as
 * opposed to a bad query: the message of the error (or of the cause) that says so; else undefined. Such
 * requests get a 503 to retry, not a 500.
 */
export function unavailableReason(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    const text = typeof message === 'string' ? message : String(code);
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return text;
    if (UNAVAILABLE_MESSAGES.some((known) => text.includes(known))) return text;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Node's network errors and PostgreSQL's shutdown states (57P01–57P03); class 08 is "connection exception". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
]);

/** What node-postgres says when a connection dies under a query or cannot be made in time. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'timeout exceeded when trying to connect',
];
