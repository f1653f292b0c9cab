// Process configuration from the environment, validated once at boot so that a bad setting fails fast.
import os from "node:os";
import path from "node:path";
import { z } from "zod";

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
  DEV_OUTBOX: blankIsUnset(z.enum(["true", "false"]).optional()),
});

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
  /** The site's public address for links shared outside it (Open Graph, structured data); unset: the request's own. */
  publicUrl: string | undefined;
  /** Key for session cookies' signatures and e-mail tokens; unset: generated once and kept in the database. */
  authSecret: string | undefined;
  /** Behind a load balancer or proxy: the client's address is the last X-Forwarded-For entry, not the socket's. */
  trustProxy: boolean;
  /** Session cookies get the Secure flag (production). */
  secureCookies: boolean;
  /** Where e-mail goes; unset: into the outbox table instead (read at /dev/outbox). */
  smtpUrl: string | undefined;
  /** The From of every e-mail Haya sends. */
  mailFrom: string;
  /** Serve the /dev/outbox pages. Default: everywhere but production (the e2e server opts in). */
  devOutbox: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
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
    authSecret: c.AUTH_SECRET,
    trustProxy: c.TRUST_PROXY,
    secureCookies: c.NODE_ENV === "production",
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    devOutbox: c.DEV_OUTBOX ? c.DEV_OUTBOX === "true" : c.NODE_ENV !== "production",
    workers: c.DATABASE_URL && c.NODE_ENV !== "development" ? (c.WEB_CONCURRENCY ?? os.availableParallelism()) : 1,
  };
}
