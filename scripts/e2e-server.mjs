// Starts the built server for end-to-end tests on a brand-new database, then removes it on exit.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

// NODE_ENV=test: production's behaviour (the built site, Secure cookies, the page cache) plus the developer tools
// (/dev/sweep), which production never serves.
// TRUST_PROXY: each test sends its own X-Forwarded-For (tests/e2e/helpers.ts), so that tests share no per-IP limits.
// DEV_OUTBOX: e-mails (no SMTP_URL here) stay in the outbox, and the tests read them at /dev/outbox.
// PUBLIC_URL: the address the tests browse, so that links in e-mails lead back to the same cookies.
// CALENDAR_ALLOW_LOOPBACK: calendar sync's journey serves its external calendar from this machine (refused in production).
// MAP_TILE_URL: a tile server that does not exist; the map's test answers its requests itself (near-me.spec.ts).
// SERVER_ONCE_CHECK: parts of pages kept rendered on the server are rendered again and compared on every page
// (app/lib/server-once.server.tsx), so that a part shown with another page's content fails a test.
const env = {
  ...process.env,
  NODE_ENV: "test",
  LOG_LEVEL: "warn",
  TRUST_PROXY: "true",
  DEV_OUTBOX: "true",
  PUBLIC_URL: `http://127.0.0.1:${process.env.PORT ?? 3000}`,
  CALENDAR_ALLOW_LOOPBACK: "true",
  MAP_TILE_URL: "https://tiles.haya.test/{z}/{x}/{y}.png",
  MAP_TILE_ATTRIBUTION: "© Haya test tiles",
  SERVER_ONCE_CHECK: process.env.SERVER_ONCE_CHECK ?? "1",
};
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "haya-e2e-"));
env.DATA_DIR = dataDir;
let dbName;
if (process.env.TEST_DATABASE_URL) {
  dbName = `haya_e2e_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName}`);
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${dbName}`;
  env.DATABASE_URL = url.toString();
} else {
  delete env.DATABASE_URL;
}

const child = spawn(process.execPath, ["build/server.js"], { env, stdio: "inherit" });
const cleanup = async () => {
  child.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (dbName) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect().catch(() => {});
    await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
    await admin.end().catch(() => {});
  }
  process.exit(0);
};
process.on("SIGTERM", cleanup);
process.on("SIGINT", cleanup);
child.on("exit", (code) => process.exit(code ?? 1));
