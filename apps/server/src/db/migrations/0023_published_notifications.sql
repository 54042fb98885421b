-- A product published or unpublished, with its words changing or not but nothing else the catalogue lists
-- by (its links are their own rows), is announced as 'published:<id>' rather than 'all': the search indexes
-- then patch that product in or out (modules/search/postings-memory.ts, product-suggestions.ts) and the
-- vocabulary reads its counts again, instead of reading a million products again. Every other listener
-- takes 'published:<id>' as 'all' (db/catalogue-version.ts, plugins/catalogue-cache.ts). The copy of its
-- publishing onto its category links (migration 0015) no longer announces 'all' of its own: a link row
-- updated in that copy alone is the product's change, and the product announces it.
CREATE OR REPLACE FUNCTION "notify_product_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shown text[] := ARRAY['stock', 'units_sold', 'updated_at', 'price', 'discount', 'unit', 'images'];
  words text[] := ARRAY['name', 'description', 'more_details', 'search_vector'];
BEGIN
  IF (to_jsonb(NEW) - shown) <> (to_jsonb(OLD) - shown) THEN
    IF (to_jsonb(NEW) - shown - words - 'publish') <> (to_jsonb(OLD) - shown - words - 'publish') THEN
      PERFORM pg_notify('catalogue_changes', 'all');
    ELSIF NEW."publish" IS DISTINCT FROM OLD."publish" THEN
      PERFORM pg_notify('catalogue_changes', 'published:' || NEW."id");
    ELSE
      PERFORM pg_notify('catalogue_changes', 'words:' || NEW."id");
    END IF;
  ELSIF (NEW."stock" > 0) <> (OLD."stock" > 0) THEN
    PERFORM pg_notify('catalogue_changes', 'stock:' || NEW."id");
  ELSIF (NEW."stock", NEW."units_sold") = (OLD."stock", OLD."units_sold")
      AND (NEW."price", NEW."discount", NEW."unit", NEW."images")
        IS DISTINCT FROM (OLD."price", OLD."discount", OLD."unit", OLD."images") THEN
    PERFORM pg_notify('catalogue_changes', 'shown:' || NEW."id");
  ELSE
    PERFORM pg_notify('catalogue_changes', 'product:' || NEW."id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "product_categories_changed" ON "product_categories";--> statement-breakpoint
CREATE TRIGGER "product_categories_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "product_categories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();--> statement-breakpoint
CREATE TRIGGER "product_categories_updated" AFTER UPDATE ON "product_categories" FOR EACH ROW WHEN ((to_jsonb(OLD) - 'product_published') IS DISTINCT FROM (to_jsonb(NEW) - 'product_published')) EXECUTE FUNCTION "notify_catalogue_change"();
