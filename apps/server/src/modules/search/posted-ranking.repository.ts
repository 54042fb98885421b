import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { PageWindow } from '../../db/paging';
import {
  asked,
  askedList,
  type ProductRowPage,
  productPage,
  productPages,
} from '../../db/product-page.repository';
import { products, searchPostings } from '../../db/schema';
import { CANDIDATES, type PostedCandidates } from './posted-candidates';
import { queryArguments, queryValues, relevance, type SearchPlan } from './ranking.repository';
import { tiedWindow } from './scored-matches';
import { conceptWords } from './synonyms';
import type { Stems } from './text-queries';

// A broad search's page from the postings (decision 0011): read in the database, or its candidates found in
// memory (decision 0019) and scored here; ranking.repository.ts holds the ranking both share.

const CANDIDATES_SQL = sql.raw(String(CANDIDATES));
/** Candidates scored in full; the rest follow in their postings' order. */
export const RESCORED = 100;
const RESCORED_SQL = sql.raw(String(RESCORED));

export interface PostedPage extends ProductRowPage {
  /** The driving words hold more products than were read: there may be more matches than `total`. */
  capped: boolean;
}

/**
 * A broad search's page: the `scored` candidates by relevance and its ties, then the `rest` in their
 * postings' order (`rn`).
 */
const scoredThenRest = sql`array(select id from (
      select id, rn, score, stock > 0 as in_stock, units_sold, created_at from scored
      union all select id, rn, null, null, null, null from rest
    ) ranked
    order by score desc nulls last, in_stock desc nulls last, units_sold desc nulls last,
      created_at desc nulls last, rn
    limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')})`;

/**
 * The products holding every concept in their name, brand or type, from the postings of the driving
 * words (the rarest concept's, as typed and as English stems): the best CANDIDATES by static score are
 * read from one index range each and checked against the whole query (`checked`: only when the driving
 * words alone do not make a match, with several concepts or an alternative of several words); the first
 * RESCORED matches are ranked in full, the rest follow by static score. The cost stays flat however
 * common the words are.
 *
 * A candidate is checked against the postings of the query's other words (`others`) when the search
 * service says they are few enough (`throughPostings`): a product's postings are exactly the lexemes
 * its search_vector holds in the name, brand and type (weights A and B; migration 0008), so the words it
 * was found under and those postings, as a tsvector, answer the query's unweighted text query as its row
 * would answer the weighted one. One index range read and hashed costs about a third of a thousand
 * product rows read one by one (docs/performance.md). Otherwise, or with an unfinished word (a prefix has
 * no postings of its own), each candidate's row is read.
 */
const postedMatches = productPage(
  'search_posted_matches',
  sql`with q as materialized (
      select *, case when require_all then every_in_name else any_in_name end as wanted,
        case when require_all then every_word else any_word end as unweighted from (${queryValues}) v
    ),
    driving as (select unnest(${sql.placeholder('driving')}::text[]) as word),
    driven as (
      select s.product_id, s.score, driving.word from driving cross join lateral (
        select product_id, score from ${searchPostings} where word = driving.word
        order by score desc nulls last, product_id limit ${sql.placeholder('read')}
      ) s
    ),
    -- The best candidates, each with the words it was found under and, when checked through the postings,
    -- those of the query's other words it holds: one grouping, no join (the planner cannot know how many
    -- rows either side has and would nest loops; 'is true' keeps the candidates a hashed subplan).
    candidates as (
      select x.product_id, max(x.score) as static, array_agg(x.word) as words from (
        select product_id, score, word from driven
        union all
        select s.product_id, null, s.word from ${searchPostings} s
        where ${sql.placeholder('throughPostings')}::boolean and s.word = any(${sql.placeholder('others')}::text[])
          and (s.product_id in (select product_id from driven)) is true
      ) x group by x.product_id order by static desc, x.product_id limit ${sql.placeholder('read')}
    ),
    -- How many products the driving words hold, up to one more than CANDIDATES (so exactly CANDIDATES
    -- is known as no more): an index-only read of their postings, past the few the page needs.
    posted as (
      select count(distinct s.product_id)::int as n from driving cross join lateral (
        select product_id from ${searchPostings} where word = driving.word limit ${CANDIDATES_SQL} + 1
      ) s
    ),
    numbered as (
      select product_id, words, row_number() over (order by static desc, product_id) as rn from candidates
    ),
    -- Checked row by row, a scalar subquery: an EXISTS here could be planned as reading every match.
    matching as (
      select n.product_id, row_number() over (order by n.rn) as rn from numbered n
      where not ${sql.placeholder('checked')}::boolean or case when ${sql.placeholder('throughPostings')}::boolean
        then array_to_tsvector(n.words) @@ (select unweighted from q)
        else coalesce((select p.search_vector @@ q.wanted from ${products} p, q
          where p.id = n.product_id and p.publish), false) end
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
      ${scoredThenRest} as ids`,
  ['candidates'],
);

