// Haya's database schema (PostgreSQL dialect, shared by PGlite and PostgreSQL servers).
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  pgView,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { BOOKING_STATUSES } from "../../core/booking-states";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const listingStatus = pgEnum("listing_status", [
  "draft",
  "published",
  "paused",
  "suspended",
  "deleted",
]);
export const bookingMode = pgEnum("booking_mode", ["instant", "request"]);
export const businessStatus = pgEnum("business_status", ["unverified", "pending", "verified"]);

/** People: every account can rent and list. Column names follow better-auth's user model. */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    phone: text("phone"),
    /**
     * The mobile number the person proved with an SMS code (E.164, +234…): where booking SMS go, and how they may sign
     * in with a code. Only set once verified; one account at a time (a number proved on another account moves there).
     * Named as better-auth's phone-number plugin names it.
     */
    phoneNumber: text("phone_number"),
    phoneNumberVerified: boolean("phone_number_verified").notNull().default(false),
    state: text("state"),
    city: text("city"),
    bio: text("bio"),
    businessName: text("business_name"),
    cacNumber: text("cac_number"),
    /** E.164 (+234…), the number renters call about the business. */
    businessPhone: text("business_phone"),
    businessStatus: businessStatus("business_status").notNull().default("unverified"),
    /** The CAC certificate the business uploaded with its request (private storage key; operators only). */
    businessCertificateKey: text("business_certificate_key"),
    /** Why an operator turned the last request down (shown on /business), and when a request was decided. */
    businessRejectionReason: text("business_rejection_reason"),
    businessDecidedAt: timestamp("business_decided_at", { withTimezone: true }),
    /** Set while the person is banned by an operator: no sign-in, no session, listings hidden. */
    bannedAt: timestamp("banned_at", { withTimezone: true }),
    /** The language their texts and e-mails are written in (en, pcm): the last one they chose on the site (/language). */
    language: text("language").notNull().default("en"),
    /** Their data saver: the smallest photos and no prefetching on every phone they sign in on (as Save-Data asks). */
    dataSaver: boolean("data_saver").notNull().default(false),
    banReason: text("ban_reason"),
    /** user; or an operator of the console: support (people, listings, messages) or admin (also money and roles). */
    role: text("role").notNull().default("user"),
    /** better-auth's two-factor plugin: a verified authenticator app is required at sign-in (operators must have one). */
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    /** Set when the person deleted their account: the row stays (anonymised) for listings and reviews that name it. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** As an owner: average of the published renter reviews of their published listings, kept by refreshRatings (catalogue.repo.ts). */
    ownerRatingAvg: numeric("owner_rating_avg", { precision: 3, scale: 2 }).notNull().default("0"),
    ownerReviewCount: integer("owner_review_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(sql`lower(${t.email})`),
    uniqueIndex("users_phone_number_key").on(t.phoneNumber),
    index("users_operators_idx").on(t.role).where(sql`role <> 'user'`),
    check("users_role_known", sql`${t.role} IN ('user', 'support', 'admin')`),
    check("users_language_known", sql`${t.language} IN ('en', 'pcm')`),
  ],
);

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
    weeklyDiscountPct: smallint("weekly_discount_pct").notNull().default(0),
    monthlyDiscountPct: smallint("monthly_discount_pct").notNull().default(0),
    units: integer("units").notNull().default(1),
    minDays: smallint("min_days").notNull().default(1),
    maxDays: smallint("max_days").notNull().default(30),
    state: text("state").notNull().default(""),
    city: text("city").notNull().default(""),
    bookingMode: bookingMode("booking_mode").notNull().default("request"),
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
    check(
      "listings_coordinates_range",
      sql`(${t.latitude} IS NULL) = (${t.longitude} IS NULL) AND coalesce(${t.latitude} BETWEEN -90 AND 90 AND ${t.longitude} BETWEEN -180 AND 180, true)`,
    ),
    // 'Near me' walks this in distance order (point <-> point, a nearest-neighbour scan).
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

/**
 * Two-way reviews of a completed booking (server/features/reviews): the renter's of the listing and its owner
 * (`author_role` renter, subject the owner), the owner's of the renter (`owner`, subject the renter); one per side.
 * Blind until both have written or the window closes: `published_at` stays null until then, `hidden_until` is the
 * window's end (14 days after completion), when the reviews sweep publishes what was written. Ratings count published
 * renter reviews only.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    bookingId: bigint("booking_id", { mode: "number" })
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    listingId: bigint("listing_id", { mode: "number" })
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The reviewed person: the owner for a renter's review, the renter for an owner's. */
    subjectId: text("subject_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    authorRole: text("author_role").notNull(),
    rating: smallint("rating").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The review window's end (the booking's completion + 14 days): no review after it, and it publishes then. */
    hiddenUntil: timestamp("hidden_until", { withTimezone: true }).notNull(),
    /** Null while hidden; set when the other side has written too, or by the sweep once `hidden_until` passes. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** The reviewed person's one public reply. */
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
  },
  (t) => [
    check("reviews_rating_range", sql`${t.rating} BETWEEN 1 AND 5`),
    check("reviews_author_role_known", sql`${t.authorRole} IN ('renter', 'owner')`),
    uniqueIndex("reviews_booking_side_key").on(t.bookingId, t.authorRole),
    index("reviews_listing_published_idx")
      .on(t.listingId, t.publishedAt.desc(), t.id.desc())
      .where(sql`author_role = 'renter' AND published_at IS NOT NULL`),
    index("reviews_subject_published_idx")
      .on(t.subjectId, t.publishedAt.desc(), t.id.desc())
      .where(sql`published_at IS NOT NULL`),
    index("reviews_hidden_idx")
      .on(t.hiddenUntil)
      .where(sql`published_at IS NULL`),
    index("reviews_rating_idx").on(t.rating, t.createdAt.desc()),
  ],
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

