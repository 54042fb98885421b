import { newId } from '../db/ids';
import type {
  categories,
  productCategories,
  productSubCategories,
  products,
  subCategories,
  subCategoryCategories,
} from '../db/schema';
import type { CategorySeed } from './catalogue/types';
import type { EmojiImage } from './render-image';

export interface CatalogueRows {
  categories: (typeof categories.$inferInsert)[];
  subCategories: (typeof subCategories.$inferInsert)[];
  subCategoryCategories: (typeof subCategoryCategories.$inferInsert)[];
  products: (typeof products.$inferInsert)[];
  productCategories: (typeof productCategories.$inferInsert)[];
  productSubCategories: (typeof productSubCategories.$inferInsert)[];
}

/** Every image the catalogue shows; sub categories and products take their category's tint. */
export function catalogueImages(catalogue: CategorySeed[]): EmojiImage[] {
  return catalogue.flatMap(({ emoji, tint, subCategories }) => [
    { emoji, tint },
    ...subCategories.flatMap((sub) => [
      { emoji: sub.emoji, tint },
      ...sub.products.map((p) => ({ emoji: p.emoji, tint })),
    ]),
  ]);
}

/**
 * Flattens the catalogue into table rows with ids assigned up front, so links need no lookups.
 * Products get created_at one second apart, in catalogue order from `now` backwards, so "newest first"
 * lists the catalogue in its written order, the same on every run.
 */
export function catalogueRows(
  catalogue: CategorySeed[],
  imageUrl: (image: EmojiImage) => string,
  now: number,
): CatalogueRows {
  const rows: CatalogueRows = {
    categories: [],
    subCategories: [],
    subCategoryCategories: [],
    products: [],
    productCategories: [],
    productSubCategories: [],
  };
  const categoryIds = new Map(catalogue.map((category) => [category.name, newId()]));
  const nextPosition = new Map<string, number>();
  const categoryIdOf = (name: string) => {
    const id = categoryIds.get(name);
    if (!id) throw new Error(`The demo catalogue names an unknown category: ${name}`);
    return id;
  };

  for (const category of catalogue) {
    const { tint } = category;
    rows.categories.push({
      id: categoryIdOf(category.name),
      name: category.name,
      image: imageUrl({ emoji: category.emoji, tint }),
    });
    for (const sub of category.subCategories) {
      const subCategoryId = newId();
      const linkedCategoryIds = [category.name, ...(sub.alsoIn ?? [])].map(categoryIdOf);
      rows.subCategories.push({
        id: subCategoryId,
        name: sub.name,
        image: imageUrl({ emoji: sub.emoji, tint }),
      });
      for (const categoryId of linkedCategoryIds) {
        const position = nextPosition.get(categoryId) ?? 0;
        nextPosition.set(categoryId, position + 1);
        rows.subCategoryCategories.push({ subCategoryId, categoryId, position });
      }
      for (const { emoji, details, ...product } of sub.products) {
        const productId = newId();
        rows.products.push({
          ...product,
          id: productId,
          images: [imageUrl({ emoji, tint })],
          moreDetails: { ...category.details, ...details },
          createdAt: new Date(now - rows.products.length * 1000),
        });
        rows.productSubCategories.push({ productId, subCategoryId });
        for (const categoryId of linkedCategoryIds) rows.productCategories.push({ productId, categoryId });
      }
    }
  }
  return rows;
}
