/**
 * The demo catalogue as plain data. Images are Twemoji codepoints (file names under @twemoji/svg without
 * '.svg'): categories and sub categories are rendered on the category's tint when seeding, products as a
 * pack shot with the emoji on the label (pack-shot.ts, pack-kinds.ts).
 */
export interface CategorySeed {
  name: string;
  emoji: string;
  /** Soft pastel background of every image in the category, as '#rrggbb'. */
  tint: string;
  /** more_details entries shared by every product of the category; a product's own entries win. */
  details?: Record<string, string>;
  subCategories: SubCategorySeed[];
}

export interface SubCategorySeed {
  name: string;
  emoji: string;
  /** Names of further categories that list this sub category (and its products). */
  alsoIn?: string[];
  products: ProductSeed[];
}

export interface ProductSeed {
  name: string;
  unit: string;
  /** Rupees. */
  price: number;
  /** Percent; absent means none. */
  discount?: number;
  stock: number;
  emoji: string;
  description: string;
  details: Record<string, string>;
}
