ALTER TABLE "password_resets" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "email" text;--> statement-breakpoint
UPDATE "password_resets" r SET "email" = u."email" FROM "users" u WHERE u."id" = r."user_id";--> statement-breakpoint
ALTER TABLE "password_resets" ALTER COLUMN "email" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "password_resets_email_idx" ON "password_resets" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "password_resets_expires_idx" ON "password_resets" USING btree ("expires_at");