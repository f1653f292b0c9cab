CREATE TABLE "listing_blocked_dates" (
	"listing_id" bigint NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "listing_blocked_dates_listing_id_day_pk" PRIMARY KEY("listing_id","day")
);
--> statement-breakpoint
ALTER TABLE "listings" DROP CONSTRAINT "listings_price_positive";--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "title" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "description" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "price_per_day_kobo" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "state" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "city" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "listing_blocked_dates" ADD CONSTRAINT "listing_blocked_dates_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_price_positive" CHECK ("listings"."price_per_day_kobo" > 0 OR "listings"."status" IN ('draft', 'deleted'));