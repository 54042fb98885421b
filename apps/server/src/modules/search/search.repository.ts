import { count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { IdPage, PageWindow } from '../../db/paging';
import { preparedSelect } from '../../db/prepared';
import { products, searchSynonyms, searchWords } from '../../db/schema';
import type { WordInCatalogue } from './spelling';

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

/** Candidates compared per query word; the closest by trigrams come first. */
const NEIGHBOURS = 30;

type LookedUpWord = WordInCatalogue & { groups: string[][] };

const wordsInCatalogue = preparedSelect<LookedUpWord>(
  'search_words_lookup',
  ['word', 'products', 'prefixes', 'neighbours', 'groups'],
  sql`select q.word, coalesce(known.products, 0)::int as products,
      -- Words starting with it: one range of search_words_prefix_idx (a LIKE built from a column is not).
      exists (select 1 from ${searchWords} s
        where s.word ~>=~ q.word and s.word ~<~ (q.word || chr(1114111)) and s.word <> q.word) as prefixes,
      coalesce(near.list, '[]') as neighbours,
      (select coalesce(json_agg(g.terms), '[]') from ${searchSynonyms} g
        where g.terms && ${sql.placeholder('phrases')}::text[]) as groups
    from unnest(${sql.placeholder('words')}::text[]) as q(word)
    left join ${searchWords} known on known.word = q.word
    left join lateral (
      select json_agg(json_build_object('word', c.word, 'products', c.products)) as list from (
        select s.word, s.products from (
          select s.word, s.products from ${searchWords} s where s.word % q.word
          union
          select s.word, s.products from ${searchWords} s
          where left(s.word, 1) = left(q.word, 1)
            and length(s.word) between length(q.word) - 1 and length(q.word) + 1
        ) s
        where coalesce(known.products, 0) <= 2 and length(q.word) >= 3 and s.word <> q.word
          and levenshtein_less_equal(s.word, q.word, 2) <= 2
        order by similarity(s.word, q.word) desc, s.products desc
        limit ${sql.raw(String(NEIGHBOURS))}
      ) c
    ) near on true`,
);

/**
 * Each query word as the vocabulary knows it, and the synonym groups holding any of `phrases`
 * (synonyms.ts phrasesOf), in one round trip: how many products hold each word, whether a word starts
 * with it, and, for words held by few products, the words a couple of letters away. Short words share too
 * few trigrams with their misspellings ('aata'/'atta'), so words of the same first letter and nearly the
 * same length are candidates too (search_words_shape_idx). Trigram neighbours (`%`) are those at least
 * pg_trgm.similarity_threshold (0.3 by default; 'panner'/'paneer' is 0.4) alike.
 */
export async function lookUpWords(
  db: Executor,
  words: readonly string[],
  phrases: readonly string[],
): Promise<{ words: WordInCatalogue[]; groups: string[][] }> {
  const rows = await wordsInCatalogue(db).execute({ words: [...words], phrases: [...phrases] });
  return { words: rows.map(({ groups: _, ...word }) => word), groups: rows[0]?.groups ?? [] };
}
