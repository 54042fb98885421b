-- Each listing row keeps its product's stock too, so a list page reads its products' rows here alone: the
-- products row it also read for the stock was a fifth to a third of a list page's database time
-- (docs/performance.md). An order line rewrites the listing row anyway (the JSON holds updatedAt).
ALTER TABLE "product_listings" ADD COLUMN "stock" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "product_listings" l SET "stock" = p."stock" FROM "products" p WHERE p."id" = l."product_id" AND p."stock" <> 0;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "write_product_listings"(ids text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "product_listings" ("product_id", "json", "images", "category_ids", "sub_category_ids", "stock")
    SELECT p."id", product_listing_json(p), to_json(p."images")::text, product_category_ids(p."id"), product_sub_category_ids(p."id"), p."stock"
    FROM "products" p WHERE p."id" = ANY(ids)
    ON CONFLICT ("product_id") DO UPDATE SET "json" = excluded."json", "images" = excluded."images",
      "category_ids" = excluded."category_ids", "sub_category_ids" = excluded."sub_category_ids", "stock" = excluded."stock";
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "list_updated_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "product_listings" l SET "json" = x."json", "images" = x."images", "stock" = x."stock"
    FROM (SELECT n."id", product_listing_json(n) AS "json", to_json(n."images")::text AS "images", n."stock" FROM new_rows n) x
    WHERE l."product_id" = x."id" AND (l."json", l."images", l."stock") IS DISTINCT FROM (x."json", x."images", x."stock");
  RETURN NULL;
END $$;
