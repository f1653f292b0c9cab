ALTER TABLE "listings" ADD COLUMN "requires_verified_id" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Vehicles and heavy equipment require an ID-verified renter by default (issue 37, core/verified-id.ts); their owners may turn it off.
UPDATE "listings" SET "requires_verified_id" = true WHERE "category_id" IN (SELECT "id" FROM "categories" WHERE "slug" IN ('vehicles', 'trucks', 'heavy-machinery'));
