import type { FastifyRequest } from 'fastify';
import type { Storage } from '../../adapters/storage';
import { readImageUpload, storeWebp } from './image-upload';

/** Product pages show up to this size; grids and thumbnails use the small one. */
const LARGE_SIZE = 1200;
const THUMBNAIL_SIZE = 400;

export interface UploadedImage {
  /** Root-relative on disk, absolute with S3; what the old client reads as `data.url`. */
  url: string;
  secure_url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
}

const imageKey = (url: string) => url.slice(url.lastIndexOf('/') + 1).replace(/\.webp$/, '');

/** Sniffed, size-checked, re-encoded to WebP in two sizes under content-addressed names. */
export async function uploadProductImage(storage: Storage, request: FastifyRequest): Promise<UploadedImage> {
  const buffer = await readImageUpload(request, 'image', [
    'image/jpeg',
    'image/png',
    'image/webp',
    'image/gif',
  ]);
  const thumbnail = await storeWebp(storage, buffer, THUMBNAIL_SIZE);
  // The large image's name carries the thumbnail's (`<large>.<thumb>.webp`): products store one URL per
  // image, and grids find the small one from it (thumbnailUrl in @kirana/shared/catalogue).
  const large = await storeWebp(storage, buffer, LARGE_SIZE, false, imageKey(thumbnail.url));
  return {
    url: large.url,
    secure_url: large.url,
    thumbnailUrl: thumbnail.url,
    width: large.width,
    height: large.height,
  };
}
