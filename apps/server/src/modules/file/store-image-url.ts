import { UPLOADS_PREFIX } from '../../adapters/storage';
import { badRequest } from '../../http/http-error';

// A name of dot-separated parts, as storage writes them (`<hash>.webp`, `<hash>.<hash>.webp`): no '..'.
const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+){0,3}$/;

/**
 * Images must be ones this store serves (what POST /api/file/upload returned): root-relative
 * `/uploads/<name>`, or the same on PUBLIC_URL, stored root-relative so a change of domain breaks nothing.
 */
export function storeImageUrl(url: string, publicUrl: string, field: string): string {
  const origin = publicUrl.replace(/\/$/, '');
  const path = url.startsWith(`${origin}${UPLOADS_PREFIX}`) ? url.slice(origin.length) : url;
  if (!UPLOAD_PATH.test(path)) throw badRequest(`${field}: must be an image uploaded to this store`);
  return path;
}
