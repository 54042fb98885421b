-- A bulk load (the importer, the generator: import/catalogue-writer.ts) writes each new product's listing
-- row once, after its links, where the triggers of migration 0016 wrote it three times (the product, its
-- categories, its sub categories: two dead versions of every row, 1.2 GB of the table at 1,000,000
-- products). The load says so for its own transaction (kirana.listings_deferred, set with `set local`),
-- and rewrites the rows of every product it inserted or relinked before it commits. Every other writer,
-- and the load's updates of existing products, are listed by the triggers as before.
CREATE OR REPLACE FUNCTION "list_inserted_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('kirana.listings_deferred', true) = 'on' THEN RETURN NULL; END IF;
  INSERT INTO "product_listings" ("product_id", "json", "images", "category_ids", "sub_category_ids")
    SELECT n."id", product_listing_json(n), to_json(n."images")::text, product_category_ids(n."id"), product_sub_category_ids(n."id")
    FROM new_rows n
    ON CONFLICT ("product_id") DO UPDATE SET "json" = excluded."json", "images" = excluded."images";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "list_product_links"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('kirana.listings_deferred', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_TABLE_NAME = 'product_categories' THEN
    UPDATE "product_listings" l SET "category_ids" = product_category_ids(l."product_id")
      WHERE l."product_id" IN (SELECT DISTINCT "product_id" FROM changed_links);
  ELSE
    UPDATE "product_listings" l SET "sub_category_ids" = product_sub_category_ids(l."product_id")
      WHERE l."product_id" IN (SELECT DISTINCT "product_id" FROM changed_links);
  END IF;
  RETURN NULL;
END $$;
