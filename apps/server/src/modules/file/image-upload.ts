import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type OutputInfo } from 'sharp';
import type { Storage } from '../../adapters/storage';
import { badRequest, HttpError } from '../../http/http-error';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** What the bytes really are decides, never the file name or the declared content type. */
export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

/**
 * Reads the one file of multipart field `field`: 400 when absent, 413 past 5 MB, 415 unless its content
 * sniffs as one of `allowed`.
 */
export async function readImageUpload(
  request: FastifyRequest,
  field: string,
  allowed: readonly ImageMime[],
): Promise<Buffer> {
  if (!request.isMultipart())
    throw new HttpError(415, `Send the image as multipart form data in the field '${field}'`);
  let file: MultipartFile | undefined;
  try {
    file = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
  } catch (error) {
    throw tooLargeOr(error);
  }
  if (!file || file.fieldname !== field) throw badRequest(`${field} is required`);
  let buffer: Buffer;
  try {
    buffer = await file.toBuffer();
  } catch (error) {
    throw tooLargeOr(error);
  }
  const sniffed = await fileTypeFromBuffer(buffer);
  if (!sniffed || !(allowed as readonly string[]).includes(sniffed.mime)) {
    throw new HttpError(
      415,
      `Only ${allowed.map((mime) => mime.slice(6).toUpperCase()).join(', ')} images are allowed`,
    );
  }
  return buffer;
}

function tooLargeOr(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT'
    ? new HttpError(413, 'The image is larger than 5 MB')
    : error;
}

export interface StoredImage {
  url: string;
  width: number;
  height: number;
}

/**
 * Re-encodes to WebP within `size`×`size` (never enlarging), which also drops metadata and anything
 * smuggled after the pixels, and stores it under a content-addressed name (`<hash>.webp`, or
 * `<hash>.<nameSuffix>.webp`).
 */
export async function storeWebp(
  storage: Storage,
  input: Buffer,
  size: number,
  square = false,
  nameSuffix = '',
): Promise<StoredImage> {
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await sharp(input, { animated: false })
      .rotate()
      .resize(size, size, { fit: square ? 'cover' : 'inside', withoutEnlargement: !square })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new HttpError(415, 'The image could not be read');
  }
  const { url } = await storage.put(output.data, nameSuffix ? `${nameSuffix}.webp` : 'webp', 'image/webp');
  return { url, width: output.info.width, height: output.info.height };
}
