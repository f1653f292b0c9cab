ALTER TABLE "users" ADD COLUMN "owner_rating_avg" numeric(3, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "owner_review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "users" u SET "owner_rating_avg" = s.avg, "owner_review_count" = s.n
FROM (SELECT l.owner_id, round(avg(rv.rating)::numeric, 2) AS avg, count(*)::int AS n
      FROM "reviews" rv JOIN "listings" l ON l.id = rv.listing_id
      WHERE l.status = 'published' GROUP BY l.owner_id) s
WHERE u.id = s.owner_id;
