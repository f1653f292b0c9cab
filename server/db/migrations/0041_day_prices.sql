ALTER TABLE "listings" ADD COLUMN "weekend_price_kobo" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "weekend_days" smallint[] DEFAULT '{5,6,7}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "day_prices" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "day_prices" jsonb;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_weekend_price_positive" CHECK ("listings"."weekend_price_kobo" IS NULL OR "listings"."weekend_price_kobo" > 0);