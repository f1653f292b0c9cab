import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("configuration", () => {
  it("uses the defaults when nothing is set, and one process on the embedded database", () => {
    const c = loadConfig({ NODE_ENV: "production" });
    expect(c).toMatchObject({ port: 3000, databaseUrl: undefined, workers: 1, pageCacheSeconds: 5, publicUrl: undefined, smtpUrl: undefined, mailFrom: "Haya <no-reply@haya.ng>", devOutbox: false });
  });

  it("treats blank settings (NAME= as in .env.example) as unset", () => {
    const c = loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://db/haya", WEB_CONCURRENCY: "", PAGE_CACHE_SECONDS: "", PUBLIC_URL: "", SMTP_URL: "", MAIL_FROM: "", DEV_OUTBOX: "" });
    expect(c.workers).toBe(os.availableParallelism());
    expect(c.pageCacheSeconds).toBe(5);
    expect(c.publicUrl).toBeUndefined();
    expect(c).toMatchObject({ smtpUrl: undefined, mailFrom: "Haya <no-reply@haya.ng>", devOutbox: false });
  });

  it("runs WEB_CONCURRENCY workers on PostgreSQL, never in development", () => {
    expect(loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://db/haya", WEB_CONCURRENCY: "3" }).workers).toBe(3);
    expect(loadConfig({ NODE_ENV: "development", DATABASE_URL: "postgres://db/haya", WEB_CONCURRENCY: "3" }).workers).toBe(1);
    expect(loadConfig({ NODE_ENV: "production", WEB_CONCURRENCY: "3" }).workers).toBe(1);
  });

  it("keeps only the origin of PUBLIC_URL and refuses what is not an http(s) URL", () => {
    expect(loadConfig({ PUBLIC_URL: "https://haya.ng/some/path" }).publicUrl).toBe("https://haya.ng");
    expect(() => loadConfig({ PUBLIC_URL: "haya.ng" })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: "javascript:alert(1)" })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ WEB_CONCURRENCY: "0", DATABASE_URL: "postgres://db/haya" })).toThrow(/WEB_CONCURRENCY/);
  });

  it("sends texts through Termii only with TERMII_API_KEY, from a sender ID and channel Termii takes", () => {
    expect(loadConfig({}).termii).toBeUndefined();
    expect(loadConfig({ TERMII_API_KEY: "TLabcdefghijklmnop" }).termii).toEqual({ apiKey: "TLabcdefghijklmnop", senderId: "Haya", baseUrl: "https://api.ng.termii.com", channel: "dnd" });
    expect(loadConfig({ TERMII_API_KEY: "TLabcdefghijklmnop", TERMII_SENDER_ID: "HayaNG", TERMII_CHANNEL: "generic" }).termii).toMatchObject({ senderId: "HayaNG", channel: "generic" });
    expect(() => loadConfig({ TERMII_API_KEY: "TLabcdefghijklmnop", TERMII_SENDER_ID: "Haya Rentals Nigeria" })).toThrow(/TERMII_SENDER_ID/);
    expect(() => loadConfig({ TERMII_API_KEY: "TLabcdefghijklmnop", TERMII_CHANNEL: "whatsapp" })).toThrow(/TERMII_CHANNEL/);
    expect(() => loadConfig({ TERMII_API_KEY: "TLabcdefghijklmnop", TERMII_BASE_URL: "ftp://termii" })).toThrow(/TERMII_BASE_URL/);
  });

  it("sends mail over SMTP_URL only when it is an smtp(s) URL, from a MAIL_FROM that is one address", () => {
    expect(loadConfig({ SMTP_URL: "smtps://user:secret@smtp.example.com:465" }).smtpUrl).toBe("smtps://user:secret@smtp.example.com:465");
    expect(loadConfig({ SMTP_URL: "smtp://127.0.0.1:2525" }).smtpUrl).toBe("smtp://127.0.0.1:2525");
    expect(() => loadConfig({ SMTP_URL: "https://smtp.example.com" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: "smtp.example.com" })).toThrow(/SMTP_URL/);
    expect(loadConfig({ MAIL_FROM: "bookings@haya.ng" }).mailFrom).toBe("bookings@haya.ng");
    expect(() => loadConfig({ MAIL_FROM: "Haya" })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ MAIL_FROM: "Haya\r\nBcc: x@example.com <no-reply@haya.ng>" })).toThrow(/MAIL_FROM/);
  });

  it("fetches imported calendars from this machine only when a test server asks, never in production", () => {
    expect(loadConfig({ NODE_ENV: "production" }).calendarAllowLoopback).toBe(false);
    expect(loadConfig({ NODE_ENV: "test", CALENDAR_ALLOW_LOOPBACK: "true" }).calendarAllowLoopback).toBe(true);
    expect(loadConfig({ NODE_ENV: "development", CALENDAR_ALLOW_LOOPBACK: "" }).calendarAllowLoopback).toBe(false);
    expect(() => loadConfig({ NODE_ENV: "production", CALENDAR_ALLOW_LOOPBACK: "true" })).toThrow(/CALENDAR_ALLOW_LOOPBACK: true is for tests only/);
    expect(() => loadConfig({ CALENDAR_ALLOW_LOOPBACK: "yes" })).toThrow(/CALENDAR_ALLOW_LOOPBACK/);
  });

  it("serves the dev outbox outside production, and in production only when DEV_OUTBOX=true", () => {
    expect(loadConfig({ NODE_ENV: "development" }).devOutbox).toBe(true);
    expect(loadConfig({ NODE_ENV: "test" }).devOutbox).toBe(true);
    expect(loadConfig({ NODE_ENV: "production" }).devOutbox).toBe(false);
    // The outbox setting turns on the outbox and nothing else: no tool that changes data is ever served in production.
    expect(loadConfig({ NODE_ENV: "production", DEV_OUTBOX: "true" }).devTools).toBe(false);
    expect(loadConfig({ NODE_ENV: "test" }).devTools).toBe(true);
    expect(loadConfig({ NODE_ENV: "development" }).devTools).toBe(true);
    expect(loadConfig({ NODE_ENV: "production", DEV_OUTBOX: "true" }).devOutbox).toBe(true);
    expect(loadConfig({ NODE_ENV: "development", DEV_OUTBOX: "false" }).devOutbox).toBe(false);
    expect(() => loadConfig({ DEV_OUTBOX: "yes" })).toThrow(/DEV_OUTBOX/);
  });

  it("draws the results map on MAP_TILE_URL's tiles only with their credit, and on no tiles when it is unset", () => {
    expect(loadConfig({}).mapTiles).toBeUndefined();
    expect(loadConfig({ MAP_TILE_URL: "", MAP_TILE_ATTRIBUTION: "" }).mapTiles).toBeUndefined();
    expect(loadConfig({ MAP_TILE_URL: "https://tiles.example.ng/{z}/{x}/{y}.png", MAP_TILE_ATTRIBUTION: " © OpenStreetMap contributors " }).mapTiles).toEqual({
      url: "https://tiles.example.ng/{z}/{x}/{y}.png",
      attribution: "© OpenStreetMap contributors",
    });
    expect(() => loadConfig({ MAP_TILE_URL: "https://tiles.example.ng/{z}/{x}/{y}.png" })).toThrow(/MAP_TILE_ATTRIBUTION: not set/);
    expect(() => loadConfig({ MAP_TILE_URL: "https://tiles.example.ng/tile.png", MAP_TILE_ATTRIBUTION: "x" })).toThrow(/MAP_TILE_URL must contain \{z\}, \{x\} and \{y\}/);
    expect(() => loadConfig({ MAP_TILE_URL: "javascript:alert(1)//{z}{x}{y}", MAP_TILE_ATTRIBUTION: "x" })).toThrow(/MAP_TILE_URL must be an http\(s\) URL/);
  });

  describe("S3 storage for photo originals", () => {
    const bucket = { S3_ENDPOINT: "https://s3.eu-west-1.amazonaws.com", S3_BUCKET: "haya-photos", S3_ACCESS_KEY_ID: "AKIAHAYA", S3_SECRET_ACCESS_KEY: "secret" };

    it("keeps photos on disk when no S3 setting is given, or all are blank", () => {
      expect(loadConfig({}).s3).toBeUndefined();
      expect(loadConfig({ S3_ENDPOINT: "", S3_BUCKET: "", S3_REGION: "", S3_ACCESS_KEY_ID: "", S3_SECRET_ACCESS_KEY: "", S3_FORCE_PATH_STYLE: "", S3_PREFIX: "" }).s3).toBeUndefined();
    });

    it("uses the bucket when all four are set, path-style in us-east-1 unless told otherwise", () => {
      expect(loadConfig(bucket).s3).toEqual({ endpoint: "https://s3.eu-west-1.amazonaws.com", bucket: "haya-photos", region: "us-east-1", accessKeyId: "AKIAHAYA", secretAccessKey: "secret", forcePathStyle: true, prefix: undefined });
      expect(loadConfig({ ...bucket, S3_REGION: "eu-west-1", S3_FORCE_PATH_STYLE: "false", S3_PREFIX: "haya/prod/" }).s3).toMatchObject({ region: "eu-west-1", forcePathStyle: false, prefix: "haya/prod/" });
    });

    it("refuses half a bucket setting, naming what is missing", () => {
      expect(() => loadConfig({ S3_BUCKET: "haya-photos" })).toThrow(/S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: not set/);
      expect(() => loadConfig({ ...bucket, S3_SECRET_ACCESS_KEY: "" })).toThrow(/ S3_SECRET_ACCESS_KEY: not set/);
    });

    it("refuses settings S3 could not use", () => {
      expect(() => loadConfig({ ...bucket, S3_ENDPOINT: "s3.amazonaws.com" })).toThrow(/S3_ENDPOINT/);
      expect(() => loadConfig({ ...bucket, S3_BUCKET: "Haya_Photos" })).toThrow(/S3_BUCKET/);
      expect(() => loadConfig({ ...bucket, S3_FORCE_PATH_STYLE: "yes" })).toThrow(/S3_FORCE_PATH_STYLE/);
      expect(() => loadConfig({ ...bucket, S3_PREFIX: "haya" })).toThrow(/S3_PREFIX/);
      expect(() => loadConfig({ ...bucket, S3_PREFIX: "/haya/" })).toThrow(/S3_PREFIX/);
    });
  });

  it("takes payments through Paystack only with a secret key and the site's own address", () => {
    expect(loadConfig({}).paystack).toBeUndefined();
    const key = { PAYSTACK_SECRET_KEY: "sk_test_abc123" };
    expect(loadConfig({ ...key, PUBLIC_URL: "https://haya.ng" }).paystack).toEqual({ secretKey: "sk_test_abc123", baseUrl: "https://api.paystack.co" });
    expect(() => loadConfig(key)).toThrow(/PUBLIC_URL: not set; with PAYSTACK_SECRET_KEY it is required/);
    // A live key: never with the demo catalogue, never over plain http.
    const live = { PAYSTACK_SECRET_KEY: "sk_live_abc123", PUBLIC_URL: "https://haya.ng" };
    expect(() => loadConfig(live)).toThrow(/SEED_ON_EMPTY: true with a live PAYSTACK_SECRET_KEY/);
    expect(() => loadConfig({ ...live, SEED_ON_EMPTY: "false", PUBLIC_URL: "http://haya.ng" })).toThrow(/PUBLIC_URL: must be https:\/\/ with a live PAYSTACK_SECRET_KEY/);
    expect(loadConfig({ ...live, SEED_ON_EMPTY: "false" }).paystack?.secretKey).toBe("sk_live_abc123");
    expect(() => loadConfig({ PAYSTACK_SECRET_KEY: "pk_test_abc123", PUBLIC_URL: "https://haya.ng" })).toThrow(/PAYSTACK_SECRET_KEY must be a Paystack secret key/);
  });

  it("puts backups in ./backups and keeps 14 of them unless told otherwise (0: all)", () => {
    expect(loadConfig({}).backups).toEqual({ dir: path.resolve("backups"), keep: 14 });
    expect(loadConfig({ BACKUP_DIR: "/var/backups/haya", BACKUP_KEEP: "0" }).backups).toEqual({ dir: "/var/backups/haya", keep: 0 });
    expect(loadConfig({ BACKUP_DIR: "", BACKUP_KEEP: "" }).backups.keep).toBe(14);
    expect(() => loadConfig({ BACKUP_KEEP: "-1" })).toThrow(/BACKUP_KEEP/);
    expect(() => loadConfig({ BACKUP_KEEP: "a week" })).toThrow(/BACKUP_KEEP/);
  });
});
