import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error';

const MINUTE = 60 * 1000;

/**
 * Per signed-in user: enough for an admin filling a product form or a shopper trying a few pictures, far
 * too few to keep a core busy decoding.
 */
export const UPLOAD_LIMITS = {
  product: { max: 30, windowMs: 5 * MINUTE },
  avatar: { max: 10, windowMs: 15 * MINUTE },
} as const;

/**
 * A route's `config` limiting its uploads per user. It runs as a preHandler, after the route's own
 * sign-in check, so it can key on the user (a stranger gets the 401, never a count).
 */
export function uploadRateLimit(kind: keyof typeof UPLOAD_LIMITS): { rateLimit: RateLimitOptions } {
  const { max, windowMs } = UPLOAD_LIMITS[kind];
  return {
    rateLimit: {
      max,
      timeWindow: windowMs,
      hook: 'preHandler',
      keyGenerator: (request: FastifyRequest) => {
        if (!request.user) throw new Error('upload limits need the sign-in check to run first');
        return `upload-${kind}:${request.user.id}`;
      },
      errorResponseBuilder: (_request, { after }) =>
        new HttpError(429, `Too many uploads. Please try again in ${after}.`),
    },
  };
}
