import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { products, searchPostings } from '../../db/schema';
import type { PostingRow } from './postings-index';
import type { ProductTextRow } from './product-texts';
import type { TieKeysRow } from './tie-keys';

const postingColumns = sql`word, score, product_id as "productId"`;
const postingOrder = sql`score desc nulls last, product_id`;

/** Postings of words after `after`, in the index's order (word, score descending, product), at most `limit`. */
export function postingsAfter(db: Executor, after: string, limit: number): Promise<PostingRow[]> {
  return queryRows<PostingRow>(
    db,
    sql`select ${postingColumns} from ${searchPostings} where word > ${after}
        order by word, ${postingOrder} limit ${limit}`,
  );
}

/** Every posting of one word, in the index's order. */
export function postingsOf(db: Executor, word: string): Promise<PostingRow[]> {
  return queryRows<PostingRow>(
    db,
    sql`select ${postingColumns} from ${searchPostings} where word = ${word} order by ${postingOrder}`,
  );
}

/**
 * Published products after `after` by id, at most `limit`, each with its name, brand and search vector as
 * text (its output function is cheaper than taking the vector apart here; tsvector-text.ts parses it),
 * and what breaks its ties in relevance (tie-keys.ts).
 */
export function productTextsAfter(
  db: Executor,
  after: string,
  limit: number,
): Promise<(ProductTextRow & TieKeysRow)[]> {
  return queryRows<ProductTextRow & TieKeysRow>(
    db,
    sql`select p.id as "productId", p.name, p.more_details->>'Brand' as brand,
          p.search_vector::text as vector, p.stock > 0 as "inStock", p.units_sold as "unitsSold",
          (extract(epoch from p.created_at) * 1000000)::float8 as "createdAt"
        from ${products} p where p.publish and p.id > ${after} order by p.id limit ${limit}`,
  );
}
