import type { PageWindow } from '../../db/paging';

/** A search's every match, best first, with the relevance each scored in memory (product-relevance.ts). */
export interface ScoredMatches {
  ids: string[];
  /** Undefined when the database alone scores this search. */
  scores?: number[];
  /** The products' numbers in the postings index that scored them (its ties broken there). */
  products?: Int32Array;
}

/**
 * Scored products as ScoredMatches (`ids` by product number), best first; ties keep their order.
 * `products[at]` scored `scores[at]`.
 */
export function bestFirst(
  ids: readonly string[],
  products: ArrayLike<number>,
  scores: ArrayLike<number>,
): Required<ScoredMatches> {
  const order = byScoreDescending(scores);
  const result = { ids: new Array<string>(order.length), scores: new Array<number>(order.length) };
  const numbers = new Int32Array(order.length);
  for (let k = 0; k < order.length; k++) {
    const at = order[k]!;
    numbers[k] = products[at]!;
    result.ids[k] = ids[numbers[k]!]!;
    result.scores[k] = scores[at]!;
  }
  return { ...result, products: numbers };
}

/**
 * Two lists of scored matches, best first, as one (ties in no particular order: the database breaks
 * them, as rankedProducts does).
 */
export function mergedBestFirst(
  a: { ids: readonly string[]; scores: readonly number[] },
  b: { ids: readonly string[]; scores: readonly number[] },
): { ids: string[]; scores: number[] } {
  const ids: string[] = [];
  const scores: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.ids.length || j < b.ids.length) {
    const fromA = j >= b.ids.length || (i < a.ids.length && a.scores[i]! >= b.scores[j]!);
    ids.push(fromA ? a.ids[i]! : b.ids[j]!);
    scores.push(fromA ? a.scores[i++]! : b.scores[j++]!);
  }
  return { ids, scores };
}

/** Distinct scores (in tenths) counted into buckets at most: a wider spread is sorted by comparing. */
const MOST_BUCKETS = 1 << 16;

/**
 * Positions of `scores` ordered by score, highest first, equal scores in their order. Scores are in tenths
 * (product-relevance.ts roundedToTenths), so thousands of matches hold a few dozen distinct ones: counted
 * into a bucket each, in linear time, rather than sorted (docs/performance.md).
 */
export function byScoreDescending(scores: ArrayLike<number>): Int32Array {
  const count = scores.length;
  const tenths = new Int32Array(count);
  let low = 0;
  let high = 0;
  let whole = true;
  for (let at = 0; at < count; at++) {
    const score = scores[at]! * 10;
    const rounded = Math.round(score);
    whole &&= Math.abs(score - rounded) < 1e-6;
    tenths[at] = rounded;
    if (at === 0 || rounded < low) low = rounded;
    if (at === 0 || rounded > high) high = rounded;
  }
  const order = new Int32Array(count);
  if (!whole || high - low >= MOST_BUCKETS) {
    for (let at = 0; at < count; at++) order[at] = at;
    return order.sort((a, b) => scores[b]! - scores[a]! || a - b);
  }
  // Each bucket's first place, highest score first; then each position into its bucket, in order.
  const starts = new Int32Array(high - low + 2);
  for (let at = 0; at < count; at++) starts[high - tenths[at]! + 1]!++;
  for (let bucket = 1; bucket < starts.length; bucket++) starts[bucket]! += starts[bucket - 1]!;
  for (let at = 0; at < count; at++) order[starts[high - tenths[at]!]!++] = at;
  return order;
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
