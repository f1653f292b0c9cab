// The Haya process. On PostgreSQL it is a small cluster: the primary migrates and seeds the database once,
// then forks WEB_CONCURRENCY stateless HTTP workers (default: one per core) that share the port.
// On the embedded database it is one process, since PGlite lives inside the process that opens it.
import cluster from "node:cluster";
import fs from "node:fs";
import { loadConfig } from "./config";
import { bootstrapDatabase } from "./bootstrap";
import { DatabaseAheadError } from "./db/migrate";
import { originalsStorage } from "./features/media/originals";
import { createLogger } from "./logger";
import { createJobQueue } from "./jobs/queue";
import { serveClusterMetrics } from "./cluster-metrics";
import { serve } from "./serve";
import { giveBackMemory } from "./memory-settings";

// Settings from ./.env (KEY=value lines), read by Node itself; a variable already in the environment wins over the file.
if (fs.existsSync(".env")) process.loadEnvFile(".env");
const config = loadConfig();
const log = createLogger(config.logLevel);
// Said once, by the process that starts any others: a live site whose e-mails go nowhere needs an operator
// (unless DEV_OUTBOX says that the outbox is where they are meant to go, as on the end-to-end server).
if (cluster.isPrimary && config.env === "production" && !config.smtpUrl && !config.devOutbox) log("warn", "SMTP_URL is not set: emails are kept in the outbox table, not sent");
// Links in e-mails are never built from a request's Host, so without PUBLIC_URL they point at this machine.
if (cluster.isPrimary && config.env === "production" && !config.publicUrl) log("warn", "PUBLIC_URL is not set: links in emails and shared pages point at " + config.siteUrl);

/** A database a newer release migrated stops the start in one line (exit code 1), not with a stack trace. */
function refuseStart(e: unknown): never {
  if (!(e instanceof DatabaseAheadError)) throw e;
  log("error", e.message);
  process.exit(1);
}

if (config.workers <= 1) {
  await serve(config, log).catch(refuseStart);
} else if (cluster.isPrimary) {
  const database = await bootstrapDatabase(
    { databaseUrl: config.databaseUrl, dataDir: config.dataDir, seedOnEmpty: config.seedOnEmpty, originals: originalsStorage(config) },
    (msg, fields) => log("info", msg, fields),
  ).catch(refuseStart);
  // The job queue's tables too, once, before the workers start theirs (two creating them at once would collide).
  const jobs = createJobQueue(database.db, database.kind, { log });
  await jobs.start();
  await jobs.stop();
  await database.close();
  // The primary migrated and seeded, then only watches its workers: what that took goes back, as in each worker.
  if (config.env === "production") giveBackMemory();
  // GET /metrics, asked of one worker, answers for all of them.
  serveClusterMetrics();
  let stopping = false;
  let listening = 0;
  cluster.on("listening", () => {
    if (++listening === config.workers) log("info", "Haya is listening", { url: `http://localhost:${config.port}`, database: "postgres", workers: config.workers });
  });
  // A worker that dies is replaced. One that dies within 10 s of starting is failing at start-up (a broken
  // build, a bad setting): after 5 such deaths in a row the whole process exits, so a supervisor sees it.
  const started = new Map<number, number>();
  let quickDeaths = 0;
  const fork = () => {
    const worker = cluster.fork();
    started.set(worker.id, Date.now());
  };
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    const quick = Date.now() - (started.get(worker.id) ?? 0) < 10_000;
    started.delete(worker.id);
    quickDeaths = quick ? quickDeaths + 1 : 0;
    if (quickDeaths >= 5) {
      log("error", "workers keep dying at start-up; stopping", { code, signal });
      process.exit(1);
    }
    log("error", "worker died, starting another", { pid: worker.process.pid, code, signal });
    setTimeout(fork, quick ? 1000 * quickDeaths : 0);
  });
  for (let i = 0; i < config.workers; i++) fork();
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    cluster.on("exit", () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
    // Each worker drains its requests first (serve.ts); past that and its clean-up, stop anyway.
    setTimeout(() => process.exit(0), config.shutdownMs + 20_000).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
} else {
  await serve(config, log, true);
}
