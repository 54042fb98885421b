import { errorResponses } from '@kirana/shared/responses';
import type { z } from 'zod';

/**
 * A route's `response` schemas: its success answers by status, and the error envelope for every 4xx and 5xx
 * (the errors plugin answers each of them so). Serializing through these drops anything a route did not
 * declare, and the OpenAPI document lists every answer.
 */
export function answers<S extends Record<number, z.ZodType>>(success: S) {
  return { ...success, ...errorResponses };
}
