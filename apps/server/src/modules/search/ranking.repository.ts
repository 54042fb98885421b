import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { PageWindow } from '../../db/paging';
import {
  asked,
  askedList,
  type ProductRowPage,
  productPage,
  productPages,
} from '../../db/product-page.repository';
import { products } from '../../db/schema';
import { namePattern } from './name-pattern';
import { tiedWindow } from './scored-matches';
import type { Concept } from './synonyms';
import { type Stems, textQueries } from './text-queries';

export interface SearchPlan {
  concepts: Concept[];
  /** The query as searched (corrections applied), lower-case words joined by spaces. */
  text: string;
  /** Every concept required, or any one enough (the fallback when requiring all finds nothing). */
  requireAll: boolean;
  /** The English stem of each of the concepts' words. */
  stems: Stems;
}

/** What the ranking needs of the query: its text queries (text-queries.ts) and name patterns. */
export const queryValues = sql`select ${sql.placeholder('everyWord')}::tsquery as every_word,
    ${sql.placeholder('anyWord')}::tsquery as any_word,
    ${sql.placeholder('everyInName')}::tsquery as every_in_name,
    ${sql.placeholder('anyInName')}::tsquery as any_in_name,
    ${sql.placeholder('anyInBrand')}::tsquery as any_in_brand,
    ${sql.placeholder('eachConcept')}::tsquery[] as each_concept,
    ${sql.placeholder('several')}::boolean as several,
    ${sql.placeholder('requireAll')}::boolean as require_all,
    '^\\W*' || ${sql.placeholder('pattern')}::text || '\\W*$' as whole,
    '^\\W*' || ${sql.placeholder('pattern')}::text || '\\M' as starts,
    '\\m' || ${sql.placeholder('pattern')}::text || '\\M' as holds,
    '^' || ${sql.placeholder('pattern')}::text || '$' as brand_is`;

/** The values queryValues reads of a plan. */
export function queryArguments(plan: SearchPlan) {
  return {
    ...textQueries(plan.concepts, plan.stems),
    several: plan.concepts.length > 1,
    requireAll: plan.requireAll,
    pattern: namePattern(plan.concepts),
  };
}

/**
 * How well product `p` answers query values `q`, what a shopper meant first: the name being what was
 * asked, or holding it as a phrase (starting with it a little better, and for a brand and a product, the
 * brand then the name starting with it); every concept in the name, brand or type ('amul butter'), and
 * the type or brand holding one ('salt' → Salts); the brand being what was asked ('harpic'); bundles
 * ('A + B') well after single products; how many concepts matched (the any-word fallback); full-text rank.
 * A brand is what was asked only if it holds a concept, and a bundle's name holds a '+': the regular
 * expressions run only then (about a tenth of the statement's time; docs/performance.md). A shopper's
 * search is scored the same in memory (product-relevance.ts, decision 0021): change both together
 * (product-relevance.test.ts holds them equal).
 */
export const relevance = sql`round((
    case when p.name ~* q.whole then 4 when p.name ~* q.starts then 2.5
      when q.several and concat_ws(' ', p.more_details->>'Brand', p.name) ~* q.starts then 2.5
      when p.name ~* q.holds then 2 else 0 end
    + case when p.search_vector @@ q.every_in_name then 3.5 else 0 end
    + case when p.search_vector @@ q.any_in_brand
        then 1.5 + case when lower(p.more_details->>'Brand') ~ q.brand_is then 2.5 else 0 end else 0 end
    - case when strpos(p.name, '+') > 0 and p.name ~ '( \\+ |[[:alpha:]]\\+[[:alpha:]])' then 3 else 0 end
    + case when q.require_all then 0 else (select count(*) from unnest(q.each_concept) e where p.search_vector @@ e) end
    + ts_rank(p.search_vector, q.any_word, 1)
  )::numeric, 1)::float8`;

/** Ties in relevance: in stock, units sold, newest. */
const tieBreak = sql`(stock > 0) desc, units_sold desc, created_at desc, id desc`;

/**
 * Every match of the query in any field (the description too), each scored: found through the GIN index
 * on search_vector, so the cost grows with the matches. With a `cap`, a query matching more products
 * than that scores none of them and says so (`total` is cap + 1): the search service then reads the
 * postings instead (docs/performance.md). The page's products come with it (productPage).
 */
const everyMatch = productPage(
  'search_every_match',
  sql`with q as materialized (${queryValues}),
    hits as (
      select p.id, p.name, p.more_details, p.search_vector, p.stock, p.units_sold, p.created_at
      from ${products} p
      where (${sql.placeholder('withUnpublished')}::boolean or p.publish)
        and p.search_vector @@ (select case when require_all then every_word else any_word end from q)
      limit coalesce(${sql.placeholder('cap')}::int, ${sql.placeholder('most')}::int) + 1
    ),
    counted as (select count(*)::int as total from hits),
    matched as (
      select p.id, p.stock, p.units_sold, p.created_at, ${relevance} as score
      from hits p, q where ${sql.placeholder('cap')}::int is null or (select total from counted) <= ${sql.placeholder('cap')}::int
    )
    select (select total from counted) as total,
      array(select id from matched order by score desc, ${tieBreak}
        limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) as ids`,
);