/** A word as the postings hold it: as typed, and as its English stem. */
const postedForms = (words: readonly string[], stems: Stems) =>
  new Set(words.flatMap((word) => [word, stems(word)]));

/**
 * How a broad search reads the postings of its `driving` words: their forms, whether each candidate is
 * checked against the whole query (when the driving words alone do not make a match: several concepts
 * required, or an alternative of several words), and how many candidates it reads (unchecked, every
 * posting is a match: only what the page and the ranking need).
 */
export function postedReading(plan: SearchPlan, driving: readonly string[], { limit, offset }: PageWindow) {
  const checked =
    (plan.requireAll && plan.concepts.length > 1) ||
    plan.concepts.some((concept) => concept.alternatives.some((alternative) => alternative.words.length > 1));
  const forms = postedForms(driving, plan.stems);
  return {
    forms: [...forms],
    checked,
    read: checked ? CANDIDATES : Math.min(CANDIDATES, Math.max(RESCORED, offset + limit)),
  };
}

/**
 * A page of the posted matches (postedMatches), its products read. `checkThroughPostings`: no word is
 * unfinished and the query's other words hold few enough postings to read (driving-words.ts decides).
 */
export async function postedProducts(
  db: Executor,
  plan: SearchPlan,
  driving: readonly string[],
  window: PageWindow,
  checkThroughPostings: boolean,
): Promise<PostedPage> {
  const { forms, checked, read } = postedReading(plan, driving, window);
  const queried = postedForms(conceptWords(plan.concepts), plan.stems);
  const { candidates, ...page } = await postedMatches(db).execute({
    ...queryArguments(plan),
    driving: forms,
    checked,
    throughPostings: checked && checkThroughPostings,
    others: [...queried].filter((form) => !forms.includes(form)),
    read,
    limit: window.limit,
    offset: window.offset,
  });
  return { ...page, capped: candidates > CANDIDATES };
}

/**
 * The ranking of postedMatches for candidates found in memory (posted-candidates.ts): the first RESCORED
 * matches scored in full, the rest after them in the postings' order; only the page's share of the rest
 * is sent. A checked search counts the matches (less any the scoring finds changed since the index was
 * read); an unchecked one counts what the driving words hold, up to CANDIDATES.
 */
const scoredCandidates = productPage(
  'search_scored_candidates',
  sql`with q as materialized (
      select *, case when require_all then every_in_name else any_in_name end as wanted from (${queryValues}) v
    ),
    scored as (
      select p.id, m.rn, p.stock, p.units_sold, p.created_at, ${relevance} as score
      from unnest(${sql.placeholder('scoredIds')}::text[]) with ordinality m(product_id, rn)
        join ${products} p on p.id = m.product_id, q
      where p.publish and p.search_vector @@ q.wanted
    ),
    rest as (
      select r.id, ${RESCORED_SQL} + r.rn as rn
      from unnest(${sql.placeholder('restIds')}::text[]) with ordinality r(id, rn)
    )
    select coalesce(${sql.placeholder('total')}::int,
        (select count(*) from scored)::int + ${sql.placeholder('restCount')}::int) as total,
      ${scoredThenRest} as ids`,
);

