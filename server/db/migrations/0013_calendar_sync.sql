CREATE TABLE "calendar_feeds" (
	"listing_id" bigint PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_import_days" (
	"import_id" bigint NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "calendar_import_days_import_id_day_pk" PRIMARY KEY("import_id","day")
);
--> statement-breakpoint
CREATE TABLE "calendar_imports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"listing_id" bigint NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"fetched_at" timestamp with time zone,
	"synced_at" timestamp with time zone,
	"next_fetch_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_imports_status_known" CHECK ("calendar_imports"."status" IN ('pending', 'ok', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_import_days" ADD CONSTRAINT "calendar_import_days_import_id_calendar_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."calendar_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_imports" ADD CONSTRAINT "calendar_imports_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_key" ON "calendar_feeds" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_imports_listing_url_key" ON "calendar_imports" USING btree ("listing_id","url");--> statement-breakpoint
CREATE INDEX "calendar_imports_due_idx" ON "calendar_imports" USING btree ("next_fetch_at");--> statement-breakpoint
CREATE VIEW "public"."listing_closed_days" AS (select listing_id, day from listing_blocked_dates union select i.listing_id, d.day from calendar_import_days d join calendar_imports i on i.id = d.import_id);