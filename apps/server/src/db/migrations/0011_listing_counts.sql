CREATE TABLE "listing_counts" (
	"category_id" text NOT NULL,
	"sub_category_id" text NOT NULL,
	"products" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_counts_category_id_sub_category_id_pk" PRIMARY KEY("category_id","sub_category_id")
);
--> statement-breakpoint
CREATE TABLE "product_counts" (
	"published" boolean PRIMARY KEY NOT NULL,
	"products" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_counts" ADD CONSTRAINT "listing_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_counts" ADD CONSTRAINT "listing_counts_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Published products per listing and in all, kept where they change, whoever writes (the API, the importer,
-- psql): a listing page then reads one row for its total instead of counting every product it holds.
-- A published product holding categories C and sub categories S counts once in each pair of C × S.
CREATE FUNCTION "shift_listing_counts"("product" text, "delta" integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "listing_counts" AS c ("category_id", "sub_category_id", "products")
  SELECT pc."category_id", ps."sub_category_id", "delta"
  FROM "product_categories" pc JOIN "product_sub_categories" ps ON ps."product_id" = pc."product_id"
  WHERE pc."product_id" = "product"
  ORDER BY 1, 2
  ON CONFLICT ("category_id", "sub_category_id") DO UPDATE SET "products" = c."products" + excluded."products";
$$;--> statement-breakpoint
-- Links added or removed by one statement, counted against the product's links of the other kind as they
-- are now: whichever of a product's two links comes second counts the pair, whichever goes first uncounts
-- it. A link removed with its product (cascade) finds no product: the product's own trigger uncounted it.
CREATE FUNCTION "count_listing_links"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "delta" integer := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  IF TG_TABLE_NAME = 'product_categories' THEN
    INSERT INTO "listing_counts" AS c ("category_id", "sub_category_id", "products")
    SELECT l."category_id", o."sub_category_id", "delta" * count(*)
    FROM "changed_links" l
    JOIN "products" p ON p."id" = l."product_id" AND p."publish"
    JOIN "product_sub_categories" o ON o."product_id" = l."product_id"
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("category_id", "sub_category_id") DO UPDATE SET "products" = c."products" + excluded."products";
  ELSE
    INSERT INTO "listing_counts" AS c ("category_id", "sub_category_id", "products")
    SELECT o."category_id", l."sub_category_id", "delta" * count(*)
    FROM "changed_links" l
    JOIN "products" p ON p."id" = l."product_id" AND p."publish"
    JOIN "product_categories" o ON o."product_id" = l."product_id"
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("category_id", "sub_category_id") DO UPDATE SET "products" = c."products" + excluded."products";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_categories_counted_in" AFTER INSERT ON "product_categories" REFERENCING NEW TABLE AS "changed_links" FOR EACH STATEMENT EXECUTE FUNCTION "count_listing_links"();--> statement-breakpoint
CREATE TRIGGER "product_categories_counted_out" AFTER DELETE ON "product_categories" REFERENCING OLD TABLE AS "changed_links" FOR EACH STATEMENT EXECUTE FUNCTION "count_listing_links"();--> statement-breakpoint
CREATE TRIGGER "product_sub_categories_counted_in" AFTER INSERT ON "product_sub_categories" REFERENCING NEW TABLE AS "changed_links" FOR EACH STATEMENT EXECUTE FUNCTION "count_listing_links"();--> statement-breakpoint
CREATE TRIGGER "product_sub_categories_counted_out" AFTER DELETE ON "product_sub_categories" REFERENCING OLD TABLE AS "changed_links" FOR EACH STATEMENT EXECUTE FUNCTION "count_listing_links"();--> statement-breakpoint
-- Products added or removed by one statement (an import batch is one), by publish.
CREATE FUNCTION "count_products"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "delta" integer := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  INSERT INTO "product_counts" AS c ("published", "products")
  SELECT "publish", "delta" * count(*) FROM "changed_products" GROUP BY 1 ORDER BY 1
  ON CONFLICT ("published") DO UPDATE SET "products" = c."products" + excluded."products";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_counted_in" AFTER INSERT ON "products" REFERENCING NEW TABLE AS "changed_products" FOR EACH STATEMENT EXECUTE FUNCTION "count_products"();--> statement-breakpoint
CREATE TRIGGER "products_counted_out" AFTER DELETE ON "products" REFERENCING OLD TABLE AS "changed_products" FOR EACH STATEMENT EXECUTE FUNCTION "count_products"();--> statement-breakpoint
-- Before the row goes, while its links are still there (the cascade removes them after it).
CREATE FUNCTION "uncount_deleted_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."publish" THEN PERFORM "shift_listing_counts"(OLD."id", -1); END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_uncounted_from_listings" BEFORE DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION "uncount_deleted_product"();--> statement-breakpoint
CREATE FUNCTION "count_publish_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "shift_listing_counts"(NEW."id", CASE WHEN NEW."publish" THEN 1 ELSE -1 END);
  INSERT INTO "product_counts" AS c ("published", "products")
  VALUES (OLD."publish", -1), (NEW."publish", 1) ORDER BY 1
  ON CONFLICT ("published") DO UPDATE SET "products" = c."products" + excluded."products";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_publish_counted" AFTER UPDATE OF "publish" ON "products" FOR EACH ROW WHEN (OLD."publish" IS DISTINCT FROM NEW."publish") EXECUTE FUNCTION "count_publish_change"();--> statement-breakpoint
-- Every count from scratch: now, for the catalogue already there, and after a TRUNCATE (no rows to count by).
CREATE FUNCTION "recount_catalogue"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "listing_counts";
  INSERT INTO "listing_counts" ("category_id", "sub_category_id", "products")
  SELECT pc."category_id", ps."sub_category_id", count(*)
  FROM "product_categories" pc
  JOIN "product_sub_categories" ps ON ps."product_id" = pc."product_id"
  JOIN "products" p ON p."id" = pc."product_id" AND p."publish"
  GROUP BY 1, 2;
  DELETE FROM "product_counts";
  INSERT INTO "product_counts" ("published", "products")
  SELECT b, (SELECT count(*) FROM "products" WHERE "publish" = b) FROM (VALUES (true), (false)) v(b);
$$;--> statement-breakpoint
CREATE FUNCTION "recount_catalogue_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "recount_catalogue"();
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_truncated_recount" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "recount_catalogue_after_truncate"();--> statement-breakpoint
CREATE TRIGGER "product_categories_truncated_recount" AFTER TRUNCATE ON "product_categories" FOR EACH STATEMENT EXECUTE FUNCTION "recount_catalogue_after_truncate"();--> statement-breakpoint
CREATE TRIGGER "product_sub_categories_truncated_recount" AFTER TRUNCATE ON "product_sub_categories" FOR EACH STATEMENT EXECUTE FUNCTION "recount_catalogue_after_truncate"();--> statement-breakpoint
SELECT "recount_catalogue"();
