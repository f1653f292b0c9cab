-- 'Near me' with each entry's id and coordinates (drizzle cannot declare INCLUDE, so this is written by hand): the
-- listings at one distance (a town's share its centre, thousands of them) are settled by id from the index alone, and a
-- walk nearest first reads no rows, where each of them was read from the table.
DROP INDEX "listings_pub_location_idx";--> statement-breakpoint
CREATE INDEX "listings_pub_location_idx" ON "listings" USING gist (point("longitude","latitude")) INCLUDE ("id","longitude","latitude") WHERE status = 'published' AND latitude IS NOT NULL;
