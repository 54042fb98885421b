import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { productCounts, products, searchPostings } from '../../db/schema';
import type { ChangedProductRow } from './postings-index';
import type { PostingListRow } from './postings-reading';
import type { ProductTextRow } from './product-texts-reading';
import type { TieKeysRow } from './tie-keys';

const postingOrder = sql`score desc nulls last, product_id`;

/**
 * Each word's postings as one row, its products' ids and scores joined in the index's order, `<id>
 * <score>` for each, by commas: a row a posting cost node-postgres and the collector more of the server's
 * time than the rest of the read (docs/performance.md, "The postings index read a word a row"). Ordered in
 * the aggregate, the one order PostgreSQL keeps whatever the plan: a generic plan sorts the sub-select's
 * rows by word again, and its sort is not stable.
 */
function postingLists(part: SQL) {
  return sql`select word, count(*)::int as count,
      string_agg(product_id || ' ' || score::text, ',' order by ${postingOrder}) as postings
    from (${part}) part group by word order by word`;
}

/**
 * The postings of words after `after`, at most `limit` postings, a word a row (postingLists); the last
 * word may be cut short when `limit` postings are read.
 */
export function postingListsAfter(db: Executor, after: string, limit: number): Promise<PostingListRow[]> {
  return queryRows<PostingListRow>(
    db,
    postingLists(sql`select word, score, product_id from ${searchPostings} where word > ${after}
      order by word, ${postingOrder} limit ${limit}`),
  );
}

/** Every posting of one word, as one row (postingLists); none for a word with no postings. */
export function postingListOf(db: Executor, word: string): Promise<PostingListRow[]> {
  return queryRows<PostingListRow>(
    db,
    postingLists(sql`select word, score, product_id from ${searchPostings} where word = ${word}`),
  );
}

/**
 * Which products an index holds: the published ones, as shoppers search them, or the unpublished ones,
 * which an admin's search finds too (postings-memory.ts).
 */
export type HeldProducts = 'published' | 'unpublished';

const held = (which: HeldProducts) => (which === 'published' ? sql`p.publish` : sql`not p.publish`);

/** How many products are published, or unpublished (the counts the triggers keep). */
export async function heldProducts(db: Executor, which: HeldProducts): Promise<number> {
  const [row] = await queryRows<{ products: number }>(
    db,
    sql`select coalesce((select products from ${productCounts}
      where published = ${which === 'published'}), 0) as products`,
  );
  return row?.products ?? 0;
}

/**
 * Published (or unpublished) products after `after` by id, at most `limit`, each with its name, brand and
 * search vector as text (its output function is cheaper than taking the vector apart here;
 * tsvector-text.ts parses it), and what breaks its ties in relevance (tie-keys.ts).
 */
export function productTextsAfter(
  db: Executor,
  after: string,
  limit: number,
  which: HeldProducts = 'published',
): Promise<(ProductTextRow & TieKeysRow)[]> {
  return queryRows<ProductTextRow & TieKeysRow>(
    db,
    sql`select p.id as "productId", p.name, p.more_details->>'Brand' as brand,
          p.search_vector::text as vector, p.stock > 0 as "inStock", p.units_sold as "unitsSold",
          (extract(epoch from p.created_at) * 1000000)::float8 as "createdAt"
        from ${products} p where ${held(which)} and p.id > ${after} order by p.id limit ${limit}`,
  );
}

/**
 * Published products among `ids`, each as productTextsAfter reads it, with its postings as the triggers
 * of migration 0008 write them (`product_postings`: search_postings has no index by product); or the
 * unpublished ones, without postings (only published products have any).
 */
export function changedProducts(
  db: Executor,
  ids: readonly string[],
  which: HeldProducts = 'published',
): Promise<ChangedProductRow[]> {
  const postings =
    which === 'published'
      ? sql`(select coalesce(json_agg(json_build_array(w.word, w.score::text)), '[]'::json)
            from product_postings(p.name, p.more_details) w)`
      : sql`'[]'::json`;
  return queryRows<ChangedProductRow>(
    db,
    sql`select p.id as "productId", p.name, p.more_details->>'Brand' as brand,
          p.search_vector::text as vector, p.stock > 0 as "inStock", p.units_sold as "unitsSold",
          (extract(epoch from p.created_at) * 1000000)::float8 as "createdAt", ${postings} as postings
        from ${products} p where ${held(which)} and p.id = any(${sql.param([...ids])}::text[])`,
  );
}
