import type { Database } from '../../db/client';
import type { PageWindow } from '../../db/paging';
import type { ProductRowPage } from '../../db/product-page.repository';
import { indexedAdminPage } from './admin-search';
import {
  checkThroughPostings,
  conceptFrequency,
  drivingWords,
  unfinished,
  wordsBegunDriving,
} from './driving-words';
import {
  type KnownScoredPage,
  type PostedPage,
  postedProducts,
  postedReading,
  RESCORED,
  rankedCandidates,
  rankedCandidatesScored,
} from './posted-ranking.repository';
import type { PostingsIndex } from './postings-index';
import type { PostingsMemory } from './postings-memory';
import { scoredInMemory } from './product-relevance';
import { queryWords } from './query-words';
import {
  matchingProducts,
  rankedKnownPage,
  rankedProducts,
  type SearchPlan,
  scoredProducts,
} from './ranking.repository';
import type { RecentSearches } from './recent-searches';
import { tiedWindow } from './scored-matches';
import { planSearch, type WordsBegun, wordsBegun } from './search-plan';
import type { Vocabulary } from './vocabulary';

/** What search and suggestions need; routes pass app.deps (with the reads pool as `db`). */
export interface SearchContext {
  db: Database;
  /** The catalogue's words and synonym groups, in memory (vocabulary.ts). */
  vocabulary: Vocabulary;
  /** Every product's postings, in memory: a broad search's candidates (postings-memory.ts). */
  postings: PostingsMemory;
  /** Unpublished products' texts, in memory: an admin's search finds them there (postings-memory.ts). */
  unpublished: PostingsMemory;
  /** What recent searches worked out in memory, kept while the catalogue stands (recent-searches.ts). */
  recentSearches: RecentSearches;
}

export interface SearchRequest {
  text: string | undefined;
  /** Search the words as typed: no spelling correction ("Search instead for …"). */
  exact?: boolean;
}

export interface SearchResult extends ProductRowPage {
  /** What was searched instead when a word was corrected ('suger' → 'sugar'). */
  correctedSearch?: string;
  /** More products match than `total` counts (a broad search shows '1000+'). */
  totalCapped?: boolean;
}

/**
 * A page of products for a search box, relevance-ranked: words the catalogue does not know are corrected
 * against its vocabulary (looked up in memory), synonyms count both ways (search-plan.ts), and products
 * holding every word come first and alone; only when none does, products holding any of them. Undefined
 * when the text holds no word to search for (the caller lists the newest products).
 */
export async function searchProducts(
  { db, vocabulary, postings, unpublished, recentSearches }: SearchContext,
  request: SearchRequest,
  window: PageWindow,
  withUnpublished: boolean,
): Promise<SearchResult | undefined> {
  const words = queryWords((request.text ?? '').trim());
  if (words.length === 0) return undefined;
  const index = await vocabulary.current();
  const exact = request.exact === true;
  const asked = `${exact ? 'exact' : 'spelt'} ${words.join(' ')}`;
  let planned = recentSearches.plans.find(index, asked)?.value;
  if (!planned) {
    planned = await planSearch(vocabulary, index, words, exact);
    recentSearches.plans.keep(index, asked, planned);
  }
  const { plan, held, corrected, key } = planned;
  const ranking: Ranking = {
    db,
    postings,
    unpublished,
    recentSearches,
    held,
    holding: (word) => index.productsHolding(word),
    begun: (prefix) => wordsBegun(vocabulary, index, prefix),
    window,
    withUnpublished,
  };
  // A product's words just changed: its patch is waited for rather than the database asked meanwhile.
  if (!withUnpublished) await postings.patchedIn();
  const page = await rankedPage(ranking, plan, key);
  return corrected ? { ...page, correctedSearch: plan.text } : page;
}

/** What ranking a page needs besides the plan. */
interface Ranking {
  db: Database;
  postings: PostingsMemory;
  unpublished: PostingsMemory;
  recentSearches: RecentSearches;
  /** How many products hold each word the vocabulary lookup saw. */
  held: ReadonlyMap<string, number>;
  /** How many products hold any word (the vocabulary's count; 0 for a word it does not know). */
  holding: (word: string) => number;
  /** What an unfinished word begins in the vocabulary (search-plan.ts wordsBegun). */
  begun: (prefix: string) => Promise<WordsBegun>;
  window: PageWindow;
  withUnpublished: boolean;
}

/**
 * A page of the plan's matches, every concept required; when that finds nothing, any concept will do
 * (products holding more of them first).
 */
