CREATE TABLE "cart_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"listing_id" bigint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"pickup_time" text NOT NULL,
	"units" integer NOT NULL,
	"price_per_day_kobo" integer NOT NULL,
	"total_kobo" bigint NOT NULL,
	"booking_mode" "booking_mode" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_dates_order" CHECK ("cart_lines"."end_date" >= "cart_lines"."start_date"),
	CONSTRAINT "cart_lines_units_positive" CHECK ("cart_lines"."units" >= 1)
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_user_listing_dates_key" ON "cart_lines" USING btree ("user_id","listing_id","start_date","end_date");--> statement-breakpoint
CREATE INDEX "cart_lines_listing_idx" ON "cart_lines" USING btree ("listing_id");