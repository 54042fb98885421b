-- How a product's listing row is written, in one place: the insert trigger of migrations 0016 and 0017 and
-- a bulk load after its links (import/bulk-sql.ts writeListings) both call this. The lists' read fallback
-- for a missing row (db/product-page.repository.ts) composes the same columns from the same functions.
CREATE FUNCTION "write_product_listings"(ids text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "product_listings" ("product_id", "json", "images", "category_ids", "sub_category_ids")
    SELECT p."id", product_listing_json(p), to_json(p."images")::text, product_category_ids(p."id"), product_sub_category_ids(p."id")
    FROM "products" p WHERE p."id" = ANY(ids)
    ON CONFLICT ("product_id") DO UPDATE SET "json" = excluded."json", "images" = excluded."images",
      "category_ids" = excluded."category_ids", "sub_category_ids" = excluded."sub_category_ids";
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "list_inserted_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('kirana.listings_deferred', true) = 'on' THEN RETURN NULL; END IF;
  PERFORM write_product_listings(ARRAY(SELECT "id" FROM new_rows));
  RETURN NULL;
END $$;
