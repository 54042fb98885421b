-- Whether the product is published, on its category links and listing pairs too, kept whoever writes (the
-- API, the importer, psql): the newest published products of a category (a home row) or of a listing page
-- are then one range of the index, instead of every product of the range looked up to skip the unpublished
-- (a listing's third page looked up 24 products: 100 buffers of the statement's 150).
DROP INDEX "listing_products_newest_idx";--> statement-breakpoint
DROP INDEX "product_categories_newest_idx";--> statement-breakpoint
ALTER TABLE "listing_products" ADD COLUMN "product_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "product_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "product_categories" l SET "product_published" = false FROM "products" p WHERE p."id" = l."product_id" AND NOT p."publish";--> statement-breakpoint
UPDATE "listing_products" l SET "product_published" = false FROM "products" p WHERE p."id" = l."product_id" AND NOT p."publish";--> statement-breakpoint
CREATE INDEX "listing_products_newest_idx" ON "listing_products" USING btree ("category_id","sub_category_id","product_published","product_created_at" DESC NULLS LAST,"product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_categories_newest_idx" ON "product_categories" USING btree ("category_id","product_published","product_created_at" DESC NULLS LAST,"product_id" DESC NULLS LAST);--> statement-breakpoint
-- A new link or pair takes its product's publish as it is then (the import links products it has just
-- written; list_link_pairs adds pairs from links).
CREATE FUNCTION "copy_product_published"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."product_published" := coalesce((SELECT "publish" FROM "products" WHERE "id" = NEW."product_id"), NEW."product_published");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_categories_published" BEFORE INSERT ON "product_categories" FOR EACH ROW EXECUTE FUNCTION "copy_product_published"();--> statement-breakpoint
CREATE TRIGGER "listing_products_published" BEFORE INSERT ON "listing_products" FOR EACH ROW EXECUTE FUNCTION "copy_product_published"();--> statement-breakpoint
-- Publishing or unpublishing a product moves its links and pairs with it.
CREATE FUNCTION "follow_publish_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "product_categories" SET "product_published" = NEW."publish" WHERE "product_id" = NEW."id";
  UPDATE "listing_products" SET "product_published" = NEW."publish" WHERE "product_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_publish_followed" AFTER UPDATE OF "publish" ON "products" FOR EACH ROW WHEN (OLD."publish" IS DISTINCT FROM NEW."publish") EXECUTE FUNCTION "follow_publish_change"();
