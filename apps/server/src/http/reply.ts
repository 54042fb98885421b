import type { SuccessEnvelope } from '@kirana/shared/envelope';

/** The success envelope; `extra` holds the contract's additional top-level keys (totalCount, page...). */
export function ok<T, E extends object = object, M extends string | undefined = undefined>(
  data: T,
  message?: M,
  extra?: E,
): SuccessEnvelope<T> & (M extends string ? { message: string } : unknown) & E {
  return {
    success: true,
    error: false,
    ...(message === undefined ? {} : { message }),
    data,
    ...(extra as E),
  } as SuccessEnvelope<T> & (M extends string ? { message: string } : unknown) & E;
}
