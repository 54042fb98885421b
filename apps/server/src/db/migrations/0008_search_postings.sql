CREATE TABLE "search_postings" (
	"word" text NOT NULL,
	"score" real NOT NULL,
	"product_id" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_postings_rank_idx" ON "search_postings" USING btree ("word","score" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX "search_words_shape_idx" ON "search_words" USING btree (left("word", 1),length("word"));--> statement-breakpoint
-- A published product's postings: each word of its name (as typed and as its English stem), brand and type,
-- scored as search.repository.ts ranks one word: in the name 5.5, the name starting with it 6, being it
-- 8; brand or type 5, the brand being it 7.5; bundles ('A + B') 3 lower; a longer name a little lower.
-- Deterministic, so the triggers can find a product's postings again from its old row.
CREATE FUNCTION "product_postings"("name" text, "details" jsonb) RETURNS TABLE("word" text, "score" real) LANGUAGE sql IMMUTABLE AS $$
  WITH name_words AS (
    SELECT u.lexeme AS word, 1 = ANY(u.positions) AS first FROM unnest(to_tsvector('simple', translate(coalesce("name", ''), '/', ' '))) u
    UNION ALL
    SELECT u.lexeme, 1 = ANY(u.positions) FROM unnest(to_tsvector('english', translate(coalesce("name", ''), '/', ' '))) u
  ), shape AS (
    SELECT count(*) AS words, coalesce("name", '') ~ '( \+ |[[:alpha:]]\+[[:alpha:]])' AS bundle
    FROM unnest(to_tsvector('simple', translate(coalesce("name", ''), '/', ' ')))
  ), scored AS (
    SELECT n.word, 5.5 + CASE WHEN bool_or(n.first) THEN 0.5 ELSE 0 END AS score FROM name_words n GROUP BY n.word
    UNION ALL
    SELECT u.lexeme, 5 + CASE WHEN lower("details"->>'Brand') = u.lexeme THEN 2.5 ELSE 0 END
    FROM unnest(to_tsvector('simple', coalesce("details"->>'Brand', '') || ' ' || coalesce("details"->>'Type', ''))
      || to_tsvector('english', coalesce("details"->>'Type', ''))) u
  )
  SELECT s.word, (max(s.score) + CASE WHEN shape.words = 1 THEN 2 ELSE 0 END
    - CASE WHEN shape.bundle THEN 3 ELSE 0 END - 0.01 * shape.words)::real
  FROM scored s, shape GROUP BY s.word, shape.words, shape.bundle
$$;--> statement-breakpoint
INSERT INTO "search_postings" ("word", "score", "product_id")
  SELECT w."word", w."score", p."id" FROM "products" p, "product_postings"(p."name", p."more_details") w WHERE p."publish";--> statement-breakpoint
CREATE FUNCTION "search_postings_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_postings" ("word", "score", "product_id")
    SELECT w."word", w."score", r."id" FROM new_rows r, "product_postings"(r."name", r."more_details") w WHERE r."publish";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "search_postings_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "search_postings" s USING old_rows r, "product_postings"(r."name", r."more_details") w
    WHERE r."publish" AND s."word" = w."word" AND s."score" = w."score" AND s."product_id" = r."id";
  RETURN NULL;
END $$;--> statement-breakpoint
-- Stock and sales updates leave postings alone: only rows whose name, details or publishing changed count.
CREATE FUNCTION "search_postings_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "search_postings" s USING old_rows o JOIN new_rows n ON n."id" = o."id", "product_postings"(o."name", o."more_details") w
    WHERE o."publish" AND (o."name", o."more_details", o."publish") IS DISTINCT FROM (n."name", n."more_details", n."publish")
      AND s."word" = w."word" AND s."score" = w."score" AND s."product_id" = o."id";
  INSERT INTO "search_postings" ("word", "score", "product_id")
    SELECT w."word", w."score", n."id" FROM old_rows o JOIN new_rows n ON n."id" = o."id", "product_postings"(n."name", n."more_details") w
    WHERE n."publish" AND (o."name", o."more_details", o."publish") IS DISTINCT FROM (n."name", n."more_details", n."publish");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_postings_inserted" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_postings_on_insert"();--> statement-breakpoint
CREATE TRIGGER "products_postings_deleted" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_postings_on_delete"();--> statement-breakpoint
CREATE TRIGGER "products_postings_updated" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_postings_on_update"();--> statement-breakpoint
-- A lexeme as tsquery input reads it: in quotes, quotes and backslashes escaped.
CREATE FUNCTION "quote_lexeme"("lexeme" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT '''' || replace(replace("lexeme", '\', '\\'), '''', '''''') || ''''
$$;--> statement-breakpoint
-- The text queries a search ranks with, built from a flat description so every search runs one prepared
-- statement whatever its words: row k of the arrays is word k of alternative alternatives[k] of concept
-- concepts[k]. A word matches as typed (or, when prefixes[k], as the start of a longer word) or as its
-- English stem; an alternative needs all its words, a concept any alternative. Returned: every concept in
-- any field, any concept, every and any concept in the name, brand or type (weights A, B), any concept in
-- the brand or type (B), and each concept alone. PL/pgSQL, so its plan is kept for the session.
CREATE FUNCTION "search_queries"("concepts" int[], "alternatives" int[], "words" text[], "prefixes" boolean[],
  OUT "every_word" tsquery, OUT "any_word" tsquery, OUT "every_in_name" tsquery, OUT "any_in_name" tsquery,
  OUT "any_in_brand" tsquery, OUT "each_concept" tsquery[]) LANGUAGE plpgsql STABLE AS $$
BEGIN
  -- Each lexeme quoted, so no word can read as an operator whatever it holds.
  WITH word AS (
    SELECT s.c, s.a, quote_lexeme(s.w) AS w, s.p,
      quote_lexeme(coalesce(nullif((ts_lexize('english_stem', s.w))[1], ''), s.w)) AS stem
    FROM unnest("concepts", "alternatives", "words", "prefixes") AS s(c, a, w, p)
  ), weighted AS (
    SELECT v.weights, w.c, w.a, '(' || w.w || CASE WHEN w.p THEN ':*' || v.weights WHEN v.weights <> '' THEN ':' || v.weights ELSE '' END
      || ' | ' || w.stem || CASE WHEN v.weights <> '' THEN ':' || v.weights ELSE '' END || ')' AS q
    FROM word w, unnest(ARRAY['', 'AB', 'B']) AS v(weights)
  ), alternative AS (
    SELECT x.weights, x.c, '(' || string_agg(x.q, ' & ') || ')' AS q FROM weighted x GROUP BY x.weights, x.c, x.a
  ), concept AS (
    SELECT x.weights, x.c, '(' || string_agg(x.q, ' | ') || ')' AS q FROM alternative x GROUP BY x.weights, x.c
  )
  SELECT (SELECT string_agg(x.q, ' & ') FROM concept x WHERE x.weights = '')::tsquery,
    (SELECT string_agg(x.q, ' | ') FROM concept x WHERE x.weights = '')::tsquery,
    (SELECT string_agg(x.q, ' & ') FROM concept x WHERE x.weights = 'AB')::tsquery,
    (SELECT string_agg(x.q, ' | ') FROM concept x WHERE x.weights = 'AB')::tsquery,
    (SELECT string_agg(x.q, ' | ') FROM concept x WHERE x.weights = 'B')::tsquery,
    (SELECT array_agg(x.q::tsquery ORDER BY x.c) FROM concept x WHERE x.weights = '')
  INTO "every_word", "any_word", "every_in_name", "any_in_name", "any_in_brand", "each_concept";
END $$;
