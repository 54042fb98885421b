import pLimit from 'p-limit';
import sharp from 'sharp';
import { HttpError } from '../../http/http-error';

/**
 * Decoding costs CPU and memory by pixels, not bytes: a 750 KB PNG may declare 16000×16000 pixels (768 MB
 * once decoded, about a second of CPU). 40 megapixels is more than any phone camera takes.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * Images are decoded and encoded one at a time, each on one libvips thread: an upload takes at most one
 * core, and the thread pool that password hashing also runs on keeps threads free, so uploads cannot starve
 * sign-ins or anything else. Uploads are rare; those arriving together wait their turn.
 */
const IMAGE_CONCURRENCY = 1;
/** Past this many waiting, another upload is refused at once rather than queued (each holds its file). */
const MAX_WAITING = 16;

sharp.concurrency(1);
const queue = pLimit(IMAGE_CONCURRENCY);

/** Runs `work` in its turn of the image queue; 503 when the queue is full. */
export async function queueImageWork<T>(work: () => Promise<T>): Promise<T> {
  if (queue.pendingCount >= MAX_WAITING) {
    throw new HttpError(503, 'Too many images are being processed. Please try again in a moment.', {
      'retry-after': '5',
    });
  }
  return queue(work);
}

/**
 * Reads the dimensions an image declares in its header, without decoding it, and refuses it past
 * MAX_IMAGE_PIXELS. Decoding is also capped there (`limitInputPixels`) in case a header lies.
 */
export async function checkDeclaredSize(input: Buffer): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(input, { animated: false, limitInputPixels: false }).metadata());
  } catch {
    throw new HttpError(415, 'The image could not be read');
  }
  if (!width || !height) throw new HttpError(415, 'The image could not be read');
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new HttpError(
      413,
      `The image is ${width}×${height} pixels; it may have at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
    );
  }
}
