DROP INDEX "product_categories_category_idx";--> statement-breakpoint
DROP INDEX "product_sub_categories_sub_idx";--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "product_created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "product_sub_categories" ADD COLUMN "product_created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "product_categories_newest_idx" ON "product_categories" USING btree ("category_id","product_created_at" DESC NULLS LAST,"product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_sub_categories_newest_idx" ON "product_sub_categories" USING btree ("sub_category_id","product_created_at" DESC NULLS LAST,"product_id" DESC NULLS LAST);--> statement-breakpoint
-- Each link carries its product's created_at (immutable), copied on insert whatever the writer.
UPDATE "product_categories" l SET "product_created_at" = p."created_at" FROM "products" p WHERE p."id" = l."product_id";--> statement-breakpoint
UPDATE "product_sub_categories" l SET "product_created_at" = p."created_at" FROM "products" p WHERE p."id" = l."product_id";--> statement-breakpoint
CREATE FUNCTION "copy_product_created_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A missing product keeps the default, so the foreign key, not NOT NULL, is what refuses the row.
  NEW."product_created_at" := coalesce((SELECT "created_at" FROM "products" WHERE "id" = NEW."product_id"), NEW."product_created_at");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_categories_created_at" BEFORE INSERT ON "product_categories" FOR EACH ROW EXECUTE FUNCTION "copy_product_created_at"();--> statement-breakpoint
CREATE TRIGGER "product_sub_categories_created_at" BEFORE INSERT ON "product_sub_categories" FOR EACH ROW EXECUTE FUNCTION "copy_product_created_at"();--> statement-breakpoint
-- Catalogue changes are announced on the 'catalogue_changes' channel at commit, whoever writes (the API
-- of any process, the importer, psql), so every server process can drop what its catalogue cache holds
-- (modules/catalogue-cache). 'all' empties it; 'product:<id>' drops what shows that product.
CREATE FUNCTION "notify_catalogue_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changes', 'all');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "notify_product_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Stock alone, staying on the same side of zero (an order, a cancellation), changes what a cached list
  -- shows of this product but not which products a list holds nor their order (search puts in-stock first).
  IF (to_jsonb(NEW) - 'stock' - 'updated_at') = (to_jsonb(OLD) - 'stock' - 'updated_at')
     AND (NEW."stock" > 0) = (OLD."stock" > 0) THEN
    PERFORM pg_notify('catalogue_changes', 'product:' || NEW."id");
  ELSE
    PERFORM pg_notify('catalogue_changes', 'all');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_updated" AFTER UPDATE ON "products" FOR EACH ROW EXECUTE FUNCTION "notify_product_change"();--> statement-breakpoint
CREATE TRIGGER "products_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();--> statement-breakpoint
CREATE TRIGGER "categories_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();--> statement-breakpoint
CREATE TRIGGER "sub_categories_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sub_categories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();--> statement-breakpoint
CREATE TRIGGER "sub_category_categories_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sub_category_categories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();--> statement-breakpoint
CREATE TRIGGER "product_categories_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_categories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();--> statement-breakpoint
CREATE TRIGGER "product_sub_categories_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_sub_categories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();