/** A page of a broad search's candidates found in memory, ranked as postedProducts ranks them. */
export async function rankedCandidates(
  db: Executor,
  plan: SearchPlan,
  { matches, posted }: PostedCandidates,
  checked: boolean,
  { limit, offset }: PageWindow,
): Promise<PostedPage> {
  const page = await scoredCandidates(db).execute({
    ...queryArguments(plan),
    scoredIds: matches.slice(0, RESCORED),
    // The page needs at most offset + limit of the rest, whatever the scoring leaves out.
    restIds: matches.slice(RESCORED, RESCORED + offset + limit),
    restCount: Math.max(0, matches.length - RESCORED),
    total: checked ? null : Math.min(posted, CANDIDATES),
    limit,
    offset,
  });
  return { ...page, capped: posted > CANDIDATES };
}

/**
 * A page of a broad search's candidates whose first RESCORED were scored in memory (product-relevance.ts):
 * those that may fall in the page with their scores, ordered as scoredThenRest orders them (ties by stock,
 * units sold and age as they are now, then the postings' order), then the page's share of the rest. Pages
 * asked at once share a statement (productPages).
 */
const rankedCandidatePage = productPages<
  { total: number; ids: readonly string[]; scores: readonly number[]; rest: readonly string[] } & PageWindow
>(
  'search_ranked_candidates',
  { total: 'int', ids: 'list', scores: 'list', limit: 'int', offset: 'bigint', rest: 'list' },
  sql`select ${asked('total')} as total, array(select id from (
      select p.id, m.score, m.rn, p.stock, p.units_sold, p.created_at
      from unnest(${askedList('ids', 'text')}, ${askedList('scores', 'float8')})
        with ordinality m(product_id, score, rn)
        join ${products} p on p.id = m.product_id
      where p.publish
    ) ranked order by score desc, (stock > 0) desc, units_sold desc, created_at desc, rn
    limit ${asked('limit')} offset ${asked('offset')}) || ${askedList('rest', 'text')} as ids`,
);

/**
 * The scored candidates of a broad search's page within `window`, their ties broken in memory
 * (postings-index.ts pageOf); undefined when they cannot be.
 */
export type KnownScoredPage = (
  window: PageWindow,
) => Promise<{ ids: string[]; scores: number[] } | undefined>;

/**
 * A page of a broad search's candidates found in memory, its first RESCORED matches scored there
 * (`scored`: those answering the query in their name, brand or type, best first): ranked as
 * rankedCandidates ranks them, reading only the page's rows and, unless `known` breaks their ties, the
 * rows tied with them.
 */
export async function rankedCandidatesScored(
  db: Executor,
  { matches, posted }: PostedCandidates,
  scored: { ids: readonly string[]; scores: readonly number[] },
  checked: boolean,
  window: PageWindow,
  known?: KnownScoredPage,
): Promise<PostedPage> {
  const { limit, offset } = window;
  const rest = matches.slice(RESCORED);
  const total = checked ? scored.ids.length + rest.length : Math.min(posted, CANDIDATES);
  const capped = posted > CANDIDATES;
  const count = scored.ids.length;
  const { from, to, offset: tiedOffset } = tiedWindow(scored.scores, { limit, offset });
  const restPart = rest.slice(Math.max(0, offset - count), Math.max(0, offset + limit - count));
  if (from === to && restPart.length === 0) return { rows: [], total, capped };
  const scoredLimit = Math.max(0, Math.min(limit, count - offset));
  // More candidates tied with the page's than it shows: their ties broken in memory when they can be.
  const page = to - from > scoredLimit ? await known?.({ limit: scoredLimit, offset }) : undefined;
  const loaded = await rankedCandidatePage(db).load({
    total,
    ids: page?.ids ?? scored.ids.slice(from, to),
    scores: page?.scores ?? scored.scores.slice(from, to),
    limit: scoredLimit,
    offset: page ? 0 : tiedOffset,
    rest: restPart,
  });
  return { ...loaded, capped };
}
