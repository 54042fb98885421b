-- A few products added in one statement (an admin's new product) are announced one by one as
-- 'added:<id>' rather than as 'all', and a few links of products to categories or sub categories added
-- as 'listed:<product id>': the search indexes then patch those products in (modules/search/
-- postings-memory.ts, product-suggestions.ts) and keep what links cannot change, the vocabulary reads its
-- counts again, instead of a million products being read again. Every other listener takes both as 'all' (db/catalogue-version.ts,
-- plugins/catalogue-cache.ts). More than 100 rows in one statement (an import, the generator) is still
-- 'all': read whole once rather than patched a thousand times. Deleting products or links, and emptying the
-- tables, is 'all' as before.
CREATE FUNCTION "notify_products_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM (SELECT 1 FROM new_rows LIMIT 101) counted) > 100 THEN
    PERFORM pg_notify('catalogue_changes', 'all');
  ELSE
    PERFORM pg_notify('catalogue_changes', 'added:' || "id") FROM new_rows;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "notify_links_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM (SELECT 1 FROM new_rows LIMIT 101) counted) > 100 THEN
    PERFORM pg_notify('catalogue_changes', 'all');
  ELSE
    PERFORM pg_notify('catalogue_changes', 'listed:' || "product_id") FROM (SELECT DISTINCT "product_id" FROM new_rows) linked;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "products_changed" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_changed" AFTER DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();--> statement-breakpoint
CREATE TRIGGER "products_added" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_products_added"();--> statement-breakpoint
DROP TRIGGER "product_categories_changed" ON "product_categories";--> statement-breakpoint
CREATE TRIGGER "product_categories_changed" AFTER DELETE OR TRUNCATE ON "product_categories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();--> statement-breakpoint
CREATE TRIGGER "product_categories_added" AFTER INSERT ON "product_categories" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_links_added"();--> statement-breakpoint
DROP TRIGGER "product_sub_categories_changed" ON "product_sub_categories";--> statement-breakpoint
CREATE TRIGGER "product_sub_categories_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "product_sub_categories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();--> statement-breakpoint
CREATE TRIGGER "product_sub_categories_added" AFTER INSERT ON "product_sub_categories" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_links_added"();
