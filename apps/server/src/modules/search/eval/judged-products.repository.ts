import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client';
import type { JudgedProduct } from './relevance';

/** Every product as a judge sees it, by id: name, brand and type (more_details), sub category names. */
export async function judgedProducts(db: Executor): Promise<Map<string, JudgedProduct>> {
  const rows = await queryRows<JudgedProduct & { id: string }>(
    db,
    sql`select p.id, p.name, coalesce(p.more_details->>'Brand', '') as brand,
      coalesce(p.more_details->>'Type', '') as type,
      coalesce((select string_agg(s.name, ' | ') from product_sub_categories ps
        join sub_categories s on s.id = ps.sub_category_id where ps.product_id = p.id), '') as "subCategories"
    from products p`,
  );
  return new Map(rows.map(({ id, ...product }) => [id, product]));
}