async function rankedPage(ranking: Ranking, plan: SearchPlan, key: () => string): Promise<SearchResult> {
  const page = await rankedMatches(ranking, plan, () => `every ${key()}`);
  if (page.total > 0 || plan.concepts.length < 2) return page;
  return rankedMatches(ranking, { ...plan, requireAll: false }, () => `any ${key()}`);
}

/** More matches than this, and scoring them all costs more than reading the postings. */
const SCORED_MATCHES = 300;
/** The most full-text matches a shopper's search scores when the postings cannot serve it: '1000+'. */
const SCORED_AT_MOST = 1000;
/**
 * The most matches the postings cannot serve (words only descriptions hold) that are all scored, when
 * the plan is scored in memory: at 1,000,000 products ~1–7 ms of the server's time a page with the cache
 * off, where the full-text index's first 1,000 cost the database 12–19 ms a page and were not the best.
 * The database counts and scores as many while the index is read (17–50 ms a page at 1M), so that a page
 * answered then (and kept by the catalogue cache) agrees with those answered after (docs/performance.md).
 */
const SCORED_IN_FULL = 10_000;
/**
 * The most matches an admin's search (unpublished products too: no postings) counts and scores: more, and
 * only the first so many the full-text index finds are ranked ('10000+'). Counting every match of a
 * common word took seconds at 1,000,000 products (docs/performance.md).
 */
const ADMIN_SCORED_AT_MOST = 10_000;

/**
 * A page of the plan's matches, all of them scored while they are few. A shopper's broad search (more
 * than SCORED_MATCHES matches; for one concept, known from the vocabulary before asking) reads the postings
 * instead: names, brands and types, the best few hundred by static score, flat cost however common the
 * words. While the postings index is current its lexemes find every match (decision 0020; an unfinished
 * word, the lexemes it begins) and it scores them (decision 0021); otherwise the full-text index does,
 * giving up past SCORED_MATCHES. Admins searching unpublished products too score every match, up to
 * ADMIN_SCORED_AT_MOST; a shopper's broad search the postings cannot serve (its words in descriptions, or
 * unfinished only) every match up to SCORED_IN_FULL when the plan is scored in memory, else the
 * full-text index's first SCORED_AT_MOST; past that, unfinished words only are read as the words they
 * begin.
 */
async function rankedMatches(ranking: Ranking, plan: SearchPlan, key: () => string): Promise<SearchResult> {
  const { db, held, postings, window, withUnpublished } = ranking;
  if (withUnpublished) {
    const page = await indexedAdminPage(ranking, plan);
    if (page) return page;
  }
  // An unfinished word has no postings: a finished word must drive (when any word will do, products
  // holding only the unfinished one are left out; requiring every word found none).
  const postingsServe = !withUnpublished && plan.concepts.some((concept) => !unfinished(concept));
  // An unfinished word beginning too many lexemes is left to the full-text index.
  const current = withUnpublished ? undefined : postings.current();
  const index = current?.canMatch(plan) ? current : undefined;
  const [only] = plan.concepts;
  const surelyBroad = plan.concepts.length === 1 && only && conceptFrequency(only, held, 0) > SCORED_MATCHES;
  if (!surelyBroad) {
    if (index) {
      const page = await indexedPage(ranking, index, plan, key, SCORED_MATCHES);
      if (page) return page;
    } else if (postingsServe) {
      const page = await matchingProducts(db, plan, window, { withUnpublished, cap: SCORED_MATCHES });
      if (page) return { rows: page.rows, total: page.total };
    }
  }
  if (postingsServe) {
    const posted = await postedPage(ranking, plan, key, drivingWords(plan, held));
    if (posted.total > 0) return pageOf(posted);
  }
  // No name, brand or type holds the words ('royal organic': descriptions do), or they are unfinished:
  // every match while they are at most SCORED_IN_FULL (a plan scored in memory) or SCORED_AT_MOST, as the
  // full-text index would score them.
  const inFull = !withUnpublished && scoredInMemory(plan) ? SCORED_IN_FULL : SCORED_AT_MOST;
  if (index) {
    const page = await indexedPage(ranking, index, plan, () => `most ${key()}`, inFull);
    if (page) return page;
    const begun = await begunPage(ranking, plan, key);
    if (begun) return begun;
  } else if (inFull > SCORED_AT_MOST) {
    const page = await matchingProducts(db, plan, window, { withUnpublished, cap: inFull });
    if (page) return { rows: page.rows, total: page.total };
  }
  // More, or a plan only the database scores: the full-text index's first SCORED_AT_MOST matches for a
  // shopper ('1000+'); an admin's search, ADMIN_SCORED_AT_MOST.
  const most = withUnpublished ? ADMIN_SCORED_AT_MOST : SCORED_AT_MOST;
  const matched = await matchingProducts(db, plan, window, { withUnpublished, most });
  if (!matched) return { rows: [], total: 0 };
  if (matched.capped && !index) {
    const begun = await begunPage(ranking, plan, key);
    if (begun) return begun;
  }
  return pageOf(matched);
}

