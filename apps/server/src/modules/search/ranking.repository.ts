import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { IdPage, PageWindow } from '../../db/paging';
import { preparedSelect } from '../../db/prepared';
import { products, searchPostings } from '../../db/schema';
import type { Alternative, Concept } from './synonyms';

export interface SearchPlan {
  concepts: Concept[];
  /** The query as searched (corrections applied), lower-case words joined by spaces. */
  text: string;
  /** Every concept required, or any one enough (the fallback when requiring all finds nothing). */
  requireAll: boolean;
}

/**
 * A plan's concepts as the parallel arrays search_queries() reads (migration 0008): row k is word k of
 * alternative alternatives[k] of concept concepts[k]. The statement's text never changes with the query,
 * so it is prepared once per connection.
 */
function queryArrays(concepts: readonly Concept[]) {
  const rows = concepts.flatMap((concept, c) =>
    concept.alternatives.flatMap((alternative, a) =>
      alternative.words.map((word) => ({ c, a, word, prefix: alternative.prefix })),
    ),
  );
  return {
    concepts: rows.map((row) => row.c),
    alternatives: rows.map((row) => row.a),
    words: rows.map((row) => row.word),
    prefixes: rows.map((row) => row.prefix),
  };
}

/** A word as a regular expression matching itself. */
const literal = (word: string) => word.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');

/** An alternative as a regular expression of whole words; an unfinished word may go on ('shampo…'). */
const alternativePattern = (alternative: Alternative) =>
  alternative.words.map((word) => (alternative.prefix ? `${literal(word)}\\w*` : literal(word))).join('\\W+');

/**
 * The phrases a name may hold to count as naming what was asked, as a regular expression: the query as
 * searched, and for a one-concept query each of its alternatives ('haldi' → haldi, turmeric). Query words
 * are letters and digits only (query-words.ts); a synonym written by hand may hold anything, so every word
 * is escaped.
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

/** What the ranking needs of the query, computed once per statement: its text queries and name patterns. */
const queryValues = sql`select sq.*,
    (select count(distinct c) from unnest(${sql.placeholder('concepts')}::int[]) c) > 1 as several,
    ${sql.placeholder('requireAll')}::boolean as require_all,
    '^\\W*' || ${sql.placeholder('pattern')}::text || '\\W*$' as whole,
    '^\\W*' || ${sql.placeholder('pattern')}::text || '\\M' as starts,
    '\\m' || ${sql.placeholder('pattern')}::text || '\\M' as holds,
    '^' || ${sql.placeholder('pattern')}::text || '$' as brand_is
  from search_queries(${sql.placeholder('concepts')}::int[], ${sql.placeholder('alternatives')}::int[],
    ${sql.placeholder('words')}::text[], ${sql.placeholder('prefixes')}::boolean[]) sq`;

/**
 * How well product `p` answers query values `q`, what a shopper meant first: the name being what was
 * asked, or holding it as a phrase (starting with it a little better, and for a brand and a product, the
 * brand then the name starting with it); every concept in the name, brand or type ('amul butter'), and
 * the type or brand holding one ('salt' → Salts); the brand being what was asked ('harpic'); bundles
 * ('A + B') well after single products; how many concepts matched (the any-word fallback); full-text rank.
 */
const relevance = sql`round((
    case when p.name ~* q.whole then 4 when p.name ~* q.starts then 2.5
      when q.several and concat_ws(' ', p.more_details->>'Brand', p.name) ~* q.starts then 2.5
      when p.name ~* q.holds then 2 else 0 end
    + case when p.search_vector @@ q.every_in_name then 3.5 else 0 end
    + case when p.search_vector @@ q.any_in_brand then 1.5 else 0 end
    + case when lower(p.more_details->>'Brand') ~ q.brand_is then 2.5 else 0 end
    - case when p.name ~ '( \\+ |[[:alpha:]]\\+[[:alpha:]])' then 3 else 0 end
    + case when q.require_all then 0 else (select count(*) from unnest(q.each_concept) e where p.search_vector @@ e) end
    + ts_rank(p.search_vector, q.any_word, 1)
  )::numeric, 1)::float8`;

/** Ties in relevance: in stock, units sold, newest. */
const tieBreak = sql`(stock > 0) desc, units_sold desc, created_at desc, id desc`;

interface RankedRow {
  total: number;
  ids: string[];
}

/**
 * Every match of the query in any field (the description too), each scored: found through the GIN index
 * on search_vector, so the cost grows with the matches. With a `cap`, a query matching more products
 * than that scores none of them and says so (`total` is cap + 1): the search service then reads the
 * postings instead (docs/performance.md).
 */
