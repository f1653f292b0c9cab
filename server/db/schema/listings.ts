// The catalogue and listings (server/features/catalogue, server/features/listings): categories, an owner's listings,
// their photos and the days their owner closed.
import { sql } from "drizzle-orm";
import { bigint, boolean, check, customType, date, doublePrecision, index, integer, jsonb, numeric, pgEnum, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { DayPriceRange } from "../../../core/day-prices";
import type { DeliveryTerms } from "../../../core/delivery";
import { users } from "./accounts";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const listingStatus = pgEnum("listing_status", [
  "draft",
  "published",
  "paused",
  "suspended",
  "deleted",
]);

export const bookingMode = pgEnum("booking_mode", ["instant", "request"]);

export const categories = pgTable("categories", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  /** The same three in Nigerian Pidgin, for /pcm pages and the API asked in pcm (features/catalogue/shown-names.ts). */
  namePcm: text("name_pcm").notNull(),
  titlePcm: text("title_pcm").notNull(),
  descriptionPcm: text("description_pcm").notNull(),
  icon: text("icon").notNull(),
  /** Two hex colours used by generated artwork and category tiles. */
  paletteFrom: text("palette_from").notNull(),
  paletteTo: text("palette_to").notNull(),
  position: smallint("position").notNull(),
  onHome: boolean("on_home").notNull().default(false),
});

export const subcategories = pgTable(
  "subcategories",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    /** The name in Nigerian Pidgin (features/catalogue/shown-names.ts). */
    namePcm: text("name_pcm").notNull(),
    icon: text("icon").notNull(),
    position: smallint("position").notNull(),
  },
  (t) => [uniqueIndex("subcategories_category_slug_key").on(t.categoryId, t.slug)],
);

