CREATE TABLE "search_synonyms" (
	"id" text PRIMARY KEY NOT NULL,
	"terms" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_terms_check" CHECK (cardinality("search_synonyms"."terms") between 2 and 20)
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "units_sold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', translate(coalesce(name, ''), '/', ' ')), 'A') || setweight(to_tsvector('english', translate(coalesce(name, ''), '/', ' ')), 'A') || setweight(to_tsvector('simple', coalesce(more_details->>'Brand', '') || ' ' || coalesce(more_details->>'Type', '')), 'B') || setweight(to_tsvector('english', coalesce(more_details->>'Type', '')), 'B') || setweight(to_tsvector('english', translate(coalesce(description, ''), '/', ' ')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Edit distance for spelling correction (modules/search/search.repository.ts).
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
-- The vocabulary is the 'simple' parser's words of what search reads (name, brand, type, description).
CREATE FUNCTION "product_words"("name" text, "description" text, "details" jsonb) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT u.lexeme FROM unnest(to_tsvector('simple', translate(concat_ws(' ', "name", "details"->>'Brand', "details"->>'Type', "description"), '/', ' '))) u
$$;--> statement-breakpoint
INSERT INTO "search_words" ("word", "products")
  SELECT w, count(*) FROM "products" p, "product_words"(p."name", p."description", p."more_details") w GROUP BY w;--> statement-breakpoint
-- One upsert per statement (an import batch is one), in word order so concurrent writers lock rows alike.
CREATE FUNCTION "search_words_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word", "products")
    SELECT w, count(*) FROM new_rows r, "product_words"(r."name", r."description", r."more_details") w GROUP BY w ORDER BY w
    ON CONFLICT ("word") DO UPDATE SET "products" = "search_words"."products" + excluded."products";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "search_words_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "search_words" s SET "products" = s."products" - c.n
    FROM (SELECT w, count(*) AS n FROM old_rows r, "product_words"(r."name", r."description", r."more_details") w GROUP BY w ORDER BY w) c
    WHERE s."word" = c.w;
  DELETE FROM "search_words" WHERE "products" <= 0
    AND "word" IN (SELECT w FROM old_rows r, "product_words"(r."name", r."description", r."more_details") w);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Stock and sales updates leave the text alone: only rows whose searched text changed count.
CREATE FUNCTION "search_words_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n."id" = o."id"
      WHERE (o."name", o."description", o."more_details") IS DISTINCT FROM (n."name", n."description", n."more_details")) THEN
    RETURN NULL;
  END IF;
  WITH changed AS (
    SELECT o."name" AS old_name, o."description" AS old_description, o."more_details" AS old_details,
      n."name" AS new_name, n."description" AS new_description, n."more_details" AS new_details
    FROM old_rows o JOIN new_rows n ON n."id" = o."id"
    WHERE (o."name", o."description", o."more_details") IS DISTINCT FROM (n."name", n."description", n."more_details")
  ), delta AS (
    SELECT w, sum(d)::int AS d FROM (
      SELECT w, -1 AS d FROM changed c, "product_words"(c.old_name, c.old_description, c.old_details) w
      UNION ALL
      SELECT w, 1 AS d FROM changed c, "product_words"(c.new_name, c.new_description, c.new_details) w
    ) x GROUP BY w HAVING sum(d) <> 0
  )
  INSERT INTO "search_words" ("word", "products") SELECT w, d FROM delta ORDER BY w
    ON CONFLICT ("word") DO UPDATE SET "products" = "search_words"."products" + excluded."products";
  DELETE FROM "search_words" WHERE "products" <= 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_words_inserted" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_words_on_insert"();--> statement-breakpoint
