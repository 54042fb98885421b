import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOADS_PREFIX } from '../adapters/storage';

const relative = (value: unknown) => typeof value === 'string' && value.startsWith(UPLOADS_PREFIX);

/** The fields that carry image URLs in the API's answers (products, categories, uploads, avatars, orders). */
const IMAGE_FIELDS = new Set(['image', 'images', 'avatar', 'url', 'secure_url', 'thumbnailUrl']);

declare module 'fastify' {
  interface FastifyInstance {
    /** Makes the stored image paths in `payload` absolute (in place) and returns it. */
    absoluteImageUrls: <T>(payload: T) => T;
  }
}

/**
 * Rewrites, in place, every image path stored relative to this server (`/uploads/…`) in the image fields of
 * `payload` to an absolute URL on `publicUrl`. Values already absolute (S3, a CDN) stay as they are.
 * Iterative, so deep payloads cannot overflow the stack.
 */
export function absolutizeImageUrls<T>(payload: T, publicUrl: string): T {
  const absolute = (value: unknown) => (relative(value) ? `${publicUrl}${value}` : value);
  const stack: unknown[] = [payload];
  // Every answer passes here (15 products of a home row: ~6% of its CPU), so no per-object allocation.
  while (stack.length > 0) {
    const item = stack.pop();
    if (Array.isArray(item)) {
      for (const element of item) if (typeof element === 'object' && element !== null) stack.push(element);
    } else if (typeof item === 'object' && item !== null) {
      const record = item as Record<string, unknown>;
      for (const key in record) {
        if (!Object.hasOwn(record, key)) continue;
        const value = record[key];
        if (IMAGE_FIELDS.has(key)) {
          // Written only when something changes: shared answers (the taxonomy's) are frozen and already absolute.
          if (Array.isArray(value)) {
            if (value.some(relative)) record[key] = value.map(absolute);
          } else if (relative(value)) record[key] = absolute(value);
        }
        if (typeof value === 'object' && value !== null) stack.push(record[key]);
      }
    }
  }
  return payload;
}

/**
 * Images are stored as paths relative to this server, so a change of domain breaks nothing; every answer
 * gives them absolute on PUBLIC_URL, so a client on another origin (a mobile app, an older web client)
 * loads them from the store rather than from itself. One place for every route: the serializer's hook
 * (and the catalogue cache, which serializes its own answers).
 */
export const imageUrlsPlugin = fp(async (app: FastifyInstance, { publicUrl }: { publicUrl: string }) => {
  const absolutize = imageUrlsOn(publicUrl);
  app.decorate('absoluteImageUrls', absolutize);
  app.addHook('preSerialization', async (_request, _reply, payload) => absolutize(payload));
});

/** How a path stored relative to this server begins inside JSON text: only a string can hold it. */
const RELATIVE_IN_JSON = JSON.stringify(UPLOADS_PREFIX).slice(0, -1);

/**
 * A JSON array of image paths with the relative ones made absolute; parsed only when one may be (an
 * escaped quote before the prefix takes the parsing path too, which is exact).
 */
export function absolutizeImageListJson(json: string, absolutize: <T>(payload: T) => T): string {
  if (!json.includes(RELATIVE_IN_JSON)) return json;
  return JSON.stringify(absolutize({ image: JSON.parse(json) as unknown }).image);
}

/** absolutizeImageUrls on `publicUrl`, for the plugin and for answers built ahead (the taxonomy's). */
export function imageUrlsOn(publicUrl: string): <T>(payload: T) => T {
  const base = publicUrl.replace(/\/$/, '');
  return (payload) => absolutizeImageUrls(payload, base);
}
