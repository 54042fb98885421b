import type { SuccessEnvelope } from '@kirana/shared/envelope';

/** The success envelope; `extra` holds the contract's additional top-level keys (totalCount, page...). */
export function ok<T, E extends object = object>(
  data: T,
  message?: string,
  extra?: E,
): SuccessEnvelope<T> & E {
  return {
    success: true,
    error: false,
    ...(message === undefined ? {} : { message }),
    data,
    ...(extra as E),
  };
}
