CREATE TABLE "booking_late_fees" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_late_fees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"booking_id" bigint NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"late_days" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_late_fees_amount_positive" CHECK ("booking_late_fees"."amount_kobo" > 0),
	CONSTRAINT "booking_late_fees_status_known" CHECK ("booking_late_fees"."status" IN ('requested', 'paid', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "late_fee_id" bigint;--> statement-breakpoint
ALTER TABLE "booking_late_fees" ADD CONSTRAINT "booking_late_fees_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_late_fees_booking_idx" ON "booking_late_fees" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_late_fees_open_key" ON "booking_late_fees" USING btree ("booking_id") WHERE status = 'requested';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_late_fee_id_booking_late_fees_id_fk" FOREIGN KEY ("late_fee_id") REFERENCES "public"."booking_late_fees"("id") ON DELETE restrict ON UPDATE no action;