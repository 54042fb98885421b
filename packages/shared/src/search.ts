import { z } from 'zod';
import { MAX_SUGGEST_LENGTH } from './search-limits';
import { tooLong } from './text-fields';

/** A synonym term: at most this many words (search matches phrases of up to three words). */
export const SYNONYM_TERM_WORDS = 3;
export const SYNONYM_TERM_MAX = 60;
export const SYNONYM_GROUP_MAX = 20;

/** One term of a group, as search compares it: lower case, letters and digits, single spaces. */
const synonymTerm = z
  .string({ error: 'must be text' })
  .max(SYNONYM_TERM_MAX, tooLong(SYNONYM_TERM_MAX))
  .transform((term) => term.toLowerCase().trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, 'must not be empty')
      // Letters keep their combining marks ('छेना'), as search's words do.
      .regex(/^[\p{L}\p{M}\p{N}]+( [\p{L}\p{M}\p{N}]+)*$/u, 'must be letters, digits and spaces only')
      .refine(
        (term) => term.split(' ').length <= SYNONYM_TERM_WORDS,
        `must be at most ${SYNONYM_TERM_WORDS} words`,
      ),
  );

/** A group of terms a shopper uses for the same thing: 'dahi', 'curd'. */
export const synonymGroupBody = z.object({
  terms: z
    .array(synonymTerm, { error: 'must be a list of terms' })
    .min(2, 'must hold at least 2 terms')
    .max(SYNONYM_GROUP_MAX, `must hold at most ${SYNONYM_GROUP_MAX} terms`)
    .refine((terms) => new Set(terms).size === terms.length, 'must not repeat a term'),
});
export type SynonymGroupBody = z.infer<typeof synonymGroupBody>;

/** The admin form: the terms typed in one field, separated by commas, checked as the body is. */
export const synonymGroupForm = z.object({
  terms: z
    .string({ error: 'must be text' })
    .max(SYNONYM_GROUP_MAX * (SYNONYM_TERM_MAX + 2), 'is too long')
    .transform((text) => text.split(',').filter((term) => term.trim() !== ''))
    .pipe(synonymGroupBody.shape.terms),
});

export interface SynonymGroupDto {
  _id: string;
  terms: string[];
  createdAt: string;
  updatedAt: string;
}

/** What the search box asks while the shopper types. */
export const suggestBody = z.object({
  q: z.string({ error: 'must be text' }).max(MAX_SUGGEST_LENGTH, tooLong(MAX_SUGGEST_LENGTH)),
});

/** One suggestion: a product name, a category or sub category, or a corrected or completed query. */
export interface SuggestionDto {
  kind: 'product' | 'category' | 'subcategory' | 'query';
  /** What the dropdown shows and, for a query, what is searched. */
  text: string;
  /** The product's, category's or sub category's id (absent for a query). */
  _id?: string;
  /** Where choosing it goes: the product's page or the listing (absent for a query). */
  path?: string;
  /** For a product, its image (absolute URL). */
  image?: string;
}
