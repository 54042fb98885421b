import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import type { Storage } from '../adapters/storage';
import { type PackKind, packShotSvg } from './pack-shot';

/** A Twemoji codepoint drawn on a flat background colour: categories and sub categories. */
export interface EmojiImage {
  emoji: string;
  tint: string;
}

/** A product's pack shot (pack-shot.ts), its label pictured by a Twemoji codepoint. */
export interface PackImage {
  pack: PackKind;
  name: string;
  unit: string;
  emoji: string;
  scheme: number;
}

export type SeedImage = EmojiImage | PackImage;

const SIZE = 480;
const EMOJI_SIZE = Math.round(SIZE * 0.7);
const MARGIN = (SIZE - EMOJI_SIZE) / 2;
// Twemoji SVGs have a 36-unit viewBox, which librsvg reads as 36 px at 72 dpi: rasterising straight at
// the emoji's size is sharper and cheaper than enlarging a small bitmap.
const DENSITY = (72 * EMOJI_SIZE) / 36;

const twemojiDir = path.dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));

export const seedImageKey = (image: SeedImage): string =>
  'pack' in image
    ? `${image.pack}:${image.scheme}:${image.emoji}:${image.name}:${image.unit}`
    : `${image.emoji}@${image.tint}`;

const emojiSvg = (emoji: string) => readFile(path.join(twemojiDir, `${emoji}.svg`));

/** A 480×480 WebP: the emoji centred at 70 % on a square of the tint. */
export async function renderEmojiImage({ emoji, tint }: EmojiImage): Promise<Buffer> {
  const svg = await emojiSvg(emoji);
  // One pipeline (pad, then flatten the transparency onto the tint) costs half of compositing two images.
  return sharp(svg, { density: DENSITY })
    .extend({ top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN, background: tint })
    .flatten({ background: tint })
    .webp({ quality: 80 })
    .toBuffer();
}

/** Pack shots are drawn on 480 units: stored at 640 px for the product page and 360 px for cards (2×). */
const PACK_SIZE = 640;
const PACK_THUMBNAIL_SIZE = 360;

/** A square WebP pack shot of `size` px, rasterised at that size (sharper than shrinking a large one). */
export async function renderPackImage(image: PackImage, size = PACK_SIZE): Promise<Buffer> {
  const svg = packShotSvg({ ...image, emojiSvg: (await emojiSvg(image.emoji)).toString('utf8') });
  return sharp(Buffer.from(svg), { density: (72 * size) / 480 })
    .webp({ quality: 80 })
    .toBuffer();
}

/**
 * Stores a pack shot as uploads are stored (modules/file): the large image's name carries its
 * thumbnail's (`<large>.<thumbnail>.webp`), so cards load the small one (thumbnailUrl in @kirana/shared).
 */
async function storePackImage(image: PackImage, storage: Storage): Promise<string> {
  const thumbnail = await storage.put(
    await renderPackImage(image, PACK_THUMBNAIL_SIZE),
    'webp',
    'image/webp',
  );
  const thumbnailKey = thumbnail.key.replace(/\.webp$/, '');
  const large = await storage.put(await renderPackImage(image), `${thumbnailKey}.webp`, 'image/webp');
  return large.url;
}

const storeSeedImage = async (image: SeedImage, storage: Storage) =>
  'pack' in image
    ? storePackImage(image, storage)
    : (await storage.put(await renderEmojiImage(image), 'webp', 'image/webp')).url;

/**
 * Renders and stores each distinct image once and returns their URLs by `seedImageKey`. A few run at a
 * time: sharp works on libuv's small thread pool, which file and network work share.
 */
export async function renderSeedImages(
  images: SeedImage[],
  storage: Storage,
  concurrency = 4,
): Promise<Map<string, string>> {
  const pending = [...new Map(images.map((image) => [seedImageKey(image), image])).entries()];
  const urls = new Map<string, string>();
  const worker = async () => {
    for (let next = pending.pop(); next; next = pending.pop()) {
      const [key, image] = next;
      urls.set(key, await storeSeedImage(image, storage));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return urls;
}
