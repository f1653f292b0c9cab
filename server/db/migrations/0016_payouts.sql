CREATE TABLE "payout_lines" (
	"payout_id" bigint NOT NULL,
	"booking_id" bigint NOT NULL,
	"amount_kobo" bigint NOT NULL,
	CONSTRAINT "payout_lines_payout_id_booking_id_pk" PRIMARY KEY("payout_id","booking_id"),
	CONSTRAINT "payout_lines_positive" CHECK ("payout_lines"."amount_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" text NOT NULL,
	"reference" text NOT NULL,
	"provider" text NOT NULL,
	"recipient_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_last4" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"fee_kobo" bigint NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"transfer_code" text,
	"failure_reason" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payouts_amounts" CHECK ("payouts"."amount_kobo" > 0 AND "payouts"."fee_kobo" >= 0 AND "payouts"."fee_kobo" < "payouts"."amount_kobo"),
	CONSTRAINT "payouts_status_known" CHECK ("payouts"."status" IN ('pending', 'sending', 'sent', 'success', 'failed', 'reversed')),
	CONSTRAINT "payouts_trigger_known" CHECK ("payouts"."trigger" IN ('withdraw', 'run'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_recipients" (
	"recipient_code" text PRIMARY KEY NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_transfers" (
	"reference" text PRIMARY KEY NOT NULL,
	"transfer_code" text NOT NULL,
	"recipient_code" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settles_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "payout_id" bigint;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_lines_booking_idx" ON "payout_lines" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_reference_key" ON "payouts" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payouts_owner_idx" ON "payouts" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payouts_open_idx" ON "payouts" USING btree ("next_attempt_at") WHERE status IN ('pending', 'sending', 'sent');--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_payout_idx" ON "ledger_entries" USING btree ("payout_id") WHERE payout_id IS NOT NULL;