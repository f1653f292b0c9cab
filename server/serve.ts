// One HTTP process: database handle → services → media → Hono app (pages, /api/v1, assets) on a port.
import { collectWhenIdle, giveBackMemory } from "./memory-settings";
import { getRequestListener } from "@hono/node-server";
import cluster from "node:cluster";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { Config } from "./config";
import { bootstrapDatabase } from "./bootstrap";
import { allDemoPhotoKeys } from "./seed/demo";
import { createJobQueue, QUEUES, type QueueName } from "./jobs/queue";
import { watchSources } from "./metrics";
import { allowDemoKeys } from "./features/media/demo-art";
import { createMediaService } from "./features/media/media.service";
import { describeOriginals, originalsStorage } from "./features/media/originals";
import { localStorage } from "./features/media/storage";
import { createApp } from "./http/app";
import { onClientError, rememberRequestStarts } from "./http/node-server/client-errors";
import { readClientAssets } from "./http/pages/page-builds";
import { drainer } from "./http/node-server/graceful";
import { closeAllStreams } from "./http/api/event-stream";
import type { Log } from "./logger";
import { appRoot } from "./paths";
import { countQuery } from "./request-context";
import { createServices } from "./services";


/** `prepared`: another process has already migrated and seeded the database (cluster workers). */
export async function serve(config: Config, log: Log, prepared = false) {
  // Originals are the only copy of an upload, so they may live in a bucket that several machines share; resized
  // copies can be made again from them, so they stay on this machine's disk where reading them is cheapest.
  const storage = { originals: originalsStorage(config), cache: localStorage(path.join(config.dataDir, "media-cache")) };
  const database = await bootstrapDatabase(
    { databaseUrl: config.databaseUrl, dataDir: config.dataDir, seedOnEmpty: config.seedOnEmpty && !prepared, migrate: !prepared, timeouts: config.dbTimeouts, originals: storage.originals,
      // Statements per request for /metrics, counted only where /metrics is served.
      onQuery: config.metricsToken ? countQuery : undefined },
    (msg, fields) => log("info", msg, fields),
  );
  // Said by one process: the only one, or the first of a cluster's workers (the primary never builds the storage).
  if (!prepared || cluster.worker?.id === 1) log("info", "photo originals storage", describeOriginals(config));
  // Background work (e-mails, sweeps, refunds) is a job queue in the same database: pg-boss creates its tables at the
  // first start, under its own lock, so every process may start it.
  const jobs = createJobQueue(database.db, database.kind, { log });
  await jobs.start();
  watchSources({ db: database.db, pool: database.pool, jobs: { names: Object.keys(QUEUES), counts: (name) => jobs.counts(name as QueueName) } });
  const services = createServices(database.db, {
    jobs,
    authSecret: config.authSecret,
    secureCookies: config.secureCookies,
    baseUrl: config.siteUrl,
    smtpUrl: config.smtpUrl,
    termii: config.termii,
    mailFrom: config.mailFrom,
    log,
    media: storage,
    paystack: config.paystack,
    dojah: config.dojah,
    holds: config.holds,
    calendarFetch: { allowLoopback: config.calendarAllowLoopback },
  });
  // Every process works every queue; the sweeps are sent once a minute by whichever process's clock gets there first,
  // and run one at a time (singleton queues).
  for (const [name, handler] of Object.entries(services.jobHandlers)) await jobs.work(name as QueueName, handler);
  allowDemoKeys(allDemoPhotoKeys());
  const media = createMediaService(storage.originals, storage.cache);

  // SIGTERM (a deploy, a scale-down) or Ctrl-C: /readyz turns 503, the listener closes, requests in flight finish (up to
  // SHUTDOWN_TIMEOUT_MS) and none is cut off; then the job workers finish their jobs and the database closes.
  const server = http.createServer();
  const drain = drainer(server, { timeoutMs: config.shutdownMs });
  const draining = () => drain.draining;
  let listener: http.RequestListener;
  if (config.env === "development") {
    const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
    const app = createApp({
      services,
      media,
      log,
      mode: "development",
      pageCacheSeconds: config.pageCacheSeconds,
      publicUrl: config.publicUrl,
      trustProxy: config.trustProxy,
      devOutbox: config.devOutbox,
      devTools: config.devTools,
      draining,
      metricsToken: config.metricsToken,
      mapTiles: config.mapTiles,
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    });
    const honoListener = getRequestListener(app.fetch);
    listener = (req, res) => vite.middlewares(req, res, () => void honoListener(req, res));
  } else {
    const buildDir = path.join(appRoot(), "build");
    const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
    const clientAssets = readClientAssets(buildDir, build);
    const app = createApp({ services, media, log, mode: config.env, build, clientAssets, pageCacheSeconds: config.pageCacheSeconds, publicUrl: config.publicUrl, trustProxy: config.trustProxy, devOutbox: config.devOutbox, devTools: config.devTools, draining, metricsToken: config.metricsToken, mapTiles: config.mapTiles, clientDir: path.relative(process.cwd(), path.join(buildDir, "client")) || "." });
    listener = getRequestListener(app.fetch);
  }

  server.on("request", listener);
  // Headers too large (431) and requests Node cannot parse (400) get the site's page or JSON, not Node's bare answer.
  server.on("clientError", onClientError);
  server.on("connection", rememberRequestStarts);
  server.keepAliveTimeout = 65_000;
  if (config.env === "production") {
    giveBackMemory();
    const idle = collectWhenIdle();
    server.on("request", (req: http.IncomingMessage) => idle.request(req.url));
    server.on("close", idle.stop);
  }
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    if (!prepared) log("info", "Haya is listening", { url: `http://localhost:${port}`, database: database.kind });
  });

  const shutdown = async (signal: string) => {
    if (drain.draining) return;
    log("info", "stopping: finishing the requests in flight", { signal, pid: process.pid });
    setTimeout(() => process.exit(1), config.shutdownMs + 15_000).unref();
    // Live streams never finish by themselves: ended now, their browsers reconnect to another process.
    closeAllStreams();
    await drain.stop();
    await services.messages.close().catch(() => {});
    await jobs.stop(5_000).catch((e: unknown) => log("warn", "job workers did not stop cleanly", { error: String(e) }));
    await database.close().catch(() => {});
    log("info", "stopped", { pid: process.pid });
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