export const listings = pgTable(
  "listings",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    subcategoryId: integer("subcategory_id").references(() => subcategories.id),
    // A draft is saved step by step (server/features/listings): until publishing, text may be empty and the price 0.
    title: text("title").notNull().default(""),
    description: text("description").notNull().default(""),
    /** Price per day in kobo (₦1 = 100 kobo); 0 only while a draft has none yet. */
    pricePerDayKobo: integer("price_per_day_kobo").notNull().default(0),
    /** Prices by day (issue 36, decision 054): the price on `weekendDays` (ISO weekdays) when set, and custom prices for date ranges. */
    weekendPriceKobo: integer("weekend_price_kobo"),
    weekendDays: smallint("weekend_days").array().notNull().default(sql`'{5,6,7}'::smallint[]`),
    dayPrices: jsonb("day_prices").$type<DayPriceRange[]>().notNull().default(sql`'[]'::jsonb`),
    /** Delivery and collection (issue 36, decision 058): null when the owner does not deliver (core/delivery.ts). */
    delivery: jsonb("delivery").$type<DeliveryTerms>(),
    weeklyDiscountPct: smallint("weekly_discount_pct").notNull().default(0),
    monthlyDiscountPct: smallint("monthly_discount_pct").notNull().default(0),
    units: integer("units").notNull().default(1),
    minDays: smallint("min_days").notNull().default(1),
    maxDays: smallint("max_days").notNull().default(30),
    /** Days a unit needs between two rentals (cleaning, servicing): held after each booking's end, 0–7 (issue 36). */
    turnaroundDays: smallint("turnaround_days").notNull().default(0),
    /** Late fee per day and unit in kobo, at most twice the daily price (core/late-returns.ts); null: the daily price. */
    lateFeePerDayKobo: integer("late_fee_per_day_kobo"),
    state: text("state").notNull().default(""),
    city: text("city").notNull().default(""),
    bookingMode: bookingMode("booking_mode").notNull().default("request"),
    /** Only renters whose identity is verified may book it (issue 37): on by default for vehicles and heavy equipment. */
    requiresVerifiedId: boolean("requires_verified_id").notNull().default(false),
    cautionDepositKobo: integer("caution_deposit_kobo").notNull().default(0),
    pickupNotes: text("pickup_notes").notNull().default(""),
    features: text("features").array().notNull().default(sql`'{}'::text[]`),
    included: text("included").array().notNull().default(sql`'{}'::text[]`),
    status: listingStatus("status").notNull().default("draft"),
    /** Denormalised from reviews so that lists can sort and show ratings without a join. */
    ratingAvg: numeric("rating_avg", { precision: 3, scale: 2 }).notNull().default("0"),
    reviewCount: integer("review_count").notNull().default(0),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')`,
    ),
    /** The title alone, so that search can rank title matches first with the planner knowing how many there are. */
    titleVector: tsvector("title_vector").generatedAlwaysAs(sql`to_tsvector('english', coalesce(title, ''))`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** Where the item is picked up (WGS 84 degrees): its city or area's centre from core/places, for 'Near me'. */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
  },
  (t) => [
    check("listings_price_positive", sql`${t.pricePerDayKobo} > 0 OR ${t.status} IN ('draft', 'deleted')`),
    check("listings_units_positive", sql`${t.units} >= 1`),
    check("listings_days_range", sql`${t.minDays} >= 1 AND ${t.maxDays} >= ${t.minDays}`),
    check("listings_turnaround_range", sql`${t.turnaroundDays} BETWEEN 0 AND 7`),
    check("listings_late_fee_nonnegative", sql`${t.lateFeePerDayKobo} >= 0`),
    check("listings_weekend_price_positive", sql`${t.weekendPriceKobo} IS NULL OR ${t.weekendPriceKobo} > 0`),
    check(
      "listings_discounts_range",
      sql`${t.weeklyDiscountPct} BETWEEN 0 AND 90 AND ${t.monthlyDiscountPct} BETWEEN 0 AND 90`,
    ),
    index("listings_search_idx").using("gin", t.searchVector),
    index("listings_title_search_idx").using("gin", t.titleVector),
    index("listings_owner_idx").on(t.ownerId),
    index("listings_pub_price_idx")
      .on(t.pricePerDayKobo, t.id)
      .where(sql`status = 'published'`),
    index("listings_pub_rating_idx")
      .on(t.ratingAvg.desc(), t.reviewCount.desc(), t.id.desc())
      .where(sql`status = 'published'`),
    index("listings_pub_newest_idx")
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`status = 'published'`),
    index("listings_pub_category_rating_idx")
      .on(t.categoryId, t.ratingAvg.desc(), t.reviewCount.desc(), t.id.desc())
      .where(sql`status = 'published'`),
    index("listings_pub_category_price_idx")
      .on(t.categoryId, t.pricePerDayKobo, t.id)
      .where(sql`status = 'published'`),
    index("listings_pub_subcategory_price_idx")
      .on(t.subcategoryId, t.pricePerDayKobo, t.id)
      .where(sql`status = 'published'`),
    index("listings_pub_state_price_idx")
      .on(t.state, t.pricePerDayKobo, t.id)
      .where(sql`status = 'published'`),
    // A word that names a subcategory in one state ('jeep' in Oyo): the two partial indexes above cannot be ANDed (the
    // planner will not combine indexes whose predicates overlap), so without this each match's row was read for its state.
    index("listings_pub_subcategory_state_idx")
      .on(t.subcategoryId, t.state)
      .where(sql`status = 'published'`),
    // Title words by price band ('generat#101'): a named word's title matches in price order find the cheapest (or dearest)
    // few through the bands up to a price instead of every listing priced below it (search/arms-page.ts). The functions
    // are created by migration 0034.
    index("listings_pub_title_bands_idx")
      .using("gin", sql`listing_title_bands(${t.titleVector}, ${t.pricePerDayKobo})`)
      .where(sql`status = 'published'`),
    check(
      "listings_coordinates_range",
      sql`(${t.latitude} IS NULL) = (${t.longitude} IS NULL) AND coalesce(${t.latitude} BETWEEN -90 AND 90 AND ${t.longitude} BETWEEN -180 AND 180, true)`,
    ),
    // 'Near me' walks this in distance order (point <-> point, a nearest-neighbour scan). Migration 0036 adds
    // INCLUDE (id, longitude, latitude), which drizzle cannot declare: distance pages and their ties read the index alone.
    index("listings_pub_location_idx")
      .using("gist", sql`point(${t.longitude}, ${t.latitude})`)
      .where(sql`status = 'published' AND latitude IS NOT NULL`),
    // A word that names subcategories, nearest first: each subcategory walked in distance order (search/distance-arms.ts).
    index("listings_pub_subcategory_location_idx")
      .using("gist", t.subcategoryId, sql`point(${t.longitude}, ${t.latitude})`)
      .where(sql`status = 'published' AND latitude IS NOT NULL`),
  ],
);

export const listingPhotos = pgTable(
  "listing_photos",
  {
    id: serial("id").primaryKey(),
    listingId: bigint("listing_id", { mode: "number" })
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    /** Key in media storage; variants are derived from it (see server/features/media). */
    storageKey: text("storage_key").notNull(),
    position: smallint("position").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    alt: text("alt").notNull().default(""),
  },
  (t) => [uniqueIndex("listing_photos_listing_position_key").on(t.listingId, t.position)],
);

/** Days an owner has closed a listing to bookings (ISO dates, Africa/Lagos); the booking rules treat them as taken. */
export const listingBlockedDates = pgTable(
  "listing_blocked_dates",
  {
    listingId: bigint("listing_id", { mode: "number" })
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.day] })],
);
