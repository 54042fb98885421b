import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../src/db/client';

/**
 * The products whose listing row (migration 0016) is missing or differs from the row as it would be
 * written now, their links worked out here rather than by the migration's functions.
 */
export async function productsListedWrong(db: Executor): Promise<{ id: string }[]> {
  return queryRows<{ id: string }>(
    db,
    sql`select p.id from products p left join product_listings l on l.product_id = p.id
      where l.product_id is null
        or (l.json, l.images, l.category_ids, l.sub_category_ids, l.stock) is distinct from (
          product_listing_json(p), to_json(p.images)::text,
          (select coalesce(string_agg(category_id, ',' order by category_id), '')
            from product_categories where product_id = p.id),
          (select coalesce(string_agg(sub_category_id, ',' order by sub_category_id), '')
            from product_sub_categories where product_id = p.id), p.stock)`,
  );
}