CREATE TRIGGER "products_words_deleted" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_words_on_delete"();--> statement-breakpoint
CREATE TRIGGER "products_words_updated" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_words_on_update"();--> statement-breakpoint
-- Sales move like stock: what a cached list shows of the product, not which products it holds.
CREATE OR REPLACE FUNCTION "notify_product_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - 'stock' - 'units_sold' - 'updated_at') = (to_jsonb(OLD) - 'stock' - 'units_sold' - 'updated_at')
     AND (NEW."stock" > 0) = (OLD."stock" > 0) THEN
    PERFORM pg_notify('catalogue_changes', 'product:' || NEW."id");
  ELSE
    PERFORM pg_notify('catalogue_changes', 'all');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Synonyms change what a search finds: cached answers go.
CREATE TRIGGER "search_synonyms_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_synonyms" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();--> statement-breakpoint
-- Common Indian-English and Hindi grocery names; admins edit these (Admin → Synonyms).
INSERT INTO "search_synonyms" ("id", "terms") -- Ids shaped as db/ids.ts makes them: 8 hex digits of seconds, 16 random ones.
SELECT lpad(to_hex(extract(epoch FROM now())::bigint), 8, '0') || substr(md5(random()::text || array_to_string(t, ',')), 1, 16), t FROM (VALUES
  (ARRAY['dahi', 'curd']), (ARRAY['atta', 'wheat flour']), (ARRAY['jeera', 'cumin']),
  (ARRAY['haldi', 'turmeric']), (ARRAY['badam', 'almond']), (ARRAY['besan', 'gram flour']),
  (ARRAY['chawal', 'rice']), (ARRAY['aloo', 'potato']), (ARRAY['pyaz', 'pyaaz', 'onion']),
  (ARRAY['elaichi', 'cardamom']), (ARRAY['dhania', 'coriander']), (ARRAY['methi', 'fenugreek']),
  (ARRAY['ajwain', 'carom']), (ARRAY['hing', 'asafoetida']), (ARRAY['saunf', 'fennel']),
  (ARRAY['kaju', 'cashew']), (ARRAY['kishmish', 'raisin']), (ARRAY['akhrot', 'walnut']),
  (ARRAY['imli', 'tamarind']), (ARRAY['gud', 'gur', 'jaggery']), (ARRAY['chaas', 'chhach', 'buttermilk']),
  (ARRAY['mirchi', 'chilli', 'chili']), (ARRAY['sabudana', 'sago']), (ARRAY['kesar', 'saffron']),
  (ARRAY['til', 'sesame']), (ARRAY['namak', 'salt']), (ARRAY['cheeni', 'shakkar', 'sugar']),
  (ARRAY['sarson', 'mustard']), (ARRAY['maida', 'refined flour', 'all purpose flour']),
  (ARRAY['sooji', 'suji', 'rava', 'semolina']), (ARRAY['moongphali', 'peanut', 'groundnut']),
  (ARRAY['nariyal', 'coconut']), (ARRAY['nimbu', 'lemon']), (ARRAY['adrak', 'ginger']),
  (ARRAY['lahsun', 'garlic']), (ARRAY['palak', 'spinach']), (ARRAY['pudina', 'mint']),
  (ARRAY['makhana', 'fox nut', 'lotus seed']), (ARRAY['bhindi', 'okra', 'lady finger']),
  (ARRAY['baingan', 'brinjal', 'eggplant']), (ARRAY['gobi', 'cauliflower']), (ARRAY['matar', 'peas']),
  (ARRAY['tamatar', 'tomato']), (ARRAY['kheera', 'cucumber']), (ARRAY['toor', 'arhar', 'tuvar']),
  (ARRAY['chana', 'chickpea']), (ARRAY['rajma', 'kidney beans']), (ARRAY['doodh', 'milk']),
  (ARRAY['anda', 'egg']), (ARRAY['chai', 'tea']), (ARRAY['pista', 'pistachio']),
  (ARRAY['kali mirch', 'black pepper']), (ARRAY['lal mirch', 'red chilli']), (ARRAY['dalchini', 'cinnamon']),
  (ARRAY['laung', 'clove']), (ARRAY['chips', 'crisps']), (ARRAY['poha', 'flattened rice', 'aval']),
  (ARRAY['ghee', 'clarified butter']), (ARRAY['shahad', 'honey'])
) AS s(t);
