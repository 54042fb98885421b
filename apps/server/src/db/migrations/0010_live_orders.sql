CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"store_id" text NOT NULL,
	"user_id" text NOT NULL,
	"rider_id" text,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_members" (
	"user_id" text NOT NULL,
	"store_id" text NOT NULL,
	CONSTRAINT "store_members_user_id_store_id_pk" PRIMARY KEY("user_id","store_id")
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rider_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_collected" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_members" ADD CONSTRAINT "store_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_members" ADD CONSTRAINT "store_members_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_store_idx" ON "order_events" USING btree ("store_id","id");--> statement-breakpoint
CREATE INDEX "order_events_user_idx" ON "order_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "order_events_rider_idx" ON "order_events" USING btree ("rider_id","id");--> statement-breakpoint
CREATE INDEX "store_members_store_idx" ON "store_members" USING btree ("store_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_rider_idx" ON "orders" USING btree ("rider_id","status");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('USER', 'ADMIN', 'STORE_STAFF', 'RIDER'));--> statement-breakpoint
-- Every new order and every change of its status, rider or total (an item the store did not have) becomes an event, in the writer's transaction, and
-- is announced (with the event itself) to every server process listening; clients resume from its id.
CREATE FUNCTION "record_order_event"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  event "order_events";
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."status" IS NOT DISTINCT FROM OLD."status"
     AND NEW."rider_id" IS NOT DISTINCT FROM OLD."rider_id" AND NEW."total_amt" = OLD."total_amt" THEN
    RETURN NULL;
  END IF;
  INSERT INTO "order_events" ("order_id", "store_id", "user_id", "rider_id", "status")
    VALUES (NEW."id", NEW."store_id", NEW."user_id", NEW."rider_id", NEW."status")
    RETURNING * INTO event;
  PERFORM pg_notify('order_events', json_build_object(
    'id', event."id", 'orderId', event."order_id", 'storeId', event."store_id", 'userId', event."user_id",
    'riderId', event."rider_id", 'status', event."status", 'at', event."at")::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_changed" AFTER INSERT OR UPDATE OF "status", "rider_id", "total_amt" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "record_order_event"();