/** Words of published listings, for "did you mean" when a search matches nothing (a trigram lookup). */
export const searchWords = pgTable(
  "search_words",
  { word: text("word").primaryKey() },
  (t) => [index("search_words_trgm_idx").using("gin", t.word.op("gin_trgm_ops"))],
);

export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  id: serial("id").primaryKey(),
  /** Stored lower-cased so that the same address is only ever stored once. */
  email: text("email").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  topic: text("topic").notNull(),
  message: text("message").notNull(),
  source: text("source").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** open until an operator marks it done (with or without a reply by e-mail). */
  status: text("status").notNull().default("open"),
  repliedAt: timestamp("replied_at", { withTimezone: true }),
  doneAt: timestamp("done_at", { withTimezone: true }),
});

// ── Accounts: better-auth's session, account and verification models (server/features/accounts/auth.ts) ──

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    /** The random part of the session cookie; the cookie also carries an HMAC of it. */
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Sliding: pushed forward while the session is used (inactivity limit). */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    /** The absolute limit counts from here. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Sign-in methods of a user; Haya has one, "credential" (e-mail + password hash). */
export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("accounts_user_idx").on(t.userId)],
);

/** Single-use tokens: password resets (and e-mail changes). */
export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/**
 * Personal API tokens (server/features/accounts/api-tokens.service.ts): a script's credential for /api/v1, limited to
 * its scopes. Only the SHA-256 of the secret is kept; `prefix` is its first characters, for the owner to recognise it.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Hex SHA-256 of the whole secret (haya_pat_…); the secret itself is shown once and never stored. */
    tokenHash: text("token_hash").notNull(),
    prefix: text("prefix").notNull(),
    scopes: text("scopes").array().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute per token, not on every request. */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("api_tokens_hash_key").on(t.tokenHash), index("api_tokens_user_idx").on(t.userId)],
);

/**
 * Fixed-window attempt counters shared by every server process (server/features/accounts/rate-limit.ts). UNLOGGED (set by
 * migration 0015; Drizzle has no word for it): no write-ahead log, so a counter's commit waits for no disk flush, and a
 * database crash only resets the counters (decision 015).
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/** Secrets generated at first start when none is configured, shared by every process (e.g. the session HMAC key). */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** E-mails kept instead of sent when no SMTP_URL is set; readable at /dev/outbox outside production. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** Extra headers the e-mail was sent with (List-Unsubscribe, List-Unsubscribe-Post), as SMTP would have. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_to_idx").on(sql`lower(${t.to})`, t.id.desc())],
);

/** Text messages kept instead of sent when no SMS gateway (TERMII_API_KEY) is set; readable at /dev/outbox outside production. */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sms_outbox_to_idx").on(t.to, t.id.desc())],
);