/** A page as the search answers it: '1000+' when more products match than it counts. */
const pageOf = (page: ProductRowPage & { capped: boolean }): SearchResult => {
  const result = { rows: page.rows, total: page.total };
  return page.capped ? { ...result, totalCapped: true } : result;
};

/**
 * A shopper's search of unfinished words only that more than SCORED_AT_MOST products match ('coffe' at
 * 1,000,000 products: thousands), answered as a broad search is, from the postings of the words they begin
 * (search-plan.ts wordsBegun): the best by static score, not the full-text index's first in its own order.
 * When every concept is required the least common one's words drive, otherwise every concept's (no more
 * forms than one unfinished word gives). Undefined for any other search, for more forms, or when those
 * words hold no more than CANDIDATES products in their names, brands or types (the words it begins are
 * rare, or descriptions hold most matches): the full-text index's first then, '1000+' either way.
 */
async function begunPage(
  ranking: Ranking,
  plan: SearchPlan,
  key: () => string,
): Promise<SearchResult | undefined> {
  if (ranking.withUnpublished || !plan.concepts.every(unfinished)) return undefined;
  const words = await wordsBegunDriving(plan, ranking);
  if (!words) return undefined;
  const posted = await postedPage(ranking, plan, () => `begun ${key()}`, words);
  return posted.capped ? pageOf(posted) : undefined;
}

/**
 * A page of the plan's matches as the postings index finds them, scored in memory when they can be
 * (decision 0021: only the page's rows are read); undefined when more than `most` match. What was found
 * is kept under `key` with recent searches.
 */
async function indexedPage(
  { db, postings, recentSearches, window }: Ranking,
  index: PostingsIndex,
  plan: SearchPlan,
  key: () => string,
  most: number,
): Promise<SearchResult | undefined> {
  const kept = recentSearches.matches.find(index, key);
  let matches = kept?.value;
  if (!kept) {
    const found = index.matches(plan, most);
    // A page past the last match, as most pages of a narrow search are, is its count alone: nothing to
    // score (docs/performance.md).
    if (found && window.offset >= found.length) return { rows: [], total: found.length };
    matches = found && index.scored(plan, found);
    recentSearches.matches.keep(index, key, matches);
  }
  if (!matches) return undefined;
  if (matches.ids.length === 0) return { rows: [], total: 0 };
  if (!matches.scores) return scoredProducts(db, plan, matches.ids, window);
  const { ids, scores, products } = matches;
  // More matches tied with the page's than it shows: their ties broken in memory, only its rows are read.
  const { from, to } = tiedWindow(scores, window);
  const page =
    products &&
    to - from > window.limit &&
    (await postings.salesCurrent(index)) &&
    index.pageOf({ ids, scores, products }, window);
  return page ? rankedKnownPage(db, ids.length, page) : rankedProducts(db, { ids, scores }, window);
}

/**
 * A broad search's page from the postings: its candidates found in memory while the postings index is
 * current (decision 0019), else in the database's postings.
 */
async function postedPage(
  { db, postings, recentSearches, holding, window }: Ranking,
  plan: SearchPlan,
  key: () => string,
  driving: readonly string[],
): Promise<PostedPage> {
  const index = postings.current();
  if (!index) return postedProducts(db, plan, driving, window, checkThroughPostings(plan, driving, holding));
  const { forms, checked, read } = postedReading(plan, driving, window);
  const { candidates, scored } = recentSearches.posted.of(
    index,
    () => `${read} ${forms.join(' ')} ${key()}`,
    () => {
      const { concepts, stems, requireAll } = plan;
      const found = index.candidates({ concepts, stems, requireAll, driving: forms, checked, read });
      // Scored in memory when it can be (decision 0021): only the page's rows are read.
      return { candidates: found, scored: index.scoredCandidates(plan, found.numbers.slice(0, RESCORED)) };
    },
  );
  if (scored) {
    const known: KnownScoredPage = async (part) =>
      (await postings.salesCurrent(index)) ? index.pageOf(scored, part, true) : undefined;
    return rankedCandidatesScored(db, candidates, scored, checked, window, known);
  }
  return rankedCandidates(db, plan, candidates, checked, window);
}
