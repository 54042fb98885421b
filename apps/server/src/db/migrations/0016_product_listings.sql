-- Each product as a list shows it, kept whoever writes (the API, the importer, psql): its own fields as JSON,
-- its images, its links' ids. Writing the JSON and reading both link tables for each product was most of a
-- list page's database time (a home row of 15: 0.30–0.40 ms in pgbench, 0.12–0.14 ms reading these rows).
CREATE TABLE "product_listings" (
	"product_id" text PRIMARY KEY NOT NULL,
	"json" text NOT NULL,
	"images" text NOT NULL,
	"category_ids" text DEFAULT '' NOT NULL,
	"sub_category_ids" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_listings" ADD CONSTRAINT "product_listings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A tenth of each page kept free, as on products (migration 0014): every order line rewrites its product's
-- row here (the JSON holds updatedAt), and the new version can then stay on its page.
ALTER TABLE "product_listings" SET (fillfactor = 90);--> statement-breakpoint
-- The JSON as JavaScript would write the API's product without its images, links and stock (the server
-- splices those in): timestamps as toISOString writes them, money as float8 (569, 12.5; numeric writes
-- 569.00), no spaces (row_to_json).
CREATE FUNCTION "product_listing_json"(p "products") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT row_to_json(x)::text FROM (SELECT p."id" AS "_id", p."name" AS "name", p."unit" AS "unit",
    p."price"::float8 AS "price", p."discount"::float8 AS "discount", p."description" AS "description",
    p."more_details" AS "more_details", p."publish" AS "publish",
    to_char(p."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
    to_char(p."updated_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt") x
$$;--> statement-breakpoint
CREATE FUNCTION "product_category_ids"(product text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_agg("category_id", ',' ORDER BY "category_id"), '') FROM "product_categories" WHERE "product_id" = product
$$;--> statement-breakpoint
CREATE FUNCTION "product_sub_category_ids"(product text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_agg("sub_category_id", ',' ORDER BY "sub_category_id"), '') FROM "product_sub_categories" WHERE "product_id" = product
$$;--> statement-breakpoint
INSERT INTO "product_listings" ("product_id", "json", "images", "category_ids", "sub_category_ids")
  SELECT p."id", product_listing_json(p), to_json(p."images")::text, product_category_ids(p."id"), product_sub_category_ids(p."id")
  FROM "products" p;--> statement-breakpoint
-- New products (links come after them, in statements of their own); an upsert's updated rows are the
-- update trigger's.
CREATE FUNCTION "list_inserted_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_listings" ("product_id", "json", "images", "category_ids", "sub_category_ids")
    SELECT n."id", product_listing_json(n), to_json(n."images")::text, product_category_ids(n."id"), product_sub_category_ids(n."id")
    FROM new_rows n
    ON CONFLICT ("product_id") DO UPDATE SET "json" = excluded."json", "images" = excluded."images";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_listed_in" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_inserted_products"();--> statement-breakpoint
CREATE FUNCTION "list_updated_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "product_listings" l SET "json" = x."json", "images" = x."images"
    FROM (SELECT n."id", product_listing_json(n) AS "json", to_json(n."images")::text AS "images" FROM new_rows n) x
    WHERE l."product_id" = x."id" AND (l."json", l."images") IS DISTINCT FROM (x."json", x."images");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_listed_again" AFTER UPDATE ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_updated_products"();--> statement-breakpoint
-- Links added or removed (a product deleted takes its row here with it: the foreign key's cascade). Link
-- rows are never updated in place.
CREATE FUNCTION "list_product_links"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'product_categories' THEN
    UPDATE "product_listings" l SET "category_ids" = product_category_ids(l."product_id")
      WHERE l."product_id" IN (SELECT DISTINCT "product_id" FROM changed_links);
  ELSE
    UPDATE "product_listings" l SET "sub_category_ids" = product_sub_category_ids(l."product_id")
      WHERE l."product_id" IN (SELECT DISTINCT "product_id" FROM changed_links);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_categories_listed_links_in" AFTER INSERT ON "product_categories" REFERENCING NEW TABLE AS changed_links FOR EACH STATEMENT EXECUTE FUNCTION "list_product_links"();--> statement-breakpoint
CREATE TRIGGER "product_categories_listed_links_out" AFTER DELETE ON "product_categories" REFERENCING OLD TABLE AS changed_links FOR EACH STATEMENT EXECUTE FUNCTION "list_product_links"();--> statement-breakpoint
CREATE TRIGGER "product_sub_categories_listed_links_in" AFTER INSERT ON "product_sub_categories" REFERENCING NEW TABLE AS changed_links FOR EACH STATEMENT EXECUTE FUNCTION "list_product_links"();--> statement-breakpoint
CREATE TRIGGER "product_sub_categories_listed_links_out" AFTER DELETE ON "product_sub_categories" REFERENCING OLD TABLE AS changed_links FOR EACH STATEMENT EXECUTE FUNCTION "list_product_links"();--> statement-breakpoint
CREATE FUNCTION "unlist_truncated_links"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'product_categories' THEN
    UPDATE "product_listings" SET "category_ids" = '' WHERE "category_ids" <> '';
  ELSE
    UPDATE "product_listings" SET "sub_category_ids" = '' WHERE "sub_category_ids" <> '';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_categories_truncated_unlisted" AFTER TRUNCATE ON "product_categories" FOR EACH STATEMENT EXECUTE FUNCTION "unlist_truncated_links"();--> statement-breakpoint
CREATE TRIGGER "product_sub_categories_truncated_unlisted" AFTER TRUNCATE ON "product_sub_categories" FOR EACH STATEMENT EXECUTE FUNCTION "unlist_truncated_links"();
