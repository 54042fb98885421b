import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { IdPage, PageWindow } from '../../db/paging';
import { preparedSelect } from '../../db/prepared';
import { productCounts, products, searchWords } from '../../db/schema';

const newestPage = preparedSelect<IdPage>(
  'newest_page',
  ['ids', 'total'],
  sql`select array(
      select p.id from ${products} p
      where p.publish or ${sql.placeholder('withUnpublished')}::boolean
      order by p.created_at desc nulls last, p.id desc nulls last
      limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}
    ) as ids,
    greatest(coalesce((select sum(c.products) from ${productCounts} c
      where c.published or ${sql.placeholder('withUnpublished')}::boolean), 0), 0)::int as total`,
);

/**
 * The newest products first: what an empty search shows, in one statement. Served by products_created_idx
 * (spelled as it is built: DESC NULLS LAST); the total is the one the triggers keep (product_counts), not a
 * count of the table.
 */
export async function newestProductIds(
  db: Executor,
  { limit, offset }: PageWindow,
  withUnpublished: boolean,
): Promise<IdPage> {
  const [page] = await newestPage(db).execute({ limit, offset, withUnpublished });
  return page ?? { ids: [], total: 0 };
}

/** The catalogue's vocabulary: every word search reads, with how many products hold it (migration 0007). */
export function vocabularyWords(db: Executor): Promise<{ word: string; products: number }[]> {
  return db.select({ word: searchWords.word, products: searchWords.products }).from(searchWords);
}
