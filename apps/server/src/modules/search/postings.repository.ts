import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { products, searchPostings } from '../../db/schema';
import type { PostingRow, TextWordsRow } from './postings-index';

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
 * Published products after `after` by id, at most `limit`, each with the lexemes its search vector holds
 * only in the description (weight C, less those of weights A and B: the postings hold those) as one
 * string, separated by spaces (the parser splits words on white space, so no lexeme holds any). Built
 * with the text search functions rather than unnest(), a quarter of the database's time.
 */
export function textWordsAfter(db: Executor, after: string, limit: number): Promise<TextWordsRow[]> {
  return queryRows<TextWordsRow>(
    db,
    sql`select p.id as "productId", array_to_string(tsvector_to_array(ts_delete(
          ts_filter(p.search_vector, '{c}'), tsvector_to_array(ts_filter(p.search_vector, '{a,b}')))), ' ') as words
        from ${products} p where p.publish and p.id > ${after} order by p.id limit ${limit}`,
  );
}