/** Text messages already delivered (to the gateway or the outbox), by the key of the job that sent them, as mail_deliveries. */
export const smsDeliveries = pgTable("sms_deliveries", {
  key: text("key").primaryKey(),
  deliveredAt: timestamp("delivered_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Six-digit codes sent by SMS: to prove a number on an account (`verify`, with the account) or to sign in with it
 * (`sign_in`). Only an HMAC of the code is kept; a code expires, dies after 5 wrong tries, works once, and a newer code
 * for the same number and purpose ends the older ones (server/features/accounts/phone.ts).
 */
export const phoneCodes = pgTable(
  "phone_codes",
  {
    id: serial("id").primaryKey(),
    phone: text("phone").notNull(),
    purpose: text("purpose").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    attempts: smallint("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("phone_codes_phone_idx").on(t.phone, t.purpose, t.id.desc()),
    check("phone_codes_purpose_known", sql`${t.purpose} IN ('verify', 'sign_in')`),
  ],
);

/**
 * E-mails already delivered (to SMTP or the outbox), by the key of the job that sent them: a job retried after a crash,
 * or run twice, finds its key here and does not send again (server/features/mail/mail.service.ts).
 */
export const mailDeliveries = pgTable("mail_deliveries", {
  key: text("key").primaryKey(),
  deliveredAt: timestamp("delivered_at", { withTimezone: true }).notNull().defaultNow(),
});

// ── Bookings (server/features/bookings): a renter's hold on a listing's units for a range of days ──

/** The state machine's states (core/booking-states.ts), in its order. */
export const bookingStatus = pgEnum("booking_status", BOOKING_STATUSES);
export const bookingActor = pgEnum("booking_actor", ["renter", "owner", "system", "admin"]);

/**
 * One booking: dates (Africa/Lagos, end inclusive), units, and the quote frozen when it was made, in whole kobo. Amounts
 * are bigint: a week of an event hall at ₦5,000,000 a day is already past int4's 2,147,483,647 kobo.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    listingId: bigint("listing_id", { mode: "number" })
      .notNull()
      .references(() => listings.id, { onDelete: "restrict" }),
    renterId: text("renter_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** The listing's owner, copied so that owners' lists need no join. */
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    pickupTime: text("pickup_time").notNull(),
    units: integer("units").notNull(),
    status: bookingStatus("status").notNull(),
    days: integer("days").notNull(),
    pricePerDayKobo: integer("price_per_day_kobo").notNull(),
    rentalKobo: bigint("rental_kobo", { mode: "number" }).notNull(),
    discountPct: smallint("discount_pct").notNull(),
    discountKobo: bigint("discount_kobo", { mode: "number" }).notNull(),
    serviceFeeKobo: bigint("service_fee_kobo", { mode: "number" }).notNull(),
    vatKobo: bigint("vat_kobo", { mode: "number" }).notNull(),
    depositKobo: bigint("deposit_kobo", { mode: "number" }).notNull(),
    totalKobo: bigint("total_kobo", { mode: "number" }).notNull(),
    ownerCommissionKobo: bigint("owner_commission_kobo", { mode: "number" }).notNull(),
    ownerPayoutKobo: bigint("owner_payout_kobo", { mode: "number" }).notNull(),
    /** As the listing was when booked: instant bookings start awaiting payment, requests wait for the owner. */
    bookingMode: bookingMode("booking_mode").notNull(),
    /** The current state's deadline (owner's answer, renter's payment); null when the state has none. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** Set when the booking is cancelled: what the renter gets back (refunds.ts) and who cancelled. */
    refundKobo: bigint("refund_kobo", { mode: "number" }),
    cancelledBy: bookingActor("cancelled_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("bookings_dates_order", sql`${t.endDate} >= ${t.startDate}`),
    check("bookings_days_match", sql`${t.days} = ${t.endDate} - ${t.startDate} + 1`),
    check("bookings_units_positive", sql`${t.units} >= 1`),
    check(
      "bookings_money_nonnegative",
      sql`${t.pricePerDayKobo} >= 0 AND ${t.rentalKobo} >= 0 AND ${t.discountKobo} >= 0 AND ${t.serviceFeeKobo} >= 0 AND ${t.vatKobo} >= 0 AND ${t.depositKobo} >= 0 AND ${t.totalKobo} >= 0 AND ${t.ownerCommissionKobo} >= 0 AND ${t.ownerPayoutKobo} >= 0`,
    ),
    // The hold check (bookings.repo.ts) reads a listing's bookings by status and dates.
    index("bookings_listing_status_dates_idx").on(t.listingId, t.status, t.startDate, t.endDate),
    index("bookings_renter_idx").on(t.renterId, t.createdAt.desc()),
    index("bookings_owner_idx").on(t.ownerId, t.createdAt.desc()),
    // The sweeper's work list: bookings waiting on someone, by deadline.
    index("bookings_expires_idx")
      .on(t.expiresAt)
      .where(sql`status IN ('requested', 'awaiting_payment')`),
    // The pick-up reminders' work list (notifications.sweep): confirmed bookings by their first day.
    index("bookings_confirmed_start_idx").on(t.startDate).where(sql`status = 'confirmed'`),
  ],
);

/** A booking's status history: one row per transition, including its creation (from_status null). */
export const bookingEvents = pgTable(
  "booking_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    bookingId: bigint("booking_id", { mode: "number" })
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    fromStatus: bookingStatus("from_status"),
    toStatus: bookingStatus("to_status").notNull(),
    actor: bookingActor("actor").notNull(),
    /** The user who acted; null for the system (sweeper, webhooks). */
    actorId: text("actor_id"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    note: text("note").notNull().default(""),
  },
  (t) => [index("booking_events_booking_idx").on(t.bookingId, t.at)],
);

// ── Payments (server/features/payments): checkouts with a provider, refunds, and the double-entry ledger ──

export const paymentStatus = pgEnum("payment_status", ["initialized", "success", "failed", "abandoned", "flagged"]);
export const refundStatus = pgEnum("refund_status", ["pending", "sending", "sent", "processed", "failed"]);

/** One checkout attempt: a unique reference given to the provider, for the booking's total as frozen when it started. */
export const payments = pgTable(
  "payments",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    bookingId: bigint("booking_id", { mode: "number" })
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    /** "sandbox" or "paystack". */
    provider: text("provider").notNull(),
    reference: text("reference").notNull(),
    /**
     * The provider's reference of the charge when it paid several bookings at once (a cart's checkout: one payment, a
     * row per booking with its own part); null when the charge is this payment's own `reference`.
     */
    chargeReference: text("charge_reference"),
    amountKobo: bigint("amount_kobo", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default("NGN"),
    status: paymentStatus("status").notNull().default("initialized"),
    /** A success that confirmed its booking; false for one that arrived after the booking ended (refunded in full). */
    applied: boolean("applied").notNull().default(false),
    providerTransactionId: text("provider_transaction_id"),
    /** Set when this payment is for an extension of the booking (its extra days), not for the booking itself. */
    extensionId: bigint("extension_id", { mode: "number" }).references(() => bookingExtensions.id, { onDelete: "restrict" }),
    /** Why a payment was flagged (amount or currency not what was asked), for a person to review. */
    note: text("note").notNull().default(""),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payments_reference_idx").on(t.reference),
    index("payments_charge_reference_idx").on(t.chargeReference).where(sql`${t.chargeReference} is not null`),
    index("payments_booking_idx").on(t.bookingId),
    check("payments_amount_nonnegative", sql`${t.amountKobo} >= 0`),
  ],
);

/** Every webhook and verification heard from a provider, as received: the audit trail of what moved a payment. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text("provider").notNull(),
    /** "webhook" or "verify". */
    source: text("source").notNull(),
    eventType: text("event_type").notNull(),
    reference: text("reference"),
    paymentId: bigint("payment_id", { mode: "number" }).references(() => payments.id, { onDelete: "restrict" }),
    /** SHA-256 of the raw body: the same delivery heard twice has the same hash. */
    bodyHash: text("body_hash"),
    payload: text("payload").notNull(),
    /** What Haya did with it (applied, unchanged, ignored, flagged…). */
    outcome: text("outcome").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_events_reference_idx").on(t.reference, t.receivedAt)],
);

/**
 * Money owed back to a renter, from one payment: a cancellation's refund (refunds.ts), a payment that came too late, or
 * a completed booking's caution deposit (DAMAGE_CLAIM_HOURS after the return; at most one per booking).
 */
export const refunds = pgTable(
  "refunds",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    bookingId: bigint("booking_id", { mode: "number" })
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    paymentId: bigint("payment_id", { mode: "number" })
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    /** "cancellation", "late_payment" or "deposit" (the caution deposit of a completed booking). */
    reason: text("reason").notNull(),
    amountKobo: bigint("amount_kobo", { mode: "number" }).notNull(),
    status: refundStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    providerRefundId: text("provider_refund_id"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("refunds_booking_idx").on(t.bookingId),
    index("refunds_payment_idx").on(t.paymentId),
    index("refunds_due_idx").on(t.nextAttemptAt).where(sql`status IN ('pending', 'sending', 'failed')`),
    // A booking's deposit is owed once, however many sweepers find it at once.
    uniqueIndex("refunds_deposit_idx").on(t.bookingId).where(sql`reason = 'deposit'`),
    check("refunds_amount_positive", sql`${t.amountKobo} > 0`),
    check("refunds_reason_known", sql`${t.reason} IN ('cancellation', 'late_payment', 'deposit')`),
  ],
);

/**
 * The double-entry ledger: one row per account touched by a posting (journal), signed kobo, every journal summing to
 * zero (features/payments/ledger.ts is the one writer). Positive = money in or owed to Haya's side of that account.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    journalId: text("journal_id").notNull(),
    /** What the posting records: payment, late_payment, refund_owed, refund_paid, refund_returned. */
    kind: text("kind").notNull(),
    account: text("account").notNull(),
    amountKobo: bigint("amount_kobo", { mode: "number" }).notNull(),
    bookingId: bigint("booking_id", { mode: "number" })
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    paymentId: bigint("payment_id", { mode: "number" }).references(() => payments.id, { onDelete: "restrict" }),
    refundId: bigint("refund_id", { mode: "number" }).references(() => refunds.id, { onDelete: "restrict" }),
    payoutId: bigint("payout_id", { mode: "number" }).references(() => payouts.id, { onDelete: "restrict" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ledger_entries_journal_idx").on(t.journalId),
    index("ledger_entries_payout_idx").on(t.payoutId).where(sql`payout_id IS NOT NULL`),
    index("ledger_entries_booking_idx").on(t.bookingId),
    check("ledger_entries_amount_nonzero", sql`${t.amountKobo} <> 0`),
  ],
);

/**
 * Where a person's payouts go (features/payouts): one Nigerian bank account each, its name as the bank resolved it, and
 * the provider's transfer recipient made for it. The full number is shown only on its owner's own form.
 */
export const payoutAccounts = pgTable(
  "payout_accounts",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The provider that made the recipient (sandbox or paystack): a recipient is only good with its own provider. */
    provider: text("provider").notNull(),
    bankCode: text("bank_code").notNull(),
    bankName: text("bank_name").notNull(),
    accountNumber: text("account_number").notNull(),
    /** As the bank gave it when the account was resolved (never typed by the person). */
    accountName: text("account_name").notNull(),
    recipientCode: text("recipient_code").notNull(),
    /** After a change of account, no payout is sent before this instant (the owner is e-mailed meanwhile); null: none held. */
    payoutsHeldUntil: timestamp("payouts_held_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("payout_accounts_nuban", sql`${t.accountNumber} ~ '^[0-9]{10}$'`)],
);

/**
 * Money sent to an owner's bank account by transfer (features/payouts): the owner's available balance when it was made,
 * less the transfer fee, to the payout account of that moment. `reference` is Haya's, and the provider's idempotency key.
 */
export const payouts = pgTable(
  "payouts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    reference: text("reference").notNull(),
    provider: text("provider").notNull(),
    recipientCode: text("recipient_code").notNull(),
    bankName: text("bank_name").notNull(),
    accountLast4: text("account_last4").notNull(),
    /** What leaves the owner's balance: the transfer plus its fee. */
    amountKobo: bigint("amount_kobo", { mode: "number" }).notNull(),
    feeKobo: bigint("fee_kobo", { mode: "number" }).notNull(),
    /** "withdraw" (the owner's button) or "run" (the daily payout run). */
    trigger: text("trigger").notNull(),
    /** pending → sending → sent (accepted, awaiting the outcome) → success | failed; success → reversed. */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    transferCode: text("transfer_code"),
    /** Why a payout failed or was reversed, as its owner is told it; the last provider error while it is retried. */
    failureReason: text("failure_reason"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payouts_reference_key").on(t.reference),
    index("payouts_owner_idx").on(t.ownerId, t.createdAt.desc()),
    index("payouts_open_idx").on(t.nextAttemptAt).where(sql`status IN ('pending', 'sending', 'sent')`),
    check("payouts_amounts", sql`${t.amountKobo} > 0 AND ${t.feeKobo} >= 0 AND ${t.feeKobo} < ${t.amountKobo}`),
    check("payouts_status_known", sql`${t.status} IN ('pending', 'sending', 'sent', 'success', 'failed', 'reversed')`),
    check("payouts_trigger_known", sql`${t.trigger} IN ('withdraw', 'run')`),
  ],
);

/** Which bookings' money a payout carries, and how much of each. */
export const payoutLines = pgTable(
  "payout_lines",
  {
    payoutId: bigint("payout_id", { mode: "number" })
      .notNull()
      .references(() => payouts.id, { onDelete: "restrict" }),
    bookingId: bigint("booking_id", { mode: "number" })
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    amountKobo: bigint("amount_kobo", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.payoutId, t.bookingId] }), index("payout_lines_booking_idx").on(t.bookingId), check("payout_lines_positive", sql`${t.amountKobo} > 0`)],
);

/** The sandbox transfer provider's own records (what Paystack keeps on its side): recipients and transfers. */
export const sandboxRecipients = pgTable("sandbox_recipients", {
  recipientCode: text("recipient_code").primaryKey(),
  bankCode: text("bank_code").notNull(),
  accountNumber: text("account_number").notNull(),
});

export const sandboxTransfers = pgTable("sandbox_transfers", {
  reference: text("reference").primaryKey(),
  transferCode: text("transfer_code").notNull(),
  recipientCode: text("recipient_code").notNull(),
  amountKobo: bigint("amount_kobo", { mode: "number" }).notNull(),
  /** What the transfer will come to (success, failed, or reversed after a success), decided by the recipient's number. */
  outcome: text("outcome").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** Until then, verify answers pending. */
  settlesAt: timestamp("settles_at", { withTimezone: true }).notNull(),
});

// ── After the pick-up (features/bookings, features/claims): condition photos, deposit claims, extensions ──

/**
 * Condition photos of a booking, added by its renter or owner: at pick-up and at return (the evidence of a claim), with
 * a claim, and with the renter's answer to it. Stored as listing photos are (media storage key and size).
 */
export const bookingPhotos = pgTable(
  "booking_photos",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    bookingId: bigint("booking_id", { mode: "number" })
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** pickup, return, claim (the owner's, with a deposit claim) or claim_answer (the renter's, with their answer). */
    stage: text("stage").notNull(),
    storageKey: text("storage_key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("booking_photos_booking_idx").on(t.bookingId, t.createdAt),
    check("booking_photos_stage_known", sql`${t.stage} IN ('pickup', 'return', 'claim', 'claim_answer')`),
  ],
);

/**
 * An owner's claim on a completed booking's caution deposit (at most one per booking), made within DAMAGE_CLAIM_HOURS
 * of the return: the renter accepts or disputes it within CLAIM_ANSWER_HOURS; no answer counts as accepted; a dispute
 * waits for an operator's decision. Settled: the amount decided goes to the owner, the rest of the deposit back.
 */
export const depositClaims = pgTable(
  "deposit_claims",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    bookingId: bigint("booking_id", { mode: "number" })
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    amountKobo: bigint("amount_kobo", { mode: "number" }).notNull(),
    description: text("description").notNull(),
    /** open (waiting for the renter), disputed (waiting for an operator), settled. */
    status: text("status").notNull().default("open"),
    answerBy: timestamp("answer_by", { withTimezone: true }).notNull(),
    /** accepted, disputed, or lapsed (no answer in time); null while open. */
    answer: text("answer"),
    answerText: text("answer_text"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** What the owner gets in the end: the claim, or what an operator decided. */
    settledAmountKobo: bigint("settled_amount_kobo", { mode: "number" }),
    decidedBy: text("decided_by"),
    decisionNote: text("decision_note"),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("deposit_claims_booking_key").on(t.bookingId),
    index("deposit_claims_open_idx").on(t.answerBy).where(sql`status = 'open'`),
    check("deposit_claims_amount_positive", sql`${t.amountKobo} > 0`),
    check("deposit_claims_status_known", sql`${t.status} IN ('open', 'disputed', 'settled')`),
  ],
);

/**
 * A renter's request to keep an active booking longer: new days after its end, quoted like a booking (no deposit), held
 * from the owner's acceptance until paid or the payment window runs out, then part of the booking.
 */
export const bookingExtensions = pgTable(
  "booking_extensions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    bookingId: bigint("booking_id", { mode: "number" })
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    /** The booking's end date when asked, and the one asked for. */
    fromEndDate: date("from_end_date", { mode: "string" }).notNull(),
    toEndDate: date("to_end_date", { mode: "string" }).notNull(),
    days: integer("days").notNull(),
    /** requested, awaiting_payment, paid, declined, expired, withdrawn. */
    status: text("status").notNull().default("requested"),
    rentalKobo: bigint("rental_kobo", { mode: "number" }).notNull(),
    serviceFeeKobo: bigint("service_fee_kobo", { mode: "number" }).notNull(),
    vatKobo: bigint("vat_kobo", { mode: "number" }).notNull(),
    totalKobo: bigint("total_kobo", { mode: "number" }).notNull(),
    ownerCommissionKobo: bigint("owner_commission_kobo", { mode: "number" }).notNull(),
    ownerPayoutKobo: bigint("owner_payout_kobo", { mode: "number" }).notNull(),
    /** The owner's answer, then the payment, are due by this instant. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("booking_extensions_booking_idx").on(t.bookingId),
    // One extension waiting at a time per booking.
    uniqueIndex("booking_extensions_open_key").on(t.bookingId).where(sql`status IN ('requested', 'awaiting_payment')`),
    check("booking_extensions_days", sql`${t.days} = ${t.toEndDate} - ${t.fromEndDate} AND ${t.days} > 0`),
    check("booking_extensions_status_known", sql`${t.status} IN ('requested', 'awaiting_payment', 'paid', 'declined', 'expired', 'withdrawn')`),
  ],
);

/** The sandbox provider's own record of its charges (what a real provider keeps on its side). */
export const sandboxCharges = pgTable(
  "sandbox_charges",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    reference: text("reference").notNull(),
    amountKobo: bigint("amount_kobo", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default("NGN"),
    /** pending (page not answered yet), success or failed. */
    status: text("status").notNull().default("pending"),
    refundedKobo: bigint("refunded_kobo", { mode: "number" }).notNull().default(0),
    email: text("email").notNull(),
    callbackUrl: text("callback_url").notNull(),
    webhookUrl: text("webhook_url").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("sandbox_charges_reference_idx").on(t.reference),
    check("sandbox_charges_amounts", sql`${t.amountKobo} >= 0 AND ${t.refundedKobo} >= 0 AND ${t.refundedKobo} <= ${t.amountKobo}`),
  ],
);

// ── Calendar sync (server/features/calendars): a listing's iCal feed out, its owner's other calendars in ──

/**
 * The secret address of a listing's iCal feed (`/calendar/<token>.ics`): 256 random bits, kept as they are so that the
 * owner can copy the address again; a new token (regenerating the link) replaces the old one, which then answers 404.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    listingId: bigint("listing_id", { mode: "number" })
      .primaryKey()
      .references(() => listings.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("calendar_feeds_token_key").on(t.token)],
);

/** An owner's external iCal address whose events close the listing's days (their own calendar, another platform). */
export const calendarImports = pgTable(
  "calendar_imports",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    listingId: bigint("listing_id", { mode: "number" })
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    url: text("url").notNull(),
    /** pending (never fetched yet), ok (the last fetch was read), failed (the last fetch was not; its days are kept). */
    status: text("status").notNull().default("pending"),
    /** Why the last fetch failed, as the owner is told it; null after a success. */
    error: text("error"),
    /** The last fetch, successful or not, and the last successful one. */
    fetchedAt: timestamp("fetched_at", { withTimezone: true }),
    syncedAt: timestamp("synced_at", { withTimezone: true }),
    /** When the refresh sweep fetches it next (calendars.jobs.ts). */
    nextFetchAt: timestamp("next_fetch_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("calendar_imports_listing_url_key").on(t.listingId, t.url),
    index("calendar_imports_due_idx").on(t.nextFetchAt),
    check("calendar_imports_status_known", sql`${t.status} IN ('pending', 'ok', 'failed')`),
  ],
);

/**
 * The days an imported calendar closes, as its last successful fetch gave them (today and the year ahead): kept apart
 * from the owner's own blocked days, so that a refresh replaces exactly what that calendar gave. The booking rules treat
 * them as blocked.
 */
export const calendarImportDays = pgTable(
  "calendar_import_days",
  {
    importId: bigint("import_id", { mode: "number" })
      .notNull()
      .references(() => calendarImports.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.day] })],
);

