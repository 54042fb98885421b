-- Lookups in search_words run in each process's memory (modules/search/vocabulary.ts): nothing reads these indexes,
-- and every new word paid for them (the trigram index most).
DROP INDEX "search_words_prefix_idx";--> statement-breakpoint
DROP INDEX "search_words_trgm_idx";--> statement-breakpoint
DROP INDEX "search_words_shape_idx";