CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT word FROM ts_stat($$SELECT to_tsvector('simple', title || ' ' || description) FROM listings WHERE status = 'published'$$)
WHERE word ~ '^[a-z]{3,}$'
ON CONFLICT DO NOTHING;
