CREATE TABLE "identity_checks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "identity_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"id_type" text NOT NULL,
	"id_last4" text NOT NULL,
	"id_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason_code" text,
	"reason" text,
	"id_sealed" text,
	"flag" text,
	"provider" text NOT NULL,
	"provider_ref" text,
	"provider_answer" jsonb,
	"verified_name" text,
	"verified_dob" text,
	"name_matches" boolean,
	"face_score" real,
	"selfie_key" text,
	"tries" integer DEFAULT 0 NOT NULL,
	"last_tried_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "identity_checks_status_known" CHECK ("identity_checks"."status" IN ('pending', 'review', 'verified', 'refused')),
	CONSTRAINT "identity_checks_type_known" CHECK ("identity_checks"."id_type" IN ('nin', 'drivers_licence', 'passport'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "id_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "identity_checks" ADD CONSTRAINT "identity_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_checks_user_idx" ON "identity_checks" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "identity_checks_verified_hash_key" ON "identity_checks" USING btree ("id_hash") WHERE status = 'verified';--> statement-breakpoint
CREATE INDEX "identity_checks_status_idx" ON "identity_checks" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "identity_checks_selfie_idx" ON "identity_checks" USING btree ("decided_at") WHERE selfie_key is not null;