ALTER TABLE "bookings" DROP CONSTRAINT "bookings_money_nonnegative";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "delivery" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "fulfilment" text DEFAULT 'pickup' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "delivery_address" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "delivery_window" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "delivery_km" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "delivery_fee_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "fulfilment" text DEFAULT 'pickup' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "delivery_address" jsonb;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "delivery_window" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_fulfilment" CHECK (("bookings"."fulfilment" = 'pickup' AND "bookings"."delivery_address" IS NULL) OR ("bookings"."fulfilment" = 'delivery' AND "bookings"."delivery_address" IS NOT NULL AND "bookings"."delivery_window" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_money_nonnegative" CHECK ("bookings"."price_per_day_kobo" >= 0 AND "bookings"."late_fee_per_day_kobo" >= 0 AND "bookings"."rental_kobo" >= 0 AND "bookings"."discount_kobo" >= 0 AND "bookings"."service_fee_kobo" >= 0 AND "bookings"."vat_kobo" >= 0 AND "bookings"."deposit_kobo" >= 0 AND "bookings"."delivery_fee_kobo" >= 0 AND "bookings"."total_kobo" >= 0 AND "bookings"."owner_commission_kobo" >= 0 AND "bookings"."owner_payout_kobo" >= 0);