ALTER TABLE "users" ADD COLUMN "identity_attempts_allowed" integer;--> statement-breakpoint
ALTER TABLE "identity_checks" ADD COLUMN "flag_dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "identity_checks" ADD COLUMN "flag_dismissed_by" text;--> statement-breakpoint
CREATE INDEX "identity_checks_reused_idx" ON "identity_checks" USING btree ("created_at") WHERE flag = 'reused' and flag_dismissed_at is null;