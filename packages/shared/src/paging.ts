import { z } from 'zod';

/** The most rows one page may hold; list calls asking for more get this many (orders refuse more). */
export const PAGE_LIMIT_MAX = 100;

/** What every paged answer carries next to its rows. */
export interface PageInfo {
  totalCount: number;
  totalPage: number;
  page: number;
  limit: number;
}

/** A page of rows under `data`, as the paged list calls answer. */
export interface Page<T> extends PageInfo {
  data: T[];
}

export function pageInfo(totalCount: number, page: number, limit: number): PageInfo {
  return { totalCount, totalPage: Math.ceil(totalCount / limit), page, limit };
}

/** A page number or size: a whole number from 1, sent as a number or (by old form inputs) a numeric string. */
export const pageNumber = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: (issue) => (issue.input === undefined ? undefined : 'must be a number') })
    .int('must be a whole number')
    .min(1, 'must be at least 1'),
);

/** `page` and `limit` of a list request, both optional. */
export const pagingFields = { page: pageNumber.optional(), limit: pageNumber.optional() };
