CREATE TABLE "listing_products" (
	"category_id" text NOT NULL,
	"sub_category_id" text NOT NULL,
	"product_id" text NOT NULL,
	"product_created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "listing_products_product_id_category_id_sub_category_id_pk" PRIMARY KEY("product_id","category_id","sub_category_id")
);
--> statement-breakpoint
CREATE INDEX "listing_products_newest_idx" ON "listing_products" USING btree ("category_id","sub_category_id","product_created_at" DESC NULLS LAST,"product_id" DESC NULLS LAST);--> statement-breakpoint
-- A row per pair of a product's category and sub category links, kept whoever writes them (the API, the
-- importer, psql): whichever of a product's two links comes second adds the pair, read against the other
-- table as it is now; whichever goes first takes it away. One statement's links are handled together, so
-- an import batch of 1,000 links costs one insert here, not 1,000.
CREATE FUNCTION "list_link_pairs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND TG_TABLE_NAME = 'product_categories' THEN
    INSERT INTO "listing_products" ("category_id", "sub_category_id", "product_id", "product_created_at")
    SELECT l."category_id", o."sub_category_id", l."product_id", l."product_created_at"
    FROM "changed_links" l JOIN "product_sub_categories" o ON o."product_id" = l."product_id"
    ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "listing_products" ("category_id", "sub_category_id", "product_id", "product_created_at")
    SELECT o."category_id", l."sub_category_id", l."product_id", l."product_created_at"
    FROM "changed_links" l JOIN "product_categories" o ON o."product_id" = l."product_id"
    ON CONFLICT DO NOTHING;
  ELSIF TG_TABLE_NAME = 'product_categories' THEN
    DELETE FROM "listing_products" lp USING "changed_links" l
    WHERE lp."product_id" = l."product_id" AND lp."category_id" = l."category_id";
  ELSE
    DELETE FROM "listing_products" lp USING "changed_links" l
    WHERE lp."product_id" = l."product_id" AND lp."sub_category_id" = l."sub_category_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_categories_listed_in" AFTER INSERT ON "product_categories" REFERENCING NEW TABLE AS "changed_links" FOR EACH STATEMENT EXECUTE FUNCTION "list_link_pairs"();--> statement-breakpoint
CREATE TRIGGER "product_categories_listed_out" AFTER DELETE ON "product_categories" REFERENCING OLD TABLE AS "changed_links" FOR EACH STATEMENT EXECUTE FUNCTION "list_link_pairs"();--> statement-breakpoint
CREATE TRIGGER "product_sub_categories_listed_in" AFTER INSERT ON "product_sub_categories" REFERENCING NEW TABLE AS "changed_links" FOR EACH STATEMENT EXECUTE FUNCTION "list_link_pairs"();--> statement-breakpoint
CREATE TRIGGER "product_sub_categories_listed_out" AFTER DELETE ON "product_sub_categories" REFERENCING OLD TABLE AS "changed_links" FOR EACH STATEMENT EXECUTE FUNCTION "list_link_pairs"();--> statement-breakpoint
-- Every pair from scratch: now, for the catalogue already there, and after a TRUNCATE (no rows to go by).
CREATE FUNCTION "relist_catalogue"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "listing_products";
  INSERT INTO "listing_products" ("category_id", "sub_category_id", "product_id", "product_created_at")
  SELECT pc."category_id", ps."sub_category_id", pc."product_id", pc."product_created_at"
  FROM "product_categories" pc JOIN "product_sub_categories" ps ON ps."product_id" = pc."product_id";
$$;--> statement-breakpoint
CREATE FUNCTION "relist_catalogue_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "relist_catalogue"();
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_categories_truncated_relist" AFTER TRUNCATE ON "product_categories" FOR EACH STATEMENT EXECUTE FUNCTION "relist_catalogue_after_truncate"();--> statement-breakpoint
CREATE TRIGGER "product_sub_categories_truncated_relist" AFTER TRUNCATE ON "product_sub_categories" FOR EACH STATEMENT EXECUTE FUNCTION "relist_catalogue_after_truncate"();--> statement-breakpoint
SELECT "relist_catalogue"();
