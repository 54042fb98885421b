/**
 * The longest search a product list or search takes, in characters: the schema refuses more, and the
 * search boxes and the search page's URL stop there (kept apart from the schemas: no zod in a browser).
 */
export const MAX_SEARCH_LENGTH = 200;

/** The longest text the search box asks suggestions for; past it the box just searches. */
export const MAX_SUGGEST_LENGTH = 100;
