import type { Database } from '../../db/client';
import type { IdPage, PageWindow } from '../../db/paging';
import { newestProductIds, searchProductIds } from './search.repository';

/** At most this many words count, so a pasted paragraph cannot build a huge query. */
const MAX_WORDS = 8;

/** Product ids for a search box: relevance-ranked matches, or the newest products for an empty query. */
export async function searchProducts(
  db: Database,
  query: string | undefined,
  window: PageWindow,
  withUnpublished: boolean,
): Promise<IdPage> {
  const text = (query ?? '').trim();
  const all = [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])];
  // A lone letter ("it's" → it, s) would prefix-match half the catalogue; keep it only if it is all there is.
  const longer = all.filter((word) => word.length > 1);
  const words = (longer.length > 0 ? longer : all).slice(0, MAX_WORDS);
  if (words.length === 0) return newestProductIds(db, window, withUnpublished);
  return db.transaction((tx) => searchProductIds(tx, { text, words }, window, withUnpublished));
}
