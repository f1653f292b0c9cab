-- A listing's price band: 8 a factor of e, each about 13 % wide (₦3,000–₦3,399 is one), from 0 (1 kobo) to 171.
CREATE FUNCTION "listing_price_band"(price integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN floor(ln(greatest(price, 1)) * 8)::integer;--> statement-breakpoint
-- Each word of a title with the listing's price band ('generat#101'): what listings_pub_title_bands_idx holds.
CREATE FUNCTION "listing_title_bands"(title tsvector, price integer) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN array(SELECT lexeme || '#' || public.listing_price_band(price) FROM unnest(tsvector_to_array(title)) AS lexeme);--> statement-breakpoint
-- The keys of the words of `words` (English, as title_vector) in every band from `low`'s to `high`'s. A search passes
-- constants, so the planner computes the array once and reads the index's statistics for it. Parallel unsafe on purpose:
-- a few hundred rows never pay for a worker, and a misjudged count of them must not start two.
CREATE FUNCTION "listing_title_band_keys"(words text, low integer, high integer) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL UNSAFE STRICT
  RETURN array(SELECT lexeme || '#' || band FROM unnest(tsvector_to_array(to_tsvector('english', words))) AS lexeme,
    generate_series(public.listing_price_band(low), public.listing_price_band(high)) AS band);--> statement-breakpoint
CREATE INDEX "listings_pub_title_bands_idx" ON "listings" USING gin (listing_title_bands("title_vector", "price_per_day_kobo")) WHERE status = 'published';
