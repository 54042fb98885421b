-- A few products deleted in one statement (an admin's delete) are announced one by one as 'removed:<id>'
-- rather than as 'all', and a few links of products to categories or sub categories taken away as
-- 'listed:<product id>' (as links added are since migration 0024): the search indexes then patch those
-- products out as they do a product unpublished (modules/search/postings-memory.ts,
-- product-suggestions.ts), and the vocabulary reads its counts again, instead of a million products being
-- read again. Every other listener takes both as 'all' (db/catalogue-version.ts,
-- plugins/catalogue-cache.ts). More than 100 rows in one statement is still 'all', and so is emptying the
-- tables.
CREATE FUNCTION "notify_products_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM (SELECT 1 FROM old_rows LIMIT 101) counted) > 100 THEN
    PERFORM pg_notify('catalogue_changes', 'all');
  ELSE
    PERFORM pg_notify('catalogue_changes', 'removed:' || "id") FROM old_rows;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "notify_links_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM (SELECT 1 FROM old_rows LIMIT 101) counted) > 100 THEN
    PERFORM pg_notify('catalogue_changes', 'all');
  ELSE
    PERFORM pg_notify('catalogue_changes', 'listed:' || "product_id") FROM (SELECT DISTINCT "product_id" FROM old_rows) linked;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "products_changed" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_changed" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();--> statement-breakpoint
CREATE TRIGGER "products_removed" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_products_removed"();--> statement-breakpoint
DROP TRIGGER "product_categories_changed" ON "product_categories";--> statement-breakpoint
CREATE TRIGGER "product_categories_changed" AFTER TRUNCATE ON "product_categories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();--> statement-breakpoint
CREATE TRIGGER "product_categories_removed" AFTER DELETE ON "product_categories" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_links_removed"();--> statement-breakpoint
DROP TRIGGER "product_sub_categories_changed" ON "product_sub_categories";--> statement-breakpoint
CREATE TRIGGER "product_sub_categories_changed" AFTER UPDATE OR TRUNCATE ON "product_sub_categories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();--> statement-breakpoint
CREATE TRIGGER "product_sub_categories_removed" AFTER DELETE ON "product_sub_categories" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_links_removed"();
