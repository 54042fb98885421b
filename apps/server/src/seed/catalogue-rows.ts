import { newId } from '../db/ids';
import type {
  categories,
  productCategories,
  productSubCategories,
  products,
  subCategories,
  subCategoryCategories,
} from '../db/schema';
import type { CategorySeed, ProductSeed, SubCategorySeed } from './catalogue/types';
import { packKindOf } from './pack-kinds';
import { SCHEME_COUNT } from './pack-shot';
import type { PackImage, SeedImage } from './render-image';

export interface CatalogueRows {
  categories: (typeof categories.$inferInsert)[];
  subCategories: (typeof subCategories.$inferInsert)[];
  subCategoryCategories: (typeof subCategoryCategories.$inferInsert)[];
  products: (typeof products.$inferInsert)[];
  productCategories: (typeof productCategories.$inferInsert)[];
  productSubCategories: (typeof productSubCategories.$inferInsert)[];
}

/** A small stable hash, so each sub category starts its products on a different colour scheme. */
const hash = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

/**
 * A product's pack shot. Products next to each other in their sub category get consecutive colour
 * schemes, so no two neighbouring cards look alike.
 */
function packImage(sub: SubCategorySeed, product: ProductSeed, index: number): PackImage {
  return {
    pack: packKindOf(sub.name, product.name),
    name: product.name,
    unit: product.unit,
    emoji: product.emoji,
    scheme: (hash(sub.name) + index) % SCHEME_COUNT,
  };
}

/** Every image the catalogue shows: categories and sub categories on their category's tint, pack shots. */
export function catalogueImages(catalogue: CategorySeed[]): SeedImage[] {
  return catalogue.flatMap(({ emoji, tint, subCategories }) => [
    { emoji, tint },
    ...subCategories.flatMap((sub) => [
      { emoji: sub.emoji, tint },
      ...sub.products.map((product, index) => packImage(sub, product, index)),
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
  imageUrl: (image: SeedImage) => string,
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
      for (const [index, seed] of sub.products.entries()) {
        const { emoji: _, details, ...product } = seed;
        const productId = newId();
        rows.products.push({
          ...product,
          id: productId,
          images: [imageUrl(packImage(sub, seed, index))],
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