const everyMatch = preparedSelect<RankedRow>(
  'search_every_match',
  ['total', 'ids'],
  sql`with q as materialized (${queryValues}),
    hits as (
      select p.id, p.name, p.more_details, p.search_vector, p.stock, p.units_sold, p.created_at
      from ${products} p
      where (${sql.placeholder('withUnpublished')}::boolean or p.publish)
        and p.search_vector @@ (select case when require_all then every_word else any_word end from q)
      limit coalesce(${sql.placeholder('cap')}::int + 1, ${sql.placeholder('most')}::int)
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
 * A page of every match. With `cap`, a query matching more than cap products gives `undefined`: scoring
 * them all would cost more than reading the postings. With `most`, the first `most` matches the index
 * gives are scored and `total` is at most that.
 */
export async function matchingProductIds(
  db: Executor,
  plan: SearchPlan,
  { limit, offset }: PageWindow,
  { withUnpublished, cap, most }: { withUnpublished: boolean; cap?: number; most?: number },
): Promise<IdPage | undefined> {
  const [row] = await everyMatch(db).execute({
    ...queryArrays(plan.concepts),
    requireAll: plan.requireAll,
    pattern: namePattern(plan),
    withUnpublished,
    cap: cap ?? null,
    most: most ?? null,
    limit,
    offset,
  });
  const total = row?.total ?? 0;
  if (cap !== undefined && total > cap) return undefined;
  return { ids: row?.ids ?? [], total };
}

/** Postings read per driving word, and at most this many candidates: the count a broad search shows ('1000+'). */
const CANDIDATES = 1000;
const CANDIDATES_SQL = sql.raw(String(CANDIDATES));
/** Candidates scored in full; the rest follow in their postings' order. */
const RESCORED = 100;
const RESCORED_SQL = sql.raw(String(RESCORED));

export interface PostedPage extends IdPage {
  /** The driving words have more postings than were read: there are more matches than `total`. */
  capped: boolean;
}

interface PostedRow extends RankedRow {
  candidates: number;
}

/**
 * The products holding every concept in their name, brand or type, from the postings of the driving
 * words (the rarest concept's, as typed and as English stems): the best CANDIDATES by static score are
 * read from one index range each and checked against the whole query (`checked`: only when the driving
 * words alone do not make a match, with several concepts or an alternative of several words); the first
 * RESCORED matches are ranked in full, the rest follow by static score. The cost stays flat however
 * common the words are.
 */
const postedMatches = preparedSelect<PostedRow>(
  'search_posted_matches',
  ['candidates', 'total', 'ids'],
  sql`with q as materialized (
      select *, case when require_all then every_in_name else any_in_name end as wanted from (${queryValues}) v
    ),
    driving as (
      select distinct x as word from unnest(${sql.placeholder('driving')}::text[]) d,
        unnest(array[d, coalesce(nullif((ts_lexize('english_stem', d))[1], ''), d)]) x
    ),
    candidates as (
      select s.product_id, max(s.score) as static from driving cross join lateral (
        select product_id, score from ${searchPostings} where word = driving.word
        order by score desc nulls last, product_id limit ${sql.placeholder('read')}
      ) s group by s.product_id order by static desc, s.product_id limit ${sql.placeholder('read')}
    ),
    -- How many products the driving words hold, up to CANDIDATES: checked, the candidates already are
    -- all of them; unchecked, an index-only count past the few the page needs, nothing sorted.
    posted as (
      select case when ${sql.placeholder('checked')}::boolean then (select count(*) from candidates)::int
        else (select count(distinct s.product_id)::int from driving cross join lateral (
          select product_id from ${searchPostings} where word = driving.word limit ${CANDIDATES_SQL}
        ) s) end as n
    ),
    numbered as (select product_id, row_number() over (order by static desc, product_id) as rn from candidates),
    matching as (
      select n.product_id, row_number() over (order by n.rn) as rn from numbered n
      where not ${sql.placeholder('checked')}::boolean or exists (
        select 1 from ${products} p, q where p.id = n.product_id and p.publish and p.search_vector @@ q.wanted)
    ),
    scored as (
      select p.id, m.rn, p.stock, p.units_sold, p.created_at, ${relevance} as score
      from matching m join ${products} p on p.id = m.product_id, q
      where m.rn <= ${RESCORED_SQL} and p.publish and p.search_vector @@ q.wanted
    ),
    rest as (select product_id as id, rn from matching where rn > ${RESCORED_SQL})
    select (select n from posted) as candidates,
      case when ${sql.placeholder('checked')}::boolean
        then ((select count(*) from scored) + (select count(*) from rest))::int
        else least((select n from posted), ${CANDIDATES_SQL}) end as total,
      array(select id from (
          select id, rn, score, stock > 0 as in_stock, units_sold, created_at from scored
          union all select id, rn, null, null, null, null from rest
        ) ranked
        order by score desc nulls last, in_stock desc nulls last, units_sold desc nulls last,
          created_at desc nulls last, rn
        limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) as ids`,
);

export async function postedProductIds(
  db: Executor,
  plan: SearchPlan,
  driving: readonly string[],
  { limit, offset }: PageWindow,
): Promise<PostedPage> {
  const checked =
    (plan.requireAll && plan.concepts.length > 1) ||
    plan.concepts.some((concept) => concept.alternatives.some((alternative) => alternative.words.length > 1));
  const [row] = await postedMatches(db).execute({
    ...queryArrays(plan.concepts),
    requireAll: plan.requireAll,
    pattern: namePattern(plan),
    driving: [...driving],
    checked,
    // Unchecked, every posting is a match: read only what the page and the ranking need.
    read: checked ? CANDIDATES : Math.min(CANDIDATES, Math.max(RESCORED, offset + limit)),
    limit,
    offset,
  });
  return { ids: row?.ids ?? [], total: row?.total ?? 0, capped: (row?.candidates ?? 0) >= CANDIDATES };
}
