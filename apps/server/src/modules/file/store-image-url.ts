import { s3PublicBase } from '../../adapters/s3-storage';
import { UPLOADS_PREFIX } from '../../adapters/storage';
import type { Config } from '../../config';
import { badRequest } from '../../http/http-error';

// A name of dot-separated parts, as storage writes them (`<hash>.webp`, `<hash>.<hash>.webp`): no '..'.
const STORED_NAME = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+){0,3}$/;

/**
 * Images must be ones this store serves (what POST /api/file/upload returned): root-relative
 * `/uploads/<name>`, or the same on PUBLIC_URL, stored root-relative so a change of domain breaks nothing;
 * with S3, also `<S3 public base>/<name>`, stored as is since it lives on another origin.
 */
/** What storing an image URL needs to know of the configuration. */
export type ImageUrlConfig = Pick<Config, 'publicUrl' | 's3'>;

export function storeImageUrl(url: string, config: ImageUrlConfig, field: string): string {
  const origin = config.publicUrl.replace(/\/$/, '');
  const path = url.startsWith(`${origin}${UPLOADS_PREFIX}`) ? url.slice(origin.length) : url;
  if (path.startsWith(UPLOADS_PREFIX) && STORED_NAME.test(path.slice(UPLOADS_PREFIX.length))) return path;
  const s3Base = config.s3 && `${s3PublicBase(config.s3)}/`;
  if (s3Base && url.startsWith(s3Base) && STORED_NAME.test(url.slice(s3Base.length))) return url;
  throw badRequest(`${field}: must be an image uploaded to this store`);
}
