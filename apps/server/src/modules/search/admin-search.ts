import type { Database } from '../../db/client';
import type { PageWindow } from '../../db/paging';
import type { ProductRowPage } from '../../db/product-page.repository';
import type { PostingsMemory } from './postings-memory';
import { rankedProducts, type SearchPlan } from './ranking.repository';
import { mergedBestFirst } from './scored-matches';

/**
 * The most matches an admin's search scores in memory (indexedAdminPage): ~2 µs of the server's thread a
 * match a page (docs/performance.md), where the database's time is its own cores'.
 */
const ADMIN_SCORED_IN_MEMORY = 2_000;

/** What an admin's page is found with: both in-memory indexes, and the database for the page's rows. */
interface AdminRanking {
  db: Database;
  postings: PostingsMemory;
  unpublished: PostingsMemory;
  window: PageWindow;
}

/**
 * An admin's search (unpublished products too) answered in memory, as the database would answer it: the
 * matches of the postings index (published products) and of the unpublished products' texts, while both
 * are current and together no more than ADMIN_SCORED_IN_MEMORY, each scored (decision 0021) and ranked
 * together, the database breaking the page's ties. Undefined otherwise: the full-text index counts and
 * ranks them, up to search.service.ts ADMIN_SCORED_AT_MOST.
 */
export async function indexedAdminPage(
  { db, postings, unpublished, window }: AdminRanking,
  plan: SearchPlan,
): Promise<ProductRowPage | undefined> {
  await Promise.all([postings.patchedIn(), unpublished.patchedIn()]);
  const published = postings.current();
  const drafts = unpublished.current();
  if (!published?.canMatch(plan) || !drafts?.canMatch(plan)) return undefined;
  const found = published.matches(plan, ADMIN_SCORED_IN_MEMORY);
  const foundDrafts = found && drafts.matches(plan, ADMIN_SCORED_IN_MEMORY - found.length);
  if (!found || !foundDrafts) return undefined;
  const total = found.length + foundDrafts.length;
  if (window.offset >= total) return { rows: [], total };
  const { scores, ids } = published.scored(plan, found);
  const draftsScored = drafts.scored(plan, foundDrafts);
  if (!scores || !draftsScored.scores) return undefined;
  const merged = mergedBestFirst({ ids, scores }, { ids: draftsScored.ids, scores: draftsScored.scores });
  return rankedProducts(db, merged, window, true);
}
