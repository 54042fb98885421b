import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import type { Storage } from '../adapters/storage';

/** A Twemoji codepoint drawn on a flat background colour. */
export interface EmojiImage {
  emoji: string;
  tint: string;
}

const SIZE = 480;
const EMOJI_SIZE = Math.round(SIZE * 0.7);
const MARGIN = (SIZE - EMOJI_SIZE) / 2;
// Twemoji SVGs have a 36-unit viewBox, which librsvg reads as 36 px at 72 dpi: rasterising straight at
// the emoji's size is sharper and cheaper than enlarging a small bitmap.
const DENSITY = (72 * EMOJI_SIZE) / 36;

const twemojiDir = path.dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));

export const emojiImageKey = ({ emoji, tint }: EmojiImage): string => `${emoji}@${tint}`;

/** A 480×480 WebP: the emoji centred at 70 % on a square of the tint. */
export async function renderEmojiImage({ emoji, tint }: EmojiImage): Promise<Buffer> {
  const svg = await readFile(path.join(twemojiDir, `${emoji}.svg`));
  // One pipeline (pad, then flatten the transparency onto the tint) costs half of compositing two images.
  return sharp(svg, { density: DENSITY })
    .extend({ top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN, background: tint })
    .flatten({ background: tint })
    .webp({ quality: 80 })
    .toBuffer();
}

/**
 * Renders and stores each distinct image once and returns their URLs by `emojiImageKey`. A few run at a
 * time: sharp works on libuv's small thread pool, which file and network work share.
 */
export async function renderEmojiImages(
  images: EmojiImage[],
  storage: Storage,
  concurrency = 4,
): Promise<Map<string, string>> {
  const pending = [...new Map(images.map((image) => [emojiImageKey(image), image])).entries()];
  const urls = new Map<string, string>();
  const worker = async () => {
    for (let next = pending.pop(); next; next = pending.pop()) {
      const [key, image] = next;
      const { url } = await storage.put(await renderEmojiImage(image), 'webp', 'image/webp');
      urls.set(key, url);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return urls;
}
