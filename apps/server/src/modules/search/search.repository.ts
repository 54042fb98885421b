import { count, eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import type { IdPage, PageWindow } from '../../db/paging';
import { products } from '../../db/schema';

/**
 * Newest first, spelled as products_created_idx is built (DESC NULLS LAST): a plain DESC means NULLS
 * FIRST, and the planner would then sort the whole table instead of walking the index.
 */
export const newestFirst = [sql`${products.createdAt} desc nulls last`, sql`${products.id} desc nulls last`];

/** Shoppers see published products only. */
export const visible = (withUnpublished: boolean) =>
  withUnpublished ? undefined : eq(products.publish, true);

/** The newest products first: what an empty search shows. Served by products_created_idx. */
export async function newestProductIds(
  db: Executor,
  { limit, offset }: PageWindow,
  withUnpublished: boolean,
): Promise<IdPage> {
  const where = visible(withUnpublished);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { ids: rows.map((row) => row.id), total: counted?.total ?? 0 };
}

/**
 * Typos get through on trigrams when a query word is this close to a word of the name
 * (strict_word_similarity: 'panner'/'paneer' 0.4, 'tumeric'/'turmeric' 0.55, 'choclate'/'chocolate' 0.58).
 */
const TYPO_THRESHOLD = '0.38';

/** Words shorter than this have too few trigrams to compare; prefix matching covers them. */
const MIN_TRIGRAM_WORD = 3;

export interface SearchTerms {
  /** The query as typed, trimmed. */
  text: string;
  /** Its words, lower-cased, letters and digits only. */
  words: string[];
}

/**
 * Ranked matches for a search box. When every word is one the catalogue knows, products holding all of
 * them ('green tea': green teas, not every tea and every green thing) come first and alone; when that
 * finds nothing, or a word is unknown, a product matches when any word prefixes a word of it ('choco',
 * 'bisc'), when the English full-text query matches (stems: 'tomatoes'), or when an unknown word is a near
 * miss of a word of its name ('panner'). Every arm is served by a GIN index (search_vector, or the trigram
 * index on name). Must run inside a transaction: the typo threshold is set for that transaction only.
 */
export async function searchProductIds(
  tx: Executor,
  terms: SearchTerms,
  window: PageWindow,
  withUnpublished: boolean,
): Promise<IdPage> {
  const shown = withUnpublished ? sql`true` : sql`p.publish`;
  const unknown = await wordsNotInCatalogue(tx, terms.words);
  if (unknown.length === 0 && terms.words.length > 1) {
    const allWords = sql.join(
      terms.words.map(
        (word) => sql`(to_tsquery('simple', ${`${word}:*`}) || plainto_tsquery('english', ${word}))`,
      ),
      sql` && `,
    );
    const page = await rankedMatches(tx, terms, sql`${shown} and p.search_vector @@ (${allWords})`, window);
    if (page.total > 0) return page;
  }
  await tx.execute(
    sql`select set_config('pg_trgm.strict_word_similarity_threshold', ${TYPO_THRESHOLD}, true)`,
  );
  const typoArms = unknown
    .filter((word) => word.length >= MIN_TRIGRAM_WORD)
    .map((word): SQL => sql` or ${word} <<% p.name`);
  const anyWord = sql`${shown} and (p.search_vector @@ to_tsquery('simple', ${prefixQuery(terms)})
    or p.search_vector @@ websearch_to_tsquery('english', ${terms.text})
    ${sql.join(typoArms)})`;
  return rankedMatches(tx, terms, anyWord, window);
}

const prefixQuery = (terms: SearchTerms) => terms.words.map((word) => `${word}:*`).join(' | ');

/**
 * A page of the products `where` matches, with their count. Ranked by: the exact phrase in the name,
 * full-text rank (name weighs above description), word matches above near misses, then in stock, then
 * newest.
 */
async function rankedMatches(
  tx: Executor,
  terms: SearchTerms,
  where: SQL,
  { limit, offset }: PageWindow,
): Promise<IdPage> {
  const prefix = prefixQuery(terms);
  const phrase = `%${terms.text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const [row] = await queryRows<{ total: number; ids: string[] }>(
    tx,
    sql`
    with matched as (
      select p.id, p.stock, p.created_at,
        round((
          case when p.name ilike ${phrase} then 3 else 0 end
          + ts_rank(p.search_vector, to_tsquery('simple', ${prefix}))
          -- Trigram closeness is costly per row, so only near misses (no word matched) pay for it.
          + case when p.search_vector @@ to_tsquery('simple', ${prefix}) then 1
              else 2 * strict_word_similarity(${terms.text}, p.name) end
        )::numeric, 1) as score
      from ${products} p
      where ${where}
    ),
    -- LIMIT straight on the ranking keeps a top-N heap instead of sorting every match.
    page as (
      select id, score, stock, created_at from matched
      order by score desc, (stock > 0) desc, created_at desc, id desc limit ${limit} offset ${offset}
    )
    select (select count(*) from matched)::int as total,
      coalesce((select array_agg(id order by score desc, (stock > 0) desc, created_at desc, id desc) from page), '{}') as ids`,
  );
  return { ids: row?.ids ?? [], total: row?.total ?? 0 };
}

/**
 * The words that prefix no word of any product: only these can be typos worth a trigram scan. A word
 * the catalogue knows ('milk') would otherwise make the trigram index return, and recheck, thousands of
 * rows for nothing. One GIN probe per word.
 */
async function wordsNotInCatalogue(tx: Executor, words: readonly string[]): Promise<string[]> {
  const rows = await queryRows<{ word: string }>(
    tx,
    sql`select w.word from (values ${sql.join(
      words.map((word) => sql`(${word}::text)`),
      sql`, `,
    )}) as w(word)
    where not exists (select 1 from ${products} p where p.search_vector @@ to_tsquery('simple', w.word || ':*'))`,
  );
  return rows.map((row) => row.word);
}
