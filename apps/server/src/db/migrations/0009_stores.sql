CREATE TABLE "store_stock" (
	"store_id" text NOT NULL,
	"product_id" text NOT NULL,
	"stock" integer NOT NULL,
	CONSTRAINT "store_stock_store_id_product_id_pk" PRIMARY KEY("store_id","product_id"),
	CONSTRAINT "store_stock_stock_check" CHECK ("store_stock"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"pincode" text,
	"latitude" double precision,
	"longitude" double precision,
	"radius_km" numeric(5, 2) DEFAULT 3 NOT NULL,
	"served_pincodes" text[] DEFAULT '{}'::text[] NOT NULL,
	"opens_at" text,
	"closes_at" text,
	"is_open" boolean DEFAULT true NOT NULL,
	"riders_on_shift" integer DEFAULT 1 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_coordinates_check" CHECK (("stores"."latitude" is null) = ("stores"."longitude" is null)),
	CONSTRAINT "stores_radius_check" CHECK ("stores"."radius_km" > 0),
	CONSTRAINT "stores_riders_check" CHECK ("stores"."riders_on_shift" >= 0)
);
--> statement-breakpoint
-- Every shop has a default store: the one a shopper without a location sees, whose stock stays on the
-- product row. It has no location, so while no store has one it serves everywhere, as the shop did before.
INSERT INTO "stores" ("id", "code", "name", "is_default")
  VALUES (lpad(to_hex(extract(epoch FROM now())::bigint), 8, '0') || substr(md5(random()::text), 1, 16), 'main', 'Kirana', true);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_id" text;--> statement-breakpoint
UPDATE "orders" SET "store_id" = (SELECT "id" FROM "stores" WHERE "is_default");--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "store_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "eta_minutes" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_stock" ADD CONSTRAINT "store_stock_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_stock" ADD CONSTRAINT "store_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stores_code_key" ON "stores" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_one_default_key" ON "stores" USING btree ("is_default") WHERE "stores"."is_default";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_store_status_idx" ON "orders" USING btree ("store_id","status");--> statement-breakpoint
-- A store's stock changing changes what cached lists show of that product (plugins/catalogue-cache.ts).
CREATE FUNCTION "notify_store_stock_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changes', 'product:' || coalesce(NEW."product_id", OLD."product_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "store_stock_changed" AFTER INSERT OR UPDATE OR DELETE ON "store_stock" FOR EACH ROW EXECUTE FUNCTION "notify_store_stock_change"();
