-- Every review now belongs to a booking. The reviews before this migration were demo data with none (nobody could write
-- one): they go, and the ratings made of them with them; the demo seed writes its reviews of completed bookings (npm run db:seed -- --reset).
DELETE FROM "reviews";--> statement-breakpoint
UPDATE "listings" SET "rating_avg" = 0, "review_count" = 0 WHERE "review_count" <> 0 OR "rating_avg" <> 0;--> statement-breakpoint
UPDATE "users" SET "owner_rating_avg" = 0, "owner_review_count" = 0 WHERE "owner_review_count" <> 0 OR "owner_rating_avg" <> 0;--> statement-breakpoint
DROP INDEX "reviews_listing_idx";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "booking_id" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "subject_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "author_role" text NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_until" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_side_key" ON "reviews" USING btree ("booking_id","author_role");--> statement-breakpoint
CREATE INDEX "reviews_listing_published_idx" ON "reviews" USING btree ("listing_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE author_role = 'renter' AND published_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "reviews_subject_published_idx" ON "reviews" USING btree ("subject_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE published_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "reviews_hidden_idx" ON "reviews" USING btree ("hidden_until") WHERE published_at IS NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_role_known" CHECK ("reviews"."author_role" IN ('renter', 'owner'));