// What an operator graphs (Prometheus format, prom-client), served at GET /metrics with METRICS_TOKEN: requests by
// route and status, the database pool and its faults, the job queue, bookings by state and payments by outcome.
// Counters and histograms live in each process; on a cluster the worker asked for /metrics gathers every worker's
// through the primary (cluster-metrics.ts). Figures read from the database are the same in every process: they are
// read once per scrape and never summed across workers (aggregator "first").
import client from "prom-client";
import { sql } from "drizzle-orm";
import type { Db } from "./db/client";
import { databaseFault } from "./db/faults";
import { rowsOf } from "./db/rows";

export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry, prefix: "haya_" });

const requests = new client.Histogram({
  name: "haya_http_request_duration_seconds",
  help: "Time from a request's arrival to its answer's last byte, by route pattern and status",
  labelNames: ["method", "route", "status"],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const pageData = new client.Histogram({
  name: "haya_page_data_seconds",
  help: "Time a page's loaders and action took (its data: queries and services), by route pattern; the rest of its request duration is rendering and sending",
  labelNames: ["method", "route"],
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

const queries = new client.Counter({
  name: "haya_db_queries_total",
  help: "Database statements sent while answering requests, by route pattern (divide by the requests' count for statements per request)",
  labelNames: ["method", "route"],
  registers: [registry],
});

const databaseFaults = new client.Counter({
  name: "haya_database_unavailable_total",
  help: "Requests answered 503 because the database could not answer in time, by reason",
  labelNames: ["reason"],
  registers: [registry],
});

const jobFailures = new client.Counter({
  name: "haya_job_failures_total",
  help: "Job runs that failed (and are retried as their queue says), by queue",
  labelNames: ["queue"],
  registers: [registry],
});

/** A request answered: its route pattern (never the raw path), status and duration. */
export function observeRequest(method: string, route: string, status: number, seconds: number): void {
  requests.observe({ method, route, status: String(status) }, seconds);
}

/** How long the loaders and action of a page answered on `route` took (server/request-context.ts timeData). */
export function observePageData(method: string, route: string, seconds: number): void {
  pageData.observe({ method, route }, seconds);
}

/** The statements a request answered on `route` sent (server/request-context.ts countQuery). */
export function countQueries(method: string, route: string, n: number): void {
  queries.inc({ method, route }, n);
}

export function countDatabaseFault(error: unknown): void {
  databaseFaults.inc({ reason: databaseFault(error) ?? "other" });
}

export function countJobFailure(queue: string): void {
  jobFailures.inc({ queue });
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface MetricSources {
  db: Db;
  /** PostgreSQL's pool (none on the embedded database). */
  pool?: () => PoolStats;
  /** Jobs of each queue by state. */
  jobs?: { names: readonly string[]; counts: (name: string) => Promise<Record<string, number>> };
}

let watched = false;

/** Registers the figures read at each scrape from this process's pool and the database. Once per process. */
export function watchSources(sources: MetricSources): void {
  if (watched) return;
  watched = true;
  const { db, pool, jobs } = sources;
  if (pool) {
    new client.Gauge({
      name: "haya_db_pool_connections",
      help: "This process's database connections: open (total), idle, and requests waiting for one",
      labelNames: ["state"],
      registers: [registry],
      collect() {
        const s = pool();
        this.set({ state: "total" }, s.total);
        this.set({ state: "idle" }, s.idle);
        this.set({ state: "waiting" }, s.waiting);
        this.set({ state: "max" }, s.max);
      },
    });
  }
  if (jobs) {
    new client.Gauge({
      name: "haya_jobs",
      help: "Background jobs by queue and state (created and retry: waiting to run; active; failed: gave up)",
      labelNames: ["queue", "state"],
      registers: [registry],
      aggregator: "first",
      async collect() {
        this.reset();
        for (const name of jobs.names) {
          const counts = await jobs.counts(name).catch(() => ({}) as Record<string, number>);
          for (const [state, n] of Object.entries(counts)) this.set({ queue: name, state }, n);
        }
      },
    });
  }
  new client.Gauge({
    name: "haya_bookings",
    help: "Bookings by status",
    labelNames: ["status"],
    registers: [registry],
    aggregator: "first",
    async collect() {
      this.reset();
      const rows = rowsOf<{ status: string; n: number }>(await db.execute(sql`select status::text as status, count(*)::int as n from bookings group by status`));
      for (const r of rows) this.set({ status: r.status }, r.n);
    },
  });
  new client.Gauge({
    name: "haya_payments",
    help: "Payments by outcome, and the naira they carried (kobo)",
    labelNames: ["status", "measure"],
    registers: [registry],
    aggregator: "first",
    async collect() {
      this.reset();
      const rows = rowsOf<{ status: string; n: number; kobo: string }>(
        await db.execute(sql`select status::text as status, count(*)::int as n, coalesce(sum(amount_kobo), 0)::text as kobo from payments group by status`),
      );
      for (const r of rows) {
        this.set({ status: r.status, measure: "count" }, r.n);
        this.set({ status: r.status, measure: "kobo" }, Number(r.kobo));
      }
    },
  });
  new client.Gauge({
    name: "haya_payouts",
    help: "Payouts to owners by outcome, and the naira they carried (kobo)",
    labelNames: ["status", "measure"],
    registers: [registry],
    aggregator: "first",
    async collect() {
      this.reset();
      const rows = rowsOf<{ status: string; n: number; kobo: string }>(
        await db.execute(sql`select status, count(*)::int as n, coalesce(sum(amount_kobo), 0)::text as kobo from payouts group by status`),
      );
      for (const r of rows) {
        this.set({ status: r.status, measure: "count" }, r.n);
        this.set({ status: r.status, measure: "kobo" }, Number(r.kobo));
      }
    },
  });
}
