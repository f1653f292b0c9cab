// Process configuration from the environment, validated once at boot so that a bad setting fails fast.
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { tileUrlProblem, type MapTiles } from "../core/map-tiles";
import type { DatabaseTimeouts } from "./db/client";
import type { S3Options } from "./features/media/s3-storage";
import type { TermiiSettings } from "./features/sms/sms.service";

/** `NAME=` (as in .env.example) means "not set", not 0. */
const blankIsUnset = <T extends z.ZodType>(inner: T) => z.preprocess((v) => (v === "" ? undefined : v), inner);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATA_DIR: z.string().default("./data"),
  SEED_ON_EMPTY: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  WEB_CONCURRENCY: blankIsUnset(z.coerce.number().int().min(1).max(64).optional()),
  PAGE_CACHE_SECONDS: blankIsUnset(z.coerce.number().min(0).max(300).default(5)),
  AUTH_SECRET: blankIsUnset(z.string().min(32, "AUTH_SECRET must be at least 32 characters (e.g. openssl rand -base64 32)").optional()),
  TRUST_PROXY: blankIsUnset(
    z
      .enum(["true", "false"])
      .default("false")
      .transform((v) => v === "true"),
  ),
  PUBLIC_URL: blankIsUnset(z.url({ protocol: /^https?$/, error: "PUBLIC_URL must be an http(s) URL, e.g. https://haya.ng" }).optional()),
  SMTP_URL: blankIsUnset(z.url({ protocol: /^smtps?$/, error: "SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com" }).optional()),
  MAIL_FROM: blankIsUnset(
    z
      .string()
      .trim()
      .regex(/^([^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, "MAIL_FROM must be an address, e.g. Haya <no-reply@haya.ng>")
      .default("Haya <no-reply@haya.ng>"),
  ),
  TERMII_API_KEY: blankIsUnset(z.string().trim().min(10, "TERMII_API_KEY must be the API key from Termii's dashboard").optional()),
  TERMII_SENDER_ID: blankIsUnset(z.string().trim().regex(/^[A-Za-z0-9 ]{3,11}$/, "TERMII_SENDER_ID must be a registered sender ID: 3 to 11 letters or digits").default("Haya")),
  TERMII_BASE_URL: blankIsUnset(z.url({ protocol: /^https?$/, error: "TERMII_BASE_URL must be an http(s) URL, e.g. https://api.ng.termii.com" }).default("https://api.ng.termii.com")),
  TERMII_CHANNEL: blankIsUnset(z.enum(["dnd", "generic"], { error: "TERMII_CHANNEL must be dnd or generic" }).default("dnd")),
  DEV_OUTBOX: blankIsUnset(z.enum(["true", "false"]).optional()),
  S3_ENDPOINT: blankIsUnset(z.url({ protocol: /^https?$/, error: "S3_ENDPOINT must be an http(s) URL, e.g. https://s3.eu-west-1.amazonaws.com" }).optional()),
  S3_BUCKET: blankIsUnset(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens").optional()),
  S3_REGION: blankIsUnset(z.string().regex(/^[a-z0-9-]+$/, "S3_REGION must be a region name, e.g. us-east-1 (or auto for Cloudflare R2)").default("us-east-1")),
  S3_ACCESS_KEY_ID: blankIsUnset(z.string().optional()),
  S3_SECRET_ACCESS_KEY: blankIsUnset(z.string().optional()),
  S3_FORCE_PATH_STYLE: blankIsUnset(
    z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
  ),
  PAYSTACK_SECRET_KEY: blankIsUnset(z.string().regex(/^sk_(test|live)_\w+$/, "PAYSTACK_SECRET_KEY must be a Paystack secret key (sk_test_… or sk_live_…)").optional()),
  DOJAH_APP_ID: blankIsUnset(z.string().optional()),
  DOJAH_SECRET_KEY: blankIsUnset(z.string().optional()),
  DOJAH_BASE_URL: blankIsUnset(z.url({ protocol: /^https?$/, error: "DOJAH_BASE_URL must be an http(s) URL, e.g. https://api.dojah.io" }).default("https://api.dojah.io")),
  PAYSTACK_BASE_URL: blankIsUnset(z.url({ protocol: /^https?$/, error: "PAYSTACK_BASE_URL must be an http(s) URL, e.g. https://api.paystack.co" }).default("https://api.paystack.co")),
  MAX_OPEN_BOOKINGS_UNVERIFIED: blankIsUnset(z.coerce.number().int().min(0).max(1000).default(3)),
  MAX_OPEN_BOOKINGS: blankIsUnset(z.coerce.number().int().min(1).max(1000).default(10)),
  DB_STATEMENT_TIMEOUT_MS: blankIsUnset(z.coerce.number().int().min(100).max(600_000).default(4_000)),
  DB_LOCK_TIMEOUT_MS: blankIsUnset(z.coerce.number().int().min(100).max(600_000).default(3_000)),
  DB_CONNECT_TIMEOUT_MS: blankIsUnset(z.coerce.number().int().min(100).max(600_000).default(3_000)),
  METRICS_TOKEN: blankIsUnset(z.string().min(16, "METRICS_TOKEN must be at least 16 characters (e.g. openssl rand -hex 24)").optional()),
  SHUTDOWN_TIMEOUT_MS: blankIsUnset(z.coerce.number().int().min(0).max(120_000).default(10_000)),
  CALENDAR_ALLOW_LOOPBACK: blankIsUnset(
    z
      .enum(["true", "false"])
      .default("false")
      .transform((v) => v === "true"),
  ),
  MAP_TILE_URL: blankIsUnset(
    z
      .string()
      .superRefine((v, ctx) => {
        const problem = tileUrlProblem(v);
        if (problem) ctx.addIssue({ code: "custom", message: `MAP_TILE_URL ${problem}, e.g. https://tiles.example.ng/{z}/{x}/{y}.png` });
      })
      .optional(),
  ),
  MAP_TILE_ATTRIBUTION: blankIsUnset(z.string().trim().max(200).optional()),
  BACKUP_DIR: blankIsUnset(z.string().default("./backups")),
  BACKUP_KEEP: blankIsUnset(z.coerce.number().int().min(0).max(10_000).default(14)),
  // Ends in / so that it reads as a folder: "haya" + "originals/…" would not.
  S3_PREFIX: blankIsUnset(z.string().regex(/^([a-z0-9][a-z0-9_.-]*\/)+$/i, "S3_PREFIX must be a folder ending in /, e.g. haya/").optional()),
});

/** The bucket needs all four of these or none (photos stay in DATA_DIR); half a setting is a mistake to report at boot. */
const S3_REQUIRED = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

function s3Settings(c: z.infer<typeof schema>): S3Options | undefined {
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = c;
  if (endpoint && bucket && accessKeyId && secretAccessKey) {
    return { endpoint, bucket, region: c.S3_REGION, accessKeyId, secretAccessKey, forcePathStyle: c.S3_FORCE_PATH_STYLE, prefix: c.S3_PREFIX };
  }
  const missing = S3_REQUIRED.filter((name) => !c[name]);
  if (missing.length === S3_REQUIRED.length) return undefined;
  throw new Error(
    `Invalid configuration:\n  ${missing.join(", ")}: not set; photos go to a bucket only with all of S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or none of them, to keep them in DATA_DIR/media)`,
  );
}

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  seedOnEmpty: boolean;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  /** HTTP worker processes. The embedded database lives in one process, so it always gets one. */
  workers: number;
  /** How long a page rendered for a visitor without cookies may be served again (0 turns it off). */
  pageCacheSeconds: number;
  /** PUBLIC_URL as set: the site's public address (a second origin that forms may post from, behind a proxy). */
  publicUrl: string | undefined;
  /**
   * The one origin every link Haya sends or shares is built from (e-mails, payment returns, Open Graph): PUBLIC_URL, else
   * http://localhost:PORT. Never the request's Host or X-Forwarded-Host, which whoever sends the request chooses.
   */
  siteUrl: string;
  /** Key for session cookies' signatures and e-mail tokens; unset: generated once and kept in the database. */
  authSecret: string | undefined;
  /** Behind a load balancer or proxy: the client's address is the last X-Forwarded-For entry, not the socket's. */
  trustProxy: boolean;
  /** Session cookies get the Secure flag (production, and the end-to-end server that stands in for it). */
  secureCookies: boolean;
  /** Where e-mail goes; unset: into the outbox table instead (read at /dev/outbox). */
  smtpUrl: string | undefined;
  /** The From of every e-mail Haya sends. */
  mailFrom: string;
  /** TERMII_API_KEY (and TERMII_SENDER_ID, TERMII_BASE_URL, TERMII_CHANNEL): SMS go through Termii; unset: into the SMS outbox (/dev/outbox). */
  termii: TermiiSettings | undefined;
  /** Serve the /dev/outbox pages. Default: everywhere but production (the e2e server opts in). */
  devOutbox: boolean;
  /**
   * Serve the developer tools that change data (/dev/sweep: the bookings' timers as of another time; /dev/move: a party's move as of another time). Never in
   * production, whatever DEV_OUTBOX says; NODE_ENV=test is production's behaviour with these tools, for end-to-end tests.
   */
  devTools: boolean;
  /** Where photo originals go (S3_* settings); unset: DATA_DIR/media. Resized copies stay in DATA_DIR/media-cache either way. */
  s3: S3Options | undefined;
  /** Bookings one renter may have waiting for an owner's answer or a payment at once, before and after verifying their e-mail. */
  holds: { unverified: number; verified: number };
  /** PAYSTACK_SECRET_KEY (and PAYSTACK_BASE_URL): payments go to Paystack; unset: the in-app sandbox checkout. */
  paystack: { secretKey: string; baseUrl: string } | undefined;
  /** DOJAH_APP_ID and DOJAH_SECRET_KEY (and DOJAH_BASE_URL): identity checks go to Dojah; unset: the in-app sandbox (decision 059). */
  dojah: { appId: string; secretKey: string; baseUrl: string } | undefined;
  /** PostgreSQL's statement and lock timeouts and the pool's wait for a connection: past them a request gets a 503. */
  dbTimeouts: DatabaseTimeouts;
  /** On SIGTERM, how long requests in flight may take to finish before the process exits anyway. */
  shutdownMs: number;
  /** GET /metrics answers only with `Authorization: Bearer <this>`; unset: /metrics is not served (404). */
  metricsToken: string | undefined;
  /**
   * Tests only (CALENDAR_ALLOW_LOOPBACK): imported calendars may also be fetched over http from this machine (127.0.0.1,
   * ::1), where the end-to-end tests serve theirs. Refused in production; other private addresses stay refused anyway.
   */
  calendarAllowLoopback: boolean;
  /** `npm run backup`: the folder backups go in (BACKUP_DIR), and how many of them it keeps there (BACKUP_KEEP; 0: all). */
  backups: { dir: string; keep: number };
  /** MAP_TILE_URL (and MAP_TILE_ATTRIBUTION, the credit its data asks for): the results map's tiles; unset: no tiles. */
  mapTiles: MapTiles | undefined;
};

