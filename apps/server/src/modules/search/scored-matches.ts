import type { PageWindow } from '../../db/paging';

/** A search's every match, best first, with the relevance each scored in memory (product-relevance.ts). */
export interface ScoredMatches {
  ids: string[];
  /** Undefined when the database alone scores this search. */
  scores?: number[];
  /** The products' numbers in the postings index that scored them (its ties broken there). */
  products?: Int32Array;
}

/** Scored products as ScoredMatches (`ids` by product number), best first; ties keep their order. */
export function bestFirst(
  ids: readonly string[],
  scored: readonly { product: number; score: number }[],
): Required<ScoredMatches> {
  const order = [...scored].sort((a, b) => b.score - a.score);
  return {
    ids: order.map(({ product }) => ids[product]!),
    scores: order.map(({ score }) => score),
    products: Int32Array.from(order, ({ product }) => product),
  };
}

/**
 * The matches a page may hold, scores alone known: those from the page's first score to its last, ties
 * on either side included (their order is the database's: stock, units sold, newest), and the page's
 * offset among them. None past the last match.
 */
export function tiedWindow(scores: readonly number[], { limit, offset }: PageWindow) {
  const count = scores.length;
  if (offset >= count || limit <= 0) return { from: count, to: count, offset: 0 };
  const last = Math.min(count, offset + limit) - 1;
  let from = offset;
  while (from > 0 && scores[from - 1] === scores[offset]) from--;
  let to = last + 1;
  while (to < count && scores[to] === scores[last]) to++;
  return { from, to, offset: offset - from };
}
