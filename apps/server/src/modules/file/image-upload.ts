import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type OutputInfo } from 'sharp';
import type { Storage } from '../../adapters/storage';
import { badRequest, HttpError } from '../../http/http-error';
import { checkDeclaredSize, MAX_IMAGE_PIXELS, queueImageWork } from './image-work';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** What the bytes really are decides, never the file name or the declared content type. */
export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

/**
 * Reads the one file of multipart field `field`: 400 when absent or the multipart body is broken, 413 past
 * 5 MB or MAX_IMAGE_PIXELS, 415 unless its content sniffs as one of `allowed`.
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
    throw uploadError(error);
  }
  if (!file || file.fieldname !== field) throw badRequest(`${field} is required`);
  let buffer: Buffer;
  try {
    buffer = await file.toBuffer();
  } catch (error) {
    throw uploadError(error);
  }
  const sniffed = await fileTypeFromBuffer(buffer);
  if (!sniffed || !(allowed as readonly string[]).includes(sniffed.mime)) {
    throw new HttpError(
      415,
      `Only ${allowed.map((mime) => mime.slice(6).toUpperCase()).join(', ')} images are allowed`,
    );
  }
  await checkDeclaredSize(buffer);
  return buffer;
}

/**
 * What reading a multipart body can throw: past a limit, 413; anything else is a body the parser could not
 * read (no boundary, cut short, malformed headers), which is the client's doing.
 */
function uploadError(error: unknown): HttpError {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') {
    return new HttpError(413, 'The image is larger than 5 MB');
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(413, 'The upload has too many parts; send one image');
  }
  return badRequest('The upload is not valid multipart form data');
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
    output = await queueImageWork(() =>
      sharp(input, { animated: false, limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate()
        .resize(size, size, { fit: square ? 'cover' : 'inside', withoutEnlargement: !square })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true }),
    );
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(415, 'The image could not be read');
  }
  const { url } = await storage.put(output.data, nameSuffix ? `${nameSuffix}.webp` : 'webp', 'image/webp');
  return { url, width: output.info.width, height: output.info.height };
}
