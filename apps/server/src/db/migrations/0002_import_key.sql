ALTER TABLE "products" ADD COLUMN "external_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "products_external_key_key" ON "products" USING btree ("external_key");