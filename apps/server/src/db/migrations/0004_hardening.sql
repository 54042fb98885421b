CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
CREATE INDEX "rate_limits_expires_idx" ON "rate_limits" USING btree ("expires_at");--> statement-breakpoint
-- Earlier versions let one shopper hold several card checkouts at once: keep the newest of each, cancel the
-- others and put their stock back, so that the one-pending-checkout index below can be built.
WITH ranked AS (
	SELECT "id", row_number() OVER (PARTITION BY "user_id" ORDER BY "created_at" DESC, "id" DESC) AS n
	FROM "orders" WHERE "status" = 'pending_payment'
), released AS (
	UPDATE "orders" SET "status" = 'cancelled', "payment_status" = 'failed', "reservation_expires_at" = NULL,
		"cancel_reason" = 'replaced', "updated_at" = now(),
		"status_history" = "status_history" || jsonb_build_array(jsonb_build_object('status', 'cancelled',
			'at', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
	WHERE "id" IN (SELECT "id" FROM ranked WHERE n > 1)
	RETURNING "id"
)
UPDATE "products" p SET "stock" = p."stock" + returned.quantity
FROM (
	SELECT i."product_id", sum(i."quantity")::integer AS quantity
	FROM "order_items" i JOIN released r ON r."id" = i."order_id" GROUP BY i."product_id"
) returned
WHERE p."id" = returned."product_id";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_pending_payment_key" ON "orders" USING btree ("user_id") WHERE "orders"."status" = 'pending_payment';