/**
 * URL slugs of docs/product-rules.md "Screens": spaces, commas and ampersands become dashes and the id is the last
 * dash-separated piece (ids never contain a dash, docs/api.md).
 */

export function slugify(name: string): string {
  return (
    name
      .trim()
      .replace(/[\s,&]+/g, '-')
      // Characters that would end or escape a URL path segment never make it into a slug.
      .replace(/[%/?#\\]+/g, '')
      .replace(/-{2,}/g, '-')
      .replace(/^-|-$/g, '')
  );
}

export function toSlug(name: string, id: string): string {
  const base = slugify(name);
  return base ? `${base}-${id}` : id;
}

export interface ParsedSlug {
  id: string;
  /** The leading pieces joined by spaces: the heading of a listing. */
  name: string;
}

export function parseSlug(slug: string): ParsedSlug {
  // The router hands over the segment already decoded.
  const pieces = slug.split('-');
  const id = pieces.pop() ?? '';
  return { id, name: pieces.filter(Boolean).join(' ') };
}

export const productPath = (product: { _id: string; name: string }): string =>
  `/product/${toSlug(product.name, product._id)}`;

export const listingPath = (
  category: { _id: string; name: string },
  subCategory: { _id: string; name: string },
): string => `/${toSlug(category.name, category._id)}/${toSlug(subCategory.name, subCategory._id)}`;
