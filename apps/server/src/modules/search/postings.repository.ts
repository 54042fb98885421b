import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { searchPostings } from '../../db/schema';
import type { PostingRow } from './postings-index';

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