/** A tile server's data comes with terms: its credit is required with it, never guessed. */
function mapTileSettings(c: z.infer<typeof schema>): MapTiles | undefined {
  if (!c.MAP_TILE_URL) return undefined;
  if (!c.MAP_TILE_ATTRIBUTION)
    throw new Error("Invalid configuration:\n  MAP_TILE_ATTRIBUTION: not set; with MAP_TILE_URL it is required (the credit the tiles' terms ask for), e.g. © OpenStreetMap contributors");
  return { url: c.MAP_TILE_URL, attribution: c.MAP_TILE_ATTRIBUTION };
}

/**
 * Real payments need the site's own address: Paystack sends renters back to it and Haya must never build that link from
 * a request's Host header, which a client chooses.
 */
function paystackSettings(c: z.infer<typeof schema>): Config["paystack"] {
  if (!c.PAYSTACK_SECRET_KEY) return undefined;
  if (!c.PUBLIC_URL)
    throw new Error(
      "Invalid configuration:\n  PUBLIC_URL: not set; with PAYSTACK_SECRET_KEY it is required (renters come back from Paystack to it), e.g. https://haya.ng",
    );
  if (c.PAYSTACK_SECRET_KEY.startsWith("sk_live_")) {
    // Real money: never beside made-up people and listings, never over plain http.
    if (c.SEED_ON_EMPTY)
      throw new Error(
        "Invalid configuration:\n  SEED_ON_EMPTY: true with a live PAYSTACK_SECRET_KEY; real payments must never meet the demo catalogue: set SEED_ON_EMPTY=false (or use an sk_test_ key)",
      );
    if (!c.PUBLIC_URL.startsWith("https://"))
      throw new Error("Invalid configuration:\n  PUBLIC_URL: must be https:// with a live PAYSTACK_SECRET_KEY (card payments and session cookies over plain http are refused)");
  }
  return { secretKey: c.PAYSTACK_SECRET_KEY, baseUrl: c.PAYSTACK_BASE_URL };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  if (c.CALENDAR_ALLOW_LOOPBACK && c.NODE_ENV === "production")
    throw new Error("Invalid configuration:\n  CALENDAR_ALLOW_LOOPBACK: true is for tests only; in production Haya never fetches a calendar from this machine or its network");
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    dataDir: path.resolve(c.DATA_DIR),
    seedOnEmpty: c.SEED_ON_EMPTY,
    logLevel: c.LOG_LEVEL,
    pageCacheSeconds: c.NODE_ENV === "development" ? 0 : c.PAGE_CACHE_SECONDS,
    publicUrl: c.PUBLIC_URL ? new URL(c.PUBLIC_URL).origin : undefined,
    siteUrl: c.PUBLIC_URL ? new URL(c.PUBLIC_URL).origin : `http://localhost:${c.PORT}`,
    authSecret: c.AUTH_SECRET,
    trustProxy: c.TRUST_PROXY,
    secureCookies: c.NODE_ENV !== "development",
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    termii: c.TERMII_API_KEY ? { apiKey: c.TERMII_API_KEY, senderId: c.TERMII_SENDER_ID, baseUrl: c.TERMII_BASE_URL, channel: c.TERMII_CHANNEL } : undefined,
    devOutbox: c.DEV_OUTBOX ? c.DEV_OUTBOX === "true" : c.NODE_ENV !== "production",
    devTools: c.NODE_ENV !== "production",
    s3: s3Settings(c),
    holds: { unverified: c.MAX_OPEN_BOOKINGS_UNVERIFIED, verified: c.MAX_OPEN_BOOKINGS },
    paystack: paystackSettings(c),
    dojah: c.DOJAH_APP_ID && c.DOJAH_SECRET_KEY ? { appId: c.DOJAH_APP_ID, secretKey: c.DOJAH_SECRET_KEY, baseUrl: c.DOJAH_BASE_URL } : undefined,
    dbTimeouts: { statementMs: c.DB_STATEMENT_TIMEOUT_MS, lockMs: c.DB_LOCK_TIMEOUT_MS, connectMs: c.DB_CONNECT_TIMEOUT_MS },
    shutdownMs: c.SHUTDOWN_TIMEOUT_MS,
    metricsToken: c.METRICS_TOKEN,
    calendarAllowLoopback: c.CALENDAR_ALLOW_LOOPBACK,
    backups: { dir: path.resolve(c.BACKUP_DIR), keep: c.BACKUP_KEEP },
    mapTiles: mapTileSettings(c),
    workers: c.DATABASE_URL && c.NODE_ENV !== "development" ? (c.WEB_CONCURRENCY ?? os.availableParallelism()) : 1,
  };
}