/**
 * Every day a listing is closed to bookings: blocked by its owner or by one of their imported calendars. The booking
 * rules (bookings.repo.ts findClash) and the item page's calendar read this, so the two kinds of day can never differ there.
 * `union all`: a day closed both ways appears twice (readers ask whether a day is closed, or select distinct), and the
 * planner can push a listing's id into each branch's index — a plain `union` is deduplicated first, so a search with
 * dates hashed every closed day of the range (100,000 at a million listings) before its first row.
 */
export const listingClosedDays = pgView("listing_closed_days", {
  listingId: bigint("listing_id", { mode: "number" }).notNull(),
  day: date("day", { mode: "string" }).notNull(),
}).as(
  sql`select listing_id, day from listing_blocked_dates union all select i.listing_id, d.day from calendar_import_days d join calendar_imports i on i.id = d.import_id`,
);

/**
 * A conversation between a renter and an owner about one listing: the renter's questions before booking (booking_id
 * null, at most one per renter and listing) or one booking's own (at most one per booking). Unread counters and the
 * last e-mail reminder are kept per side so the inbox needs no count over messages.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    listingId: bigint("listing_id", { mode: "number" })
      .notNull()
      .references(() => listings.id, { onDelete: "restrict" }),
    bookingId: bigint("booking_id", { mode: "number" }).references(() => bookings.id, { onDelete: "restrict" }),
    renterId: text("renter_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last message's first characters (masked as its readers see it), for the inbox. */
    lastMessagePreview: text("last_message_preview").notNull().default(""),
    renterUnread: integer("renter_unread").notNull().default(0),
    ownerUnread: integer("owner_unread").notNull().default(0),
    /** When each side was last e-mailed about unread messages here (at most one e-mail an hour). */
    renterEmailedAt: timestamp("renter_emailed_at", { withTimezone: true }),
    ownerEmailedAt: timestamp("owner_emailed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("conversations_booking_key").on(t.bookingId).where(sql`booking_id IS NOT NULL`),
    uniqueIndex("conversations_inquiry_key").on(t.listingId, t.renterId).where(sql`booking_id IS NULL`),
    index("conversations_renter_idx").on(t.renterId, t.lastMessageAt.desc(), t.id.desc()),
    index("conversations_owner_idx").on(t.ownerId, t.lastMessageAt.desc(), t.id.desc()),
    check("conversations_two_people", sql`${t.renterId} <> ${t.ownerId}`),
  ],
);

