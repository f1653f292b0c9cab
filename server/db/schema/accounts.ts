// Accounts (server/features/accounts): people, their sign-in, two-factor secrets, API tokens and SMS codes, and the
// attempt counters and generated secrets every process shares.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, numeric, pgEnum, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

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
    /** When the person's identity was verified (features/identity): set on a verified check, the one thing 'ID verified' reads. */
    idVerifiedAt: timestamp("id_verified_at", { withTimezone: true }),
    /** The identity checks the person may make in all before an operator must look (features/identity); null: the first 5. An operator's 'Allow 5 more attempts' raises it. */
    identityAttemptsAllowed: integer("identity_attempts_allowed"),
    /** Set while the person is banned by an operator: no sign-in, no session, listings hidden. */
    bannedAt: timestamp("banned_at", { withTimezone: true }),
    /** The language their texts and e-mails are written in (en, pcm): the last one they chose on the site (/language). */
    language: text("language").notNull().default("en"),
    /** Their data saver: the smallest photos and no prefetching on every phone they sign in on (as Save-Data asks). */
    dataSaver: boolean("data_saver").notNull().default(false),
    banReason: text("ban_reason"),
    /** user; or an operator on the admin side: support (people, listings, messages) or admin (also money and roles). */
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
 * The devices a person has signed in with (issue 37, item 5): a browser and system in words that stay the same across
 * updates ("Chrome|Android", features/accounts/sessions.ts's deviceKey). A sign-in from one not here e-mails the person;
 * their first sign-in (joining) only records it.
 */
export const knownDevices = pgTable(
  "known_devices",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    device: text("device").notNull(),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.device] })],
);
