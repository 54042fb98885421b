import { sortedIndexOf } from './sorted';

/** A lexeme's holders, ascending, with their weights and terms (product-texts.ts). */
export interface LexemeList {
  holders: Int32Array;
  weights: Uint8Array;
  terms: Float32Array;
}

export const NO_LIST: LexemeList = {
  holders: new Int32Array(0),
  weights: new Uint8Array(0),
  terms: new Float32Array(0),
};

/** A changed product's entry under one lexeme, as a patch merges it into that lexeme's list. */
export interface Entry {
  product: number;
  weights: number;
  term: number;
}

/**
 * Past this many products patched at once, every list that holds or held one is rewritten, unchanged or
 * not: `sameEntries` looks each one up in each list.
 */
const COMPARED_AT_MOST = 16;

/**
 * Whether `list` holds for each of `changed` the entry `now` gives it (ascending products), and none where
 * `now` gives none: patching them in would leave the list as it is. False past COMPARED_AT_MOST products.
 */
export function sameEntries(list: LexemeList, changed: ReadonlySet<number>, now: readonly Entry[]): boolean {
  if (changed.size > COMPARED_AT_MOST) return false;
  let found = 0;
  for (const product of changed) {
    const at = sortedIndexOf(list.holders, product);
    const entry = now.find((candidate) => candidate.product === product);
    if (at < 0 || !entry) {
      if (at >= 0 || entry) return false;
      continue;
    }
    if (list.weights[at] !== entry.weights || list.terms[at] !== Math.fround(entry.term)) return false;
    found++;
  }
  return found === now.length;
}

/** `list` without the products `gone` marks (1), with `more` (ascending products) merged in. */
export function mergedList(list: LexemeList, gone: Uint8Array, more: readonly Entry[]): LexemeList {
  let size = more.length;
  for (const product of list.holders) if (gone[product] !== 1) size++;
  const merged = {
    holders: new Int32Array(size),
    weights: new Uint8Array(size),
    terms: new Float32Array(size),
  };
  let to = 0;
  let k = 0;
  const put = (product: number, weights: number, term: number) => {
    merged.holders[to] = product;
    merged.weights[to] = weights;
    merged.terms[to++] = term;
  };
  for (let at = 0; at < list.holders.length; at++) {
    const product = list.holders[at]!;
    if (gone[product] === 1) continue;
    for (; k < more.length && more[k]!.product < product; k++)
      put(more[k]!.product, more[k]!.weights, more[k]!.term);
    put(product, list.weights[at]!, list.terms[at]!);
  }
  for (; k < more.length; k++) put(more[k]!.product, more[k]!.weights, more[k]!.term);
  return merged;
}
