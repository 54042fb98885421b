/** Image URL helpers, free of zod so the storefront's first download can use them. */

const UPLOADED_PAIR = /^(.*\/)[0-9a-f]{32}\.([0-9a-f]{32})\.webp$/;

/**
 * The small version of an uploaded product image: uploads are named `<large>.<thumbnail>.webp`
 * (POST /api/file/upload). Any other URL (seeded, external) is its own thumbnail.
 */
export function thumbnailUrl(url: string): string {
  const pair = UPLOADED_PAIR.exec(url);
  return pair ? `${pair[1]}${pair[2]}.webp` : url;
}
