import type { SubCategoryDto } from '@kirana/shared/catalogue';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { prepared } from '../../db/prepared';
import { productColumns } from '../../db/product-columns';
import { products } from '../../db/schema';

/** A category or sub category as jsonb_build_object returns it: timestamps are ISO strings with an offset. */
export interface CategoryJson {
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

/** Behind every product read and cart answer, so prepared once (db/prepared.ts). */
const productsWithLinks = prepared((db) =>
  db
    .select({ ...productColumns, category: productCategoriesJson, subCategory: productSubCategoriesJson })
    .from(products)
    .where(sql`${products.id} = any(${sql.placeholder('ids')})`)
    .prepare('products_with_links'),
);

export type ProductWithLinksRow = Awaited<
  ReturnType<ReturnType<typeof productsWithLinks>['execute']>
>[number];

/**
 * Products with their categories and sub categories, in no particular order. One query whatever the
 * number of products: the links come back as JSON built by the database.
 */
export function findProductsWithLinks(db: Executor, ids: readonly string[]): Promise<ProductWithLinksRow[]> {
  return productsWithLinks(db).execute({ ids: [...ids] });
}
