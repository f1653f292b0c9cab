-- Extensions used by search (pg_trgm: typo-tolerant matching) and bookings (btree_gist: exclusion constraints).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
