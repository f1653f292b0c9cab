DROP INDEX "listings_title_trgm_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce(title, ''))) STORED;--> statement-breakpoint
CREATE INDEX "listings_title_search_idx" ON "listings" USING gin ("title_vector");--> statement-breakpoint
CREATE INDEX "listings_pub_category_rating_idx" ON "listings" USING btree ("category_id","rating_avg" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'published';