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

/** Pack shots are drawn on 480 units and stored at 640 px: sharp on cards up to 320 px wide at 2×. */
const PACK_SIZE = 640;

/** A 640×640 WebP pack shot. */
export async function renderPackImage(image: PackImage): Promise<Buffer> {
  const svg = packShotSvg({ ...image, emojiSvg: (await emojiSvg(image.emoji)).toString('utf8') });
  return sharp(Buffer.from(svg), { density: (72 * PACK_SIZE) / 480 })
    .webp({ quality: 80 })
    .toBuffer();
}

const renderSeedImage = (image: SeedImage) =>
  'pack' in image ? renderPackImage(image) : renderEmojiImage(image);

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
      const { url } = await storage.put(await renderSeedImage(image), 'webp', 'image/webp');
      urls.set(key, url);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return urls;
}
