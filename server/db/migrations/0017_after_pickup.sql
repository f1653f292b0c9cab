CREATE TABLE "booking_extensions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_extensions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"booking_id" bigint NOT NULL,
	"from_end_date" date NOT NULL,
	"to_end_date" date NOT NULL,
	"days" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"rental_kobo" bigint NOT NULL,
	"service_fee_kobo" bigint NOT NULL,
	"vat_kobo" bigint NOT NULL,
	"total_kobo" bigint NOT NULL,
	"owner_commission_kobo" bigint NOT NULL,
	"owner_payout_kobo" bigint NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_extensions_days" CHECK ("booking_extensions"."days" = "booking_extensions"."to_end_date" - "booking_extensions"."from_end_date" AND "booking_extensions"."days" > 0),
	CONSTRAINT "booking_extensions_status_known" CHECK ("booking_extensions"."status" IN ('requested', 'awaiting_payment', 'paid', 'declined', 'expired', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "booking_photos" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"booking_id" bigint NOT NULL,
	"user_id" text NOT NULL,
	"stage" text NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_photos_stage_known" CHECK ("booking_photos"."stage" IN ('pickup', 'return', 'claim', 'claim_answer'))
);
--> statement-breakpoint
CREATE TABLE "deposit_claims" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"booking_id" bigint NOT NULL,
	"owner_id" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer_by" timestamp with time zone NOT NULL,
	"answer" text,
	"answer_text" text,
	"answered_at" timestamp with time zone,
	"settled_amount_kobo" bigint,
	"decided_by" text,
	"decision_note" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_claims_amount_positive" CHECK ("deposit_claims"."amount_kobo" > 0),
	CONSTRAINT "deposit_claims_status_known" CHECK ("deposit_claims"."status" IN ('open', 'disputed', 'settled'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "extension_id" bigint;--> statement-breakpoint
ALTER TABLE "booking_extensions" ADD CONSTRAINT "booking_extensions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_photos" ADD CONSTRAINT "booking_photos_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_photos" ADD CONSTRAINT "booking_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_claims" ADD CONSTRAINT "deposit_claims_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_claims" ADD CONSTRAINT "deposit_claims_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_extensions_booking_idx" ON "booking_extensions" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_extensions_open_key" ON "booking_extensions" USING btree ("booking_id") WHERE status IN ('requested', 'awaiting_payment');--> statement-breakpoint
CREATE INDEX "booking_photos_booking_idx" ON "booking_photos" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_claims_booking_key" ON "deposit_claims" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "deposit_claims_open_idx" ON "deposit_claims" USING btree ("answer_by") WHERE status = 'open';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_extension_id_booking_extensions_id_fk" FOREIGN KEY ("extension_id") REFERENCES "public"."booking_extensions"("id") ON DELETE restrict ON UPDATE no action;