/**
 * A page of every match, its products read. With `cap`, a query matching more than cap products gives
 * `undefined`: scoring them all would cost more than reading the postings. With `most`, only the first
 * `most` + 1 matches the index gives are scored, `total` is at most `most` and `capped` says whether
 * there were more; pages past `most` are empty.
 */
export async function matchingProducts(
  db: Executor,
  plan: SearchPlan,
  { limit, offset }: PageWindow,
  { withUnpublished, cap, most }: { withUnpublished: boolean; cap?: number; most?: number },
): Promise<(ProductRowPage & { capped: boolean }) | undefined> {
  const page = await everyMatch(db).execute({
    ...queryArguments(plan),
    withUnpublished,
    cap: cap ?? null,
    most: most ?? null,
    limit: most === undefined ? limit : Math.max(0, Math.min(limit, most - offset)),
    offset,
  });
  if (most !== undefined && page.total > most) return { ...page, total: most, capped: true };
  return cap !== undefined && page.total > cap ? undefined : { ...page, capped: false };
}

/**
 * The matches the postings index found (postings-index.ts fullTextMatches), scored as everyMatch scores
 * its hits, the same page: without the full-text index walking the posting lists of the query's words,
 * whose length grows with the catalogue (docs/performance.md). A product changed since the index was read
 * is checked against its row again.
 */
const scoredMatches = productPage(
  'search_scored_matches',
  sql`with q as materialized (${queryValues}),
    matched as (
      select p.id, p.stock, p.units_sold, p.created_at, ${relevance} as score
      from unnest(${sql.placeholder('ids')}::text[]) m(id) join ${products} p on p.id = m.id, q
      where p.publish and p.search_vector @@ case when q.require_all then q.every_word else q.any_word end
    )
    select (select count(*) from matched)::int as total,
      array(select id from matched order by score desc, ${tieBreak}
        limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) as ids`,
);

/** A page of a shopper's search whose every match is known (`ids`, published products), ranked. */
export function scoredProducts(
  db: Executor,
  plan: SearchPlan,
  ids: readonly string[],
  { limit, offset }: PageWindow,
): Promise<ProductRowPage> {
  return scoredMatches(db).execute({ ...queryArguments(plan), ids, limit, offset });
}

/**
 * A page of matches scored in memory (product-relevance.ts), given those that may fall in it with their
 * scores (scored-matches.ts tiedWindow): ordered as everyMatch orders its matches, ties by stock, units
 * sold and age as they are now. Only these products' rows are read; one unpublished since the index was
 * read is left out. Pages asked at once share a statement (productPages), as the lists' do.
 */
const rankedMatchesOf = (name: string, held: SQL) =>
  productPages<{ total: number; ids: readonly string[]; scores: readonly number[] } & PageWindow>(
    name,
    { total: 'int', ids: 'list', scores: 'list', limit: 'int', offset: 'bigint' },
    sql`select ${asked('total')} as total, array(select id from (
        select p.id, m.score, p.stock, p.units_sold, p.created_at
        from unnest(${askedList('ids', 'text')}, ${askedList('scores', 'float8')}) m(product_id, score)
          join ${products} p on p.id = m.product_id
        where ${held}
      ) ranked order by score desc, ${tieBreak}
      limit ${asked('limit')} offset ${asked('offset')}) as ids`,
  );
const rankedMatches = rankedMatchesOf('search_ranked_matches', sql`p.publish`);
/** An admin's: unpublished products too (admin-search.ts indexedAdminPage). */
const rankedMatchesAll = rankedMatchesOf('search_ranked_matches_all', sql`true`);

/**
 * A page of a shopper's search whose every match was scored in memory, best first (`scores`): the
 * page's matches and every match tied with them are read, the database breaking their ties.
 */
export async function rankedProducts(
  db: Executor,
  { ids, scores }: { ids: readonly string[]; scores: readonly number[] },
  window: PageWindow,
  withUnpublished = false,
): Promise<ProductRowPage> {
  const { from, to, offset } = tiedWindow(scores, window);
  if (from === to) return { rows: [], total: ids.length };
  return (withUnpublished ? rankedMatchesAll : rankedMatches)(db).load({
    total: ids.length,
    ids: ids.slice(from, to),
    scores: scores.slice(from, to),
    limit: window.limit,
    offset,
  });
}

/**
 * A page of a shopper's search of `total` matches whose page is known, ties broken in memory
 * (postings-index.ts pageOf): only the page's rows are read.
 */
export function rankedKnownPage(
  db: Executor,
  total: number,
  page: { ids: readonly string[]; scores: readonly number[] },
): Promise<ProductRowPage> {
  return rankedMatches(db).load({ total, ...page, limit: page.ids.length, offset: 0 });
}
