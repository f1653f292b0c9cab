ALTER TABLE "bookings" DROP CONSTRAINT "bookings_money_nonnegative";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "late_fee_per_day_kobo" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "late_fee_per_day_kobo" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_late_fee_nonnegative" CHECK ("listings"."late_fee_per_day_kobo" >= 0);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_money_nonnegative" CHECK ("bookings"."price_per_day_kobo" >= 0 AND "bookings"."late_fee_per_day_kobo" >= 0 AND "bookings"."rental_kobo" >= 0 AND "bookings"."discount_kobo" >= 0 AND "bookings"."service_fee_kobo" >= 0 AND "bookings"."vat_kobo" >= 0 AND "bookings"."deposit_kobo" >= 0 AND "bookings"."total_kobo" >= 0 AND "bookings"."owner_commission_kobo" >= 0 AND "bookings"."owner_payout_kobo" >= 0);