import type { CookieSerializeOptions } from '@fastify/cookie';
import { INDIA_BOUNDS, PINCODE_PATTERN } from '@kirana/shared/store';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** The shopper's chosen location, kept with the browser (guests too) for a month. */
export const LOCATION_COOKIE = 'location';
const MAX_AGE_SECONDS = 30 * 24 * 3600;

export interface SavedLocation {
  latitude: number;
  longitude: number;
  pincode: string | null;
  label: string;
  addressId: string | null;
}

// The cookie is the shopper's own claim about where they are: read as strictly as any input.
const saved = z.object({
  latitude: z.number().min(INDIA_BOUNDS.minLatitude).max(INDIA_BOUNDS.maxLatitude),
  longitude: z.number().min(INDIA_BOUNDS.minLongitude).max(INDIA_BOUNDS.maxLongitude),
  pincode: z.string().regex(PINCODE_PATTERN).nullable(),
  label: z.string().max(120),
  addressId: z.string().max(64).nullable(),
});

export function readLocation(request: FastifyRequest): SavedLocation | undefined {
  const raw = request.cookies[LOCATION_COOKIE];
  if (!raw || raw.length > 400) return undefined;
  try {
    const parsed = saved.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeLocation(reply: FastifyReply, options: CookieSerializeOptions, location: SavedLocation) {
  reply.setCookie(LOCATION_COOKIE, JSON.stringify(saved.parse(location)), {
    ...options,
    maxAge: MAX_AGE_SECONDS,
  });
}

export function clearLocation(reply: FastifyReply, options: CookieSerializeOptions) {
  reply.clearCookie(LOCATION_COOKIE, options);
}