/** One message: its text as written (masked when read, while the two have no confirmed booking) and its photos. */
export const messages = pgTable(
  "messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: bigint("conversation_id", { mode: "number" })
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: text("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    body: text("body").notNull(),
    /** True when the text holds a phone number, e-mail address or account number (masked until a confirmed booking). */
    hasContact: boolean("has_contact").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("messages_conversation_idx").on(t.conversationId, t.id.desc())],
);

/** Photos sent with a message (the private photo pipeline's WebP sizes under storage_key). */
export const messagePhotos = pgTable(
  "message_photos",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    messageId: bigint("message_id", { mode: "number" })
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
  },
  (t) => [index("message_photos_message_idx").on(t.messageId)],
);

/** A person who blocked another: neither can message the other while it stands. */
export const userBlocks = pgTable(
  "user_blocks",
  {
    blockerId: text("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: text("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index("user_blocks_blocked_idx").on(t.blockedId),
    check("user_blocks_not_self", sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/** A report of a person, listing or message, waiting for an operator (the operator console's queue). */
export const reports = pgTable(
  "reports",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** user, listing or message. */
    subjectKind: text("subject_kind").notNull(),
    /** The reported user's id, or the listing's or message's id as text. */
    subjectId: text("subject_id").notNull(),
    /** The person the report is about (the listing's owner, the message's sender), for the queue. */
    subjectUserId: text("subject_user_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason").notNull(),
    details: text("details").notNull().default(""),
    /** open, then resolved or dismissed by an operator. */
    status: text("status").notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    /** The operator who closed it, and what they did or why not. */
    resolvedBy: text("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolution: text("resolution"),
  },
  (t) => [
    index("reports_open_idx").on(t.createdAt).where(sql`status = 'open'`),
    uniqueIndex("reports_once_key").on(t.reporterId, t.subjectKind, t.subjectId).where(sql`status = 'open'`),
    check("reports_subject_known", sql`${t.subjectKind} IN ('user', 'listing', 'message')`),
    check("reports_status_known", sql`${t.status} IN ('open', 'resolved', 'dismissed')`),
  ],
);

/**
 * An in-app notification: what happened (kind), words and a link for the bell and /notifications. `key` makes fan-out
 * idempotent: a retried event (a webhook, a job) writes its notification once.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    /** Which messages the title and body are, with their inputs, to say them in the reader's language (notifications.words.ts). */
    words: jsonb("words").$type<{ title?: { id: string; inputs: Record<string, string> }; body?: { id: string; inputs: Record<string, string> } }>(),
    link: text("link").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("notifications_key").on(t.userId, t.key),
    // Newest first by when it happened (the demo's replayed history writes rows out of date order).
    index("notifications_user_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    index("notifications_unread_idx").on(t.userId).where(sql`read_at IS NULL`),
  ],
);

/** A person's choice, per notification kind, of whether it also comes by e-mail (no row: the kind's default). */
export const notificationPrefs = pgTable(
  "notification_prefs",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    email: boolean("email").notNull(),
    /** By SMS too, for the kinds that can go by SMS (core/notifications.ts); null: the default (on, once a number is verified). */
    sms: boolean("sms"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** better-auth's two-factor plugin: a person's authenticator secret and recovery codes (both encrypted by better-auth). */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** False between 'set up' and the first code that proves the app has the secret. */
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [uniqueIndex("two_factors_user_key").on(t.userId)],
);

/**
 * What operators did and which private data they looked at: who, what, when, before → after, why. Appended only: the
 * database refuses to change or delete a row (migration 0020's trigger), so the app cannot rewrite its own record.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null for the command line (`npm run admin`), which has no person signed in. */
    actorId: text("actor_id").references(() => users.id, { onDelete: "restrict" }),
    /** The actor's role at the time (support, admin), or 'system' for the command line. */
    actorRole: text("actor_role").notNull(),
    /** What was done, e.g. role.grant, business.approve, listing.suspend, booking.view. */
    action: text("action").notNull(),
    subjectKind: text("subject_kind").notNull(),
    subjectId: text("subject_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    reason: text("reason").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("audit_log_subject_idx").on(t.subjectKind, t.subjectId, t.createdAt.desc()),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt.desc()),
  ],
);

/** Searches made per Lagos day (browse and the API, first pages only): the dashboard's search-to-booking conversion. */
export const searchDays = pgTable("search_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  searches: integer("searches").notNull().default(0),
});

/** A listing a person saved with the heart (cards, item page); listed at /saved, newest first. */
export const favourites = pgTable(
  "favourites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listingId: bigint("listing_id", { mode: "number" })
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId] }), index("favourites_user_created_idx").on(t.userId, t.createdAt.desc())],
);

