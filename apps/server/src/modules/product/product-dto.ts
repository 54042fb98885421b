import type { CategoryDto, ProductDto, SubCategoryDto } from '@kirana/shared/catalogue';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  categories,
  productCategories,
  productSubCategories,
  products,
  subCategories,
  subCategoryCategories,
} from '../../db/schema';

/** Every column the contract shows; never search_vector, which is large and internal. */
const productColumns = {
  id: products.id,
  name: products.name,
  images: products.images,
  unit: products.unit,
  stock: products.stock,
  price: products.price,
  discount: products.discount,
  description: products.description,
  moreDetails: products.moreDetails,
  publish: products.publish,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};
type ProductRow = Pick<typeof products.$inferSelect, keyof typeof productColumns>;

export const toCategoryDto = (row: typeof categories.$inferSelect): CategoryDto => ({
  _id: row.id,
  name: row.name,
  image: row.image,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Products as the contract shows them, with categories and sub categories populated, in the order of `ids`.
 * Three queries whatever the number of products (no N+1).
 */
export async function loadProductDtos(db: Executor, ids: readonly string[]): Promise<ProductDto[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  const [rows, categoryLinks, subCategoryLinks] = await Promise.all([
    db.select(productColumns).from(products).where(inArray(products.id, list)),
    db
      .select({ productId: productCategories.productId, category: categories })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(inArray(productCategories.productId, list))
      .orderBy(asc(categories.name)),
    db
      .select({ productId: productSubCategories.productId, subCategory: subCategories })
      .from(productSubCategories)
      .innerJoin(subCategories, eq(subCategories.id, productSubCategories.subCategoryId))
      .where(inArray(productSubCategories.productId, list))
      .orderBy(asc(subCategories.name)),
  ]);
  const subCategoryParents = await loadSubCategoryParents(
    db,
    subCategoryLinks.map((link) => link.subCategory.id),
  );

  const categoriesByProduct = groupBy(
    categoryLinks,
    (link) => link.productId,
    (link) => toCategoryDto(link.category),
  );
  const subCategoriesByProduct = groupBy(
    subCategoryLinks,
    (link) => link.productId,
    (link): SubCategoryDto => ({
      ...toCategoryDto(link.subCategory),
      category: subCategoryParents.get(link.subCategory.id) ?? [],
    }),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return list.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [toProductDto(row, categoriesByProduct.get(id) ?? [], subCategoriesByProduct.get(id) ?? [])]
      : [];
  });
}

export function toProductDto(
  row: ProductRow,
  category: CategoryDto[],
  subCategory: SubCategoryDto[],
): ProductDto {
  return {
    _id: row.id,
    name: row.name,
    image: row.images,
    category,
    subCategory,
    unit: row.unit,
    stock: row.stock,
    price: row.price,
    discount: row.discount,
    description: row.description,
    more_details: row.moreDetails,
    publish: row.publish,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The `category` list of each sub category: `[{ _id, name, image }]`, in the order they were linked. */
export async function loadSubCategoryParents(
  db: Executor,
  subCategoryIds: readonly string[],
): Promise<Map<string, SubCategoryDto['category']>> {
  if (subCategoryIds.length === 0) return new Map();
  const links = await db
    .select({
      subCategoryId: subCategoryCategories.subCategoryId,
      _id: categories.id,
      name: categories.name,
      image: categories.image,
    })
    .from(subCategoryCategories)
    .innerJoin(categories, eq(categories.id, subCategoryCategories.categoryId))
    .where(inArray(subCategoryCategories.subCategoryId, [...new Set(subCategoryIds)]))
    .orderBy(asc(subCategoryCategories.position));
  return groupBy(
    links,
    (link) => link.subCategoryId,
    ({ _id, name, image }) => ({ _id, name, image }),
  );
}

function groupBy<T, V>(
  items: readonly T[],
  key: (item: T) => string,
  value: (item: T) => V,
): Map<string, V[]> {
  const groups = new Map<string, V[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(value(item));
    else groups.set(k, [value(item)]);
  }
  return groups;
}
