import { MAX_PRICE } from '@kirana/shared/pricing';
import { z } from 'zod';
import type { CatalogueProduct } from './catalogue-product';

const rupees = z
  .string({ error: 'is missing' })
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'is not an amount of rupees like 120 or 99.50')
  .transform(Number);

const text = (max: number) =>
  z.string({ error: 'is missing' }).trim().max(max, `is longer than ${max} characters`);
const required = (max: number) => text(max).min(1, 'is missing');

/** One line of the BigBasket catalogue CSV (see /work/shared/data/README.md for its columns). */
export const bigbasketRowSchema = z.object({
  index: z.string({ error: 'is missing' }).trim().regex(/^\d+$/, 'is not a whole number'),
  product: required(300),
  category: required(100),
  sub_category: required(100),
  brand: text(100).default(''),
  sale_price: rupees,
  // The store's own cap (pricing.ts), which keeps every order total inside its column.
  market_price: rupees
    .refine((value) => value > 0, 'must be above 0')
    .refine((value) => value <= MAX_PRICE, `must be at most ${MAX_PRICE}`),
  type: text(100).default(''),
});

export type BigbasketRow = z.infer<typeof bigbasketRowSchema>;

// A pack size at the very end of a name ("Garlic Oil Capsule 500 mg"); names rarely have one, most units stay ''.
const trailingPackSize = /(\d+(?:\.\d+)?\s?(?:mg|g|gm|kg|ml|l|ltr|pcs|pc)\.?)$/i;

/** FNV-1a: a stable small hash, so the same key always gets the same made-up stock. */
function stableHash(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) hash = Math.imul(hash ^ value.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** Maps a valid row per the data README: price = market price, discount from the sale price, clamped. */
export function toCatalogueProduct(row: BigbasketRow): CatalogueProduct {
  const key = `bigbasket:${row.index}`;
  const discount = Math.round((100 * (row.market_price - row.sale_price)) / row.market_price);
  const moreDetails: Record<string, string> = {};
  if (row.brand) moreDetails.Brand = row.brand;
  if (row.type) moreDetails.Type = row.type;
  return {
    key,
    name: row.product,
    category: row.category,
    subCategory: row.sub_category,
    price: row.market_price,
    discount: Math.min(100, Math.max(0, discount)),
    unit: trailingPackSize.exec(row.product)?.[1] ?? '',
    // The data has no stock: 0–200, a few out of stock, the same on every run.
    stock: stableHash(key) % 201,
    description: [row.type, row.brand && `by ${row.brand}`].filter(Boolean).join(' '),
    moreDetails,
  };
}