/**
 * A line of a signed-in person's cart (features/cart): a listing, dates, pick-up time and units, as a booking would be
 * asked for, and the price per day, total and booking mode it was added at, so that a changed price or a listing that
 * turned from request to instant booking is shown before checkout rather than charged. One line per listing and dates: adding the same again replaces its time and units.
 */
export const cartLines = pgTable(
  "cart_lines",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listingId: bigint("listing_id", { mode: "number" })
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    pickupTime: text("pickup_time").notNull(),
    units: integer("units").notNull(),
    pricePerDayKobo: integer("price_per_day_kobo").notNull(),
    totalKobo: bigint("total_kobo", { mode: "number" }).notNull(),
    bookingMode: bookingMode("booking_mode").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cart_lines_user_listing_dates_key").on(t.userId, t.listingId, t.startDate, t.endDate),
    index("cart_lines_listing_idx").on(t.listingId),
    check("cart_lines_dates_order", sql`${t.endDate} >= ${t.startDate}`),
    check("cart_lines_units_positive", sql`${t.units} >= 1`),
  ],
);

/**
 * A search a person saved from browse ('Save this search'). New listings matching it are emailed at most once a day:
 * those published after `seen_through`, which each alert moves forward, so a listing is announced once.
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The browse URL's query string, normalised (known keys in a fixed order, no cursor or page). */
    query: text("query").notNull(),
    /** How the search reads in /saved and in its email, e.g. 'jeep in Ibadan, 28-29 Nov'. */
    label: text("label").notNull(),
    alerts: boolean("alerts").notNull().default(true),
    /** Listings published up to this instant have been seen (or announced). */
    seenThrough: timestamp("seen_through", { withTimezone: true }).notNull().defaultNow(),
    lastAlertedAt: timestamp("last_alerted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("saved_searches_user_query_key").on(t.userId, t.query),
    index("saved_searches_user_created_idx").on(t.userId, t.createdAt.desc()),
  ],
);

/** How often each search text (lower-cased, spaces collapsed) found something: the header's popular suggestions. */
export const searchQueries = pgTable(
  "search_queries",
  {
    query: text("query").primaryKey(),
    searches: integer("searches").notNull().default(0),
    lastSearchedAt: timestamp("last_searched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("search_queries_prefix_idx").on(t.query.op("text_pattern_ops"), t.searches.desc())],
);
