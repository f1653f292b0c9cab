CREATE TYPE "public"."booking_actor" AS ENUM('renter', 'owner', 'system', 'admin');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('requested', 'awaiting_payment', 'confirmed', 'active', 'completed', 'declined', 'expired', 'cancelled');--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"booking_id" bigint NOT NULL,
	"from_status" "booking_status",
	"to_status" "booking_status" NOT NULL,
	"actor" "booking_actor" NOT NULL,
	"actor_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"listing_id" bigint NOT NULL,
	"renter_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"pickup_time" text NOT NULL,
	"units" integer NOT NULL,
	"status" "booking_status" NOT NULL,
	"days" integer NOT NULL,
	"price_per_day_kobo" integer NOT NULL,
	"rental_kobo" bigint NOT NULL,
	"discount_pct" smallint NOT NULL,
	"discount_kobo" bigint NOT NULL,
	"service_fee_kobo" bigint NOT NULL,
	"vat_kobo" bigint NOT NULL,
	"deposit_kobo" bigint NOT NULL,
	"total_kobo" bigint NOT NULL,
	"owner_commission_kobo" bigint NOT NULL,
	"owner_payout_kobo" bigint NOT NULL,
	"booking_mode" "booking_mode" NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_dates_order" CHECK ("bookings"."end_date" >= "bookings"."start_date"),
	CONSTRAINT "bookings_days_match" CHECK ("bookings"."days" = "bookings"."end_date" - "bookings"."start_date" + 1),
	CONSTRAINT "bookings_units_positive" CHECK ("bookings"."units" >= 1),
	CONSTRAINT "bookings_money_nonnegative" CHECK ("bookings"."price_per_day_kobo" >= 0 AND "bookings"."rental_kobo" >= 0 AND "bookings"."discount_kobo" >= 0 AND "bookings"."service_fee_kobo" >= 0 AND "bookings"."vat_kobo" >= 0 AND "bookings"."deposit_kobo" >= 0 AND "bookings"."total_kobo" >= 0 AND "bookings"."owner_commission_kobo" >= 0 AND "bookings"."owner_payout_kobo" >= 0)
);
--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_renter_id_users_id_fk" FOREIGN KEY ("renter_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","at");--> statement-breakpoint
CREATE INDEX "bookings_listing_status_dates_idx" ON "bookings" USING btree ("listing_id","status","start_date","end_date");--> statement-breakpoint
CREATE INDEX "bookings_renter_idx" ON "bookings" USING btree ("renter_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_owner_idx" ON "bookings" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_expires_idx" ON "bookings" USING btree ("expires_at") WHERE status IN ('requested', 'awaiting_payment');