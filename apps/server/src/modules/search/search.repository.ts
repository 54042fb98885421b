import { count, eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import type { IdPage, PageWindow } from '../../db/paging';
import { products, searchSynonyms, searchWords } from '../../db/schema';
import type { WordInCatalogue } from './spelling';
import type { Alternative, Concept } from './synonyms';

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

/**
 * Each query word as the vocabulary knows it, and the synonym groups holding any of `phrases`
 * (synonyms.ts phrasesOf), in one round trip: how many products hold each word, whether a word starts
 * with it, and, for words held by few products, the words a couple of letters away. Short words share too
 * few trigrams with their misspellings ('aata'/'atta'), so words of the same first letter and nearly the
 * same length are candidates too. Trigram neighbours (`%`) are those at least
 * pg_trgm.similarity_threshold (0.3 by default; 'panner'/'paneer' is 0.4) alike.
 */
export async function lookUpWords(
  db: Executor,
  words: readonly string[],
  phrases: readonly string[],
): Promise<{ words: WordInCatalogue[]; groups: string[][] }> {
  const rows = await queryRows<WordInCatalogue & { groups: string[][] }>(
    db,
    sql`select q.word, coalesce(known.products, 0)::int as products,
      exists (select 1 from ${searchWords} s where s.word like q.word || '%' and s.word <> q.word) as prefixes,
      coalesce(near.list, '[]') as neighbours,
      (select coalesce(json_agg(g.terms), '[]') from ${searchSynonyms} g
        where g.terms && string_to_array(${phrases.join(',')}, ',')) as groups
    from unnest(string_to_array(${words.join(',')}, ',')) as q(word)
    left join ${searchWords} known on known.word = q.word
    left join lateral (
      select json_agg(json_build_object('word', c.word, 'products', c.products)) as list from (
        select s.word, s.products from ${searchWords} s
        where coalesce(known.products, 0) <= 2 and length(q.word) >= 3 and s.word <> q.word
          and (s.word % q.word
            or (s.word like left(q.word, 1) || '%' and length(s.word) between length(q.word) - 1 and length(q.word) + 1))
          and levenshtein_less_equal(s.word, q.word, 2) <= 2
        order by similarity(s.word, q.word) desc, s.products desc
        limit ${NEIGHBOURS}
      ) c
    ) near on true`,
  );
  return { words: rows.map(({ groups: _, ...word }) => word), groups: rows[0]?.groups ?? [] };
}

/**
 * One word as a text query: the word as typed (or as the start of a longer word), or its English stem
 * ('tomatoes' → tomato). `weight` A limits it to the name (the name is weighted A in search_vector).
 */
function wordQuery(word: string, prefix: boolean, weight = ''): SQL {
  const simple = `${word}:${prefix ? '*' : ''}${weight}`;
  const english = weight ? `${word}:${weight}` : word;
  return sql`(to_tsquery('simple', ${simple}) || to_tsquery('english', ${english}))`;
}

const alternativeQuery = (alternative: Alternative, weight?: string): SQL =>
  sql.join(
    alternative.words.map((word) => wordQuery(word, alternative.prefix, weight)),
    sql` && `,
  );

/** Any alternative of the concept. */
const conceptQuery = (concept: Concept, weight?: string): SQL =>
  sql`(${sql.join(
    concept.alternatives.map((alternative) => sql`(${alternativeQuery(alternative, weight)})`),
    sql` || `,
  )})`;

const allOf = (concepts: readonly Concept[], weight?: string): SQL =>
  sql.join(
    concepts.map((concept) => conceptQuery(concept, weight)),
    sql` && `,
  );

const anyOf = (concepts: readonly Concept[], weight?: string): SQL =>
  sql.join(
    concepts.map((concept) => conceptQuery(concept, weight)),
    sql` || `,
  );

export interface SearchPlan {
  concepts: Concept[];
  /** The query as searched (corrections applied), lower-case words joined by spaces. */
  text: string;
  /** Every concept required, or any one enough (the fallback when requiring all finds nothing). */
  requireAll: boolean;
}

/** An alternative as a regular expression of whole words; an unfinished word may go on ('shampo…'). */
const alternativePattern = (alternative: Alternative) =>
  alternative.words.map((word) => (alternative.prefix ? `${word}\\w*` : word)).join('\\W+');

/**
 * The phrases a name may hold to count as naming what was asked, as a regular expression: the query as
 * searched, and for a one-concept query each of its alternatives ('haldi' → haldi, turmeric). Query words
 * are letters and digits only (query-words.ts), so they need no escaping.
 */
function namePattern(plan: SearchPlan): string {
  const [only] = plan.concepts;
  const phrases =
    plan.concepts.length === 1 && only
      ? only.alternatives.map(alternativePattern)
      : [
          plan.concepts
            .flatMap((concept) => concept.alternatives.slice(0, 1).map(alternativePattern))
            .join('\\W+'),
        ];
  return `(${[...new Set(phrases)].join('|')})`;
}

/**
 * A page of the products matching the plan, with their count. Ranked by what a shopper meant first: the
 * name being what was asked, or holding it as a phrase (starting with it a little better, and for a brand
 * and a product, the brand then the name starting with it); every concept in the name, brand or type
 * ('amul butter'), and the type or brand holding one ('salt' → Salts); the brand being what was asked
 * ('harpic'); bundles ('A + B') well after single products; how many concepts matched (the any-word
 * fallback); full-text rank; then in stock, units sold, newest. Every match is found through the GIN index
 * on search_vector; each is scored, so the cost grows with the matches (docs/performance.md).
 */
export async function matchingProductIds(
  db: Executor,
  plan: SearchPlan,
  { limit, offset }: PageWindow,
  withUnpublished: boolean,
): Promise<IdPage> {
  const shown = withUnpublished ? sql`true` : sql`p.publish`;
  const where = plan.requireAll ? allOf(plan.concepts) : anyOf(plan.concepts);
  const pattern = namePattern(plan);
  const coverage = sql.join(
    plan.concepts.map((concept) => sql`(p.search_vector @@ ${conceptQuery(concept)})::int`),
    sql` + `,
  );
  const order = sql`score desc, (stock > 0) desc, units_sold desc, created_at desc, id desc`;
  const [row] = await queryRows<{ total: number; ids: string[] }>(
    db,
    sql`
    with matched as (
      select p.id, p.stock, p.units_sold, p.created_at,
        round((
          case when p.name ~* ${`^\\W*${pattern}\\W*$`} then 4
            when p.name ~* ${`^\\W*${pattern}\\M`} then 2.5
            ${
              plan.concepts.length > 1
                ? sql`when concat_ws(' ', p.more_details->>'Brand', p.name) ~* ${`^\\W*${pattern}\\M`} then 2.5`
                : sql``
            }
            when p.name ~* ${`\\m${pattern}\\M`} then 2 else 0 end
          + case when p.search_vector @@ (${allOf(plan.concepts, 'AB')}) then 3.5 else 0 end
          + case when p.search_vector @@ (${anyOf(plan.concepts, 'B')}) then 1.5 else 0 end
          + case when lower(p.more_details->>'Brand') ~ ${`^${pattern}$`} then 2.5 else 0 end
          - case when p.name ~ '( \\+ |[[:alpha:]]\\+[[:alpha:]])' then 3 else 0 end
          + ${plan.requireAll ? sql`0` : coverage}
          + ts_rank(p.search_vector, ${anyOf(plan.concepts)}, 1)
        )::numeric, 1) as score
      from ${products} p
      where ${shown} and p.search_vector @@ (${where})
    ),
    -- LIMIT straight on the ranking keeps a top-N heap instead of sorting every match.
    page as (select id, score, stock, units_sold, created_at from matched order by ${order} limit ${limit} offset ${offset})
    select (select count(*) from matched)::int as total,
      coalesce((select array_agg(id order by ${order}) from page), '{}') as ids`,
  );
  return { ids: row?.ids ?? [], total: row?.total ?? 0 };
}
