import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../db/client';
import { arrayParam } from './bulk-sql';
import type { CatalogueProduct } from './catalogue-product';

export interface ExistingProduct {
  id: string;
  key: string;
  name: string;
  price: number;
  discount: number;
  unit: string;
  moreDetails: Record<string, string>;
  categoryIds: string[];
  subCategoryIds: string[];
}

/** The products of a batch already in the database, by key, with their links: one query per batch. */
export async function loadExistingProducts(
  tx: Executor,
  keys: string[],
): Promise<Map<string, ExistingProduct>> {
  const rows = await queryRows<ExistingProduct>(
    tx,
    sql`select id, external_key as key, name, price::float8 as price, discount::float8 as discount, unit,
        more_details as "moreDetails",
        array(select category_id from product_categories where product_id = p.id) as "categoryIds",
        array(select sub_category_id from product_sub_categories where product_id = p.id) as "subCategoryIds"
      from products p where external_key = any(${arrayParam(keys, 'text')})`,
  );
  return new Map(rows.map((row) => [row.key, row]));
}

/** Whether the fields an import owns differ from what is stored. */
export function fieldsChanged(stored: ExistingProduct, next: CatalogueProduct): boolean {
  const storedDetails = Object.entries(stored.moreDetails);
  return (
    stored.name !== next.name ||
    stored.price !== next.price ||
    stored.discount !== next.discount ||
    stored.unit !== next.unit ||
    storedDetails.length !== Object.keys(next.moreDetails).length ||
    storedDetails.some(([key, value]) => next.moreDetails[key] !== value)
  );
}

/** Whether the product is linked to exactly the one category and sub category it is placed in now. */
export function linksChanged(stored: ExistingProduct, categoryId: string, subCategoryId: string): boolean {
  return (
    stored.categoryIds.length !== 1 ||
    stored.categoryIds[0] !== categoryId ||
    stored.subCategoryIds.length !== 1 ||
    stored.subCategoryIds[0] !== subCategoryId
  );
}
