import type { CategoryDto, ProductDto, SubCategoryDto } from '@kirana/shared/catalogue';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { prepared } from '../../db/prepared';
import { categories, products, subCategoryCategories } from '../../db/schema';

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

/** A category or sub category as jsonb_build_object returns it: timestamps are ISO strings with an offset. */
interface CategoryJson {
  _id: string;
  name: string;
  image: string;
  createdAt: string;
  updatedAt: string;
}

// Written with explicit aliases: inside a select list Drizzle leaves columns unqualified, and an unqualified
// "id" in these correlated subqueries would bind to the innermost table.
const categoryJson = (alias: string) =>
  sql.raw(`jsonb_build_object('_id', ${alias}.id, 'name', ${alias}.name, 'image', ${alias}.image,
    'createdAt', ${alias}.created_at, 'updatedAt', ${alias}.updated_at)`);

/** The product's categories, by name. */
const productCategoriesJson = sql<CategoryJson[]>`coalesce((
  select jsonb_agg(${categoryJson('c')} order by c.name, c.id)
  from product_categories pc join categories c on c.id = pc.category_id
  where pc.product_id = "products"."id"), '[]')`;

/** The product's sub categories, by name, each with its categories as `{ _id, name, image }` in link order. */
const productSubCategoriesJson = sql<(CategoryJson & { category: SubCategoryDto['category'] })[]>`coalesce((
  select jsonb_agg(${categoryJson('s')} || jsonb_build_object('category', coalesce((
      select jsonb_agg(jsonb_build_object('_id', parent.id, 'name', parent.name, 'image', parent.image)
        order by link.position)
      from sub_category_categories link join categories parent on parent.id = link.category_id
      where link.sub_category_id = s.id), '[]'))
    order by s.name, s.id)
  from product_sub_categories ps join sub_categories s on s.id = ps.sub_category_id
  where ps.product_id = "products"."id"), '[]')`;

/** JSON timestamps carry microseconds and an offset; the contract shows what Date.toISOString() does. */
const isoTimestamps = <T extends CategoryJson>(json: T): T => ({
  ...json,
  createdAt: new Date(json.createdAt).toISOString(),
  updatedAt: new Date(json.updatedAt).toISOString(),
});

/** Behind every product read and cart answer, so prepared once (db/prepared.ts). */
const productsWithLinks = prepared((db) =>
  db
    .select({ ...productColumns, category: productCategoriesJson, subCategory: productSubCategoriesJson })
    .from(products)
    .where(sql`${products.id} = any(${sql.placeholder('ids')})`)
    .prepare('products_with_links'),
);

/**
 * Products as the contract shows them, with categories and sub categories populated, in the order of `ids`.
 * One query whatever the number of products: the links come back as JSON built by the database.
 */
export async function loadProductDtos(db: Executor, ids: readonly string[]): Promise<ProductDto[]> {
  if (ids.length === 0) return [];
  const rows = await productsWithLinks(db).execute({ ids: [...ids] });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [toProductDto(row, row.category.map(isoTimestamps), row.subCategory.map(isoTimestamps))]
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
