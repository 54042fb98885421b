/** What search knows besides the products: the catalogue's vocabulary and the synonyms admins keep. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, real, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/**
 * Every word of the products' names and descriptions with the number of products holding it, kept current
 * by triggers on products (migration 0007) whoever writes: the API, an import, psql. Spelling correction
 * picks the closest, most common word here for a query word the catalogue does not know. The server looks
 * words up in each process's copy (modules/search/vocabulary.ts), so the table needs no index but its key
 * (migration 0013 dropped the prefix, trigram and shape indexes the lookups in SQL had used).
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
  products: integer('products').notNull(),
});

/**
 * Impact-ordered postings: for every word of a published product's name, brand or type, the product with a
 * static score (where the word is, whether the name starts with it or is it, bundles lower), kept by
 * triggers on products (migration 0008). A broad query reads the best few hundred of its rarest word from
 * one index range instead of scoring every match (modules/search/posted-ranking.repository.ts).
 */
export const searchPostings = pgTable(
  'search_postings',
  {
    word: text('word').notNull(),
    score: real('score').notNull(),
    productId: text('product_id').notNull(),
  },
  (t) => [index('search_postings_rank_idx').on(t.word, t.score.desc(), t.productId)],
);

/** A group of terms a shopper uses for the same thing ('dahi', 'curd'); each term is lower-case words. */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: id(),
    terms: text('terms').array().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('search_synonyms_terms_check', sql`cardinality(${t.terms}) between 2 and 20`)],
);
