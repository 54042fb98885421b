/**
 * How a judged query decides that a result is relevant, and the figures a ranking earns (P@10, MRR).
 * Shared by `npm run eval:search` (the real catalogue) and search-relevance.test.ts (the demo one).
 */

/** What is judged of a product: its name, brand and type (more_details) and sub category names. */
export interface JudgedProduct {
  name: string;
  brand: string;
  type: string;
  subCategories: string;
}

/**
 * A result is relevant when every field given matches (case-insensitive) and `notName` does not;
 * `any` holds when one of its rules does.
 */
export interface Rule {
  name?: RegExp;
  brand?: RegExp;
  type?: RegExp;
  subCategory?: RegExp;
  notName?: RegExp;
  any?: Rule[];
}

export type QueryKind = 'plain' | 'brand' | 'misspelled' | 'synonym';

export interface JudgedQuery {
  query: string;
  kind: QueryKind;
  relevant: Rule;
}

const test = (pattern: RegExp | undefined, value: string) =>
  pattern === undefined || new RegExp(pattern.source, 'i').test(value);

export function isRelevant(rule: Rule, product: JudgedProduct): boolean {
  if (rule.any && !rule.any.some((inner) => isRelevant(inner, product))) return false;
  if (rule.notName && new RegExp(rule.notName.source, 'i').test(product.name)) return false;
  return (
    test(rule.name, product.name) &&
    test(rule.brand, product.brand) &&
    test(rule.type, product.type) &&
    test(rule.subCategory, product.subCategories)
  );
}

export interface QueryScore {
  /** Relevant results in the top 10, over the most there could be (10, or fewer relevant products). */
  precisionAt10: number;
  /** 1 / the rank of the first relevant result; 0 when none is in the top 10. */
  reciprocalRank: number;
}

/** Scores a ranking (relevance of each result, best first) against how many relevant products exist. */
export function scoreRanking(relevance: readonly boolean[], relevantInCatalogue: number): QueryScore {
  const top = relevance.slice(0, 10);
  const possible = Math.min(10, relevantInCatalogue);
  const hits = top.filter(Boolean).length;
  const first = top.indexOf(true);
  return {
    precisionAt10: possible === 0 ? 0 : hits / possible,
    reciprocalRank: first === -1 ? 0 : 1 / (first + 1),
  };
}

export const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
