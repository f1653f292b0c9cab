// Haya's background work, on pg-boss 12 (a job queue kept in PostgreSQL tables, schema `job_queue`) over the app's own
// database, embedded or server (decision 009). A job written with `send(…, tx)` commits or rolls back with the change
// that caused it (a transactional outbox); workers take jobs with retries and backoff; sweeps are cron schedules that
// pg-boss sends once a minute across all processes, onto queues that run one job at a time.
import { sql } from "drizzle-orm";
import { fromDrizzle, fromPglite, PgBoss, type Db as BossDb, type DrizzleTransactionLike, type PGliteLike, type Queue } from "pg-boss";
import type { Db, Tx } from "../db/client";
import { errorText, type Log } from "../logger";
import { countJobFailure } from "../metrics";
import { currentWork, runAs } from "../request-context";
import { postgresListener } from "./listener";
import { moveJobsFromPgBoss10 } from "./pgboss-10-to-12";

/**
 * pg-boss's tables live in a schema of their own. Not `pgboss`, where pg-boss 10 kept its tables (decision 010): pg-boss
 * 12 cannot migrate those, so it is installed beside them and their waiting jobs are moved over (pgboss-10-to-12.ts).
 */
export const JOB_SCHEMA = "job_queue";

/** The request that wrote a job rides along in its data under this key, so that the job run's log lines name it too. */
const REQUEST_KEY = "_requestId";

/** Every queue, with how its jobs are retried. `singleton`: at most one job of it runs at a time, whatever the processes. */
export const QUEUES = {
  /** One e-mail, as written (accounts' mails). */
  mail: { policy: "standard", retryLimit: 10, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 },
  /** One text message (phone codes, booking SMS): a code is worth nothing late, so it expires sooner than mail. */
  sms: { policy: "standard", retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
  /** The e-mails of one booking move. */
  "booking-mails": { policy: "standard", retryLimit: 10, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 },
  /** The renter's e-mail when their caution deposit is owed back. */
  "deposit-mail": { policy: "standard", retryLimit: 10, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 },
  /** The bookings' timers (expiries, auto-completion), every minute. */
  "bookings-sweep": { policy: "singleton", retryLimit: 0, expireInSeconds: 300, cron: "* * * * *" },
  /** Abandoned checkouts, caution deposits owed, refunds to (re)send, every minute. */
  "payments-sweep": { policy: "singleton", retryLimit: 0, expireInSeconds: 300, cron: "* * * * *" },
  /** Payouts to send or send again, and quiet ones to check with the provider, every minute. */
  "payouts-sweep": { policy: "singleton", retryLimit: 0, expireInSeconds: 300, cron: "* * * * *" },
  /** The daily payout run: every owner's available balance, at 09:00 Lagos time. */
  "payouts-run": { policy: "singleton", retryLimit: 0, expireInSeconds: 1800, cron: "0 9 * * *" },
  /**
   * One imported calendar fetched and read (features/calendars): a failed fetch is recorded for its owner, not retried;
   * a retry is for the database's faults. The next refresh comes 30 minutes on anyway.
   */
  "calendar-fetch": { policy: "standard", retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 },
  /** Imported calendars due for their 30-minute refresh, handed to calendar-fetch every 5 minutes. */
  "calendar-sweep": { policy: "singleton", retryLimit: 0, expireInSeconds: 300, cron: "*/5 * * * *" },
  /** Blind reviews whose 14 days have passed, published with their listings' ratings refreshed, every 5 minutes. */
  "reviews-sweep": { policy: "singleton", retryLimit: 0, expireInSeconds: 300, cron: "*/5 * * * *" },
  /** E-mails of messages unread for 15 minutes (at most one per conversation and side an hour), every minute. */
  "messages-unread-mail": { policy: "singleton", retryLimit: 0, expireInSeconds: 300, cron: "* * * * *" },
  /** Requests and payments about to run out of time, told to whoever must act (once each), every minute. */
  "notifications-sweep": { policy: "singleton", retryLimit: 0, expireInSeconds: 300, cron: "* * * * *" },
  /** Saved searches' alert emails (features/saved): each search at most once a day, when something new matches; hourly. */
  "saved-search-alerts": { policy: "singleton", retryLimit: 0, expireInSeconds: 1800, cron: "17 * * * *" },
  /**
   * One person's copy of their data (features/exports): the ZIP made and stored, then the e-mail. Retried a few times (a
   * database or storage fault); an export still pending an hour after it was asked stops blocking a new one.
   */
  "data-export": { policy: "standard", retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 600 },
  /** Data exports past their 24 hours: their files deleted, every 10 minutes. */
  "data-export-sweep": { policy: "singleton", retryLimit: 0, expireInSeconds: 300, cron: "*/10 * * * *" },
  /**
   * One identity check asked of the provider (features/identity), with a timeout; an outage is retried with backoff
   * for about an hour, then identity-sweep sends it again: the check stays pending, never lost.
   */
  "identity-check": { policy: "standard", retryLimit: 6, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
  /** Identity checks whose jobs gave up, sent again, and selfies 30 days past their decision deleted, every 10 minutes. */
  "identity-sweep": { policy: "singleton", retryLimit: 0, expireInSeconds: 300, cron: "*/10 * * * *" },
} as const satisfies Record<string, Omit<Queue, "name"> & { cron?: string }>;
export type QueueName = keyof typeof QUEUES;

/** What a handler is given: the job's data and id (a key for work that must happen once, such as an e-mail). */
export type JobHandler = (data: unknown, jobId: string) => Promise<void>;

/** Writes jobs; `tx`: inside that transaction, so the job exists exactly when the change that caused it does. */
export interface JobSender {
  send(name: QueueName, data: object, tx?: Tx): Promise<void>;
}

export interface JobQueueOptions {
  log: Log;
  /**
   * How often an idle worker looks for new jobs (pg-boss's least is 0.5 s). Unset: a new job wakes its worker at once
   * (LISTEN/NOTIFY), and workers look every BACKSTOP_SECONDS for what no NOTIFY announces (a retry coming due, a
   * job whose process died); without the listener, every POLL_SECONDS. Tests set it to look often whatever happens.
   */
  pollingIntervalSeconds?: number;
  /** How often pg-boss retries jobs whose process died mid-run (their expireInSeconds passed). */
  superviseIntervalSeconds?: number;
  /** Override the queues' expiry (tests make a crashed job come back within seconds). */
  expireInSeconds?: number;
  /** Override the first retry's delay of the queues that retry (tests). */
  retryDelaySeconds?: number;
}

/** How often an idle worker looks for jobs without LISTEN/NOTIFY; and with it, for the jobs no NOTIFY announces. */
const POLL_SECONDS = 2;
const BACKSTOP_SECONDS = 10;

/**
 * pg-boss's way into the database: the pool, or PGlite (one connection: multi-statement SQL goes through exec, and a
 * statement that fails inside one of pg-boss's own transactions is followed by a ROLLBACK, so that the connection the app
 * shares does not stay in a failed transaction).
 */
function executorOf(db: Db, kind: "pglite" | "postgres"): BossDb {
  const client = (db as unknown as { $client: PGliteLike & { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> } }).$client;
  if (kind === "pglite") return fromPglite(client);
  // Its LISTEN on a connection of its own, made as the pool makes its own.
  const pool = client as unknown as { options: { connectionString?: string; connectionTimeoutMillis?: number } };
  return {
    executeSql: (text, values) => client.query(text, values),
    listen: postgresListener({ connectionString: pool.options.connectionString, connectionTimeoutMillis: pool.options.connectionTimeoutMillis }),
  };
}

/**
 * Starts pg-boss, installing its schema on a new database. pg-boss installs under an advisory lock, but its `CREATE SCHEMA
 * IF NOT EXISTS` still fails with a unique violation (23505, not the "already exists" pg-boss lets pass) when another
 * session creates the schema in a transaction not yet committed: PostgreSQL checks the name before it waits for that
 * transaction. The schema is there once it commits, so starting again finds pg-boss installed, or installs the rest.
 */
async function startInstalling(boss: PgBoss): Promise<void> {
  try {
    await boss.start();
  } catch (error) {
    if ((error as { code?: unknown }).code !== "23505") throw error;
    await boss.start();
  }
}

export function createJobQueue(db: Db, kind: "pglite" | "postgres", opts: JobQueueOptions) {
  // pg-boss 12 awaits its 'completed' and 'failed' marks (pg-boss 10 did not, and Haya guarded them): a mark the
  // database refuses fails the job instead, or reaches the "error" event below, and the job runs again.
  const executor = executorOf(db, kind);
  const boss = new PgBoss({
    db: executor,
    backend: kind,
    schema: JOB_SCHEMA,
    supervise: true,
    schedule: true,
    // A job written wakes the workers of its queue at once, in every process (the NOTIFY is sent when the transaction
    // that wrote the job commits); polling stays as the backstop.
    useListenNotify: true,
    // Jobs whose process died mid-run are retried once their expireInSeconds has passed, looked for this often.
    superviseIntervalSeconds: opts.superviseIntervalSeconds ?? 60,
    monitorIntervalSeconds: opts.superviseIntervalSeconds ?? 60,
    // The sweeps run every minute: a missed one is made up by the next, so there is no backlog to keep.
    cronMonitorIntervalSeconds: 30,
  });
  boss.on("error", (error) => opts.log("error", "job queue error", { error: errorText(error) }));
  boss.on("warning", (warning) => opts.log("warn", `job queue: ${warning.message}`));
  let started: Promise<void> | undefined;
  const workers: string[] = [];

  const queue = {
    /** Creates pg-boss's tables (its own migrations, under an advisory lock) and Haya's queues. Safe in every process. */
    start(): Promise<void> {
      return (started ??= (async () => {
        await startInstalling(boss);
        for (const [name, q] of Object.entries(QUEUES)) {
          const { cron: _cron, policy, ...options } = q as Queue & { cron?: string };
          const queueOptions = {
            ...options,
            notify: true,
            ...(opts.expireInSeconds ? { expireInSeconds: opts.expireInSeconds } : {}),
            ...(opts.retryDelaySeconds && "retryDelay" in options ? { retryDelay: opts.retryDelaySeconds } : {}),
          };
          // A queue's policy is fixed when it is created: pg-boss refuses to change it.
          if (await boss.getQueue(name)) await boss.updateQueue(name, queueOptions);
          else await boss.createQueue(name, { ...queueOptions, policy });
        }
        // Once the queues exist: the jobs an older Haya (pg-boss 10) left waiting or running go into them.
        await moveJobsFromPgBoss10(db, { to: JOB_SCHEMA, queues: Object.keys(QUEUES), log: opts.log });
      })());
    },

    async send(name: QueueName, data: object, tx?: Tx): Promise<void> {
      const requestId = currentWork()?.requestId;
      // Written by that drizzle transaction (pg-boss's `$n` SQL as a drizzle statement), whose `execute` gives `{ rows }`
      // on both drivers, though typed by neither.
      await boss.send(name, requestId ? { ...data, [REQUEST_KEY]: requestId } : data, tx ? { db: fromDrizzle(tx as DrizzleTransactionLike, sql) } : {});
    },

    /** Takes jobs of `name` one at a time in this process; a handler that throws is retried as its queue says. */
    async work(name: QueueName, handler: JobHandler): Promise<void> {
      await queue.start();
      const polling = opts.pollingIntervalSeconds
        ? { pollingIntervalSeconds: opts.pollingIntervalSeconds, notifyPollingIntervalSeconds: opts.pollingIntervalSeconds }
        : { pollingIntervalSeconds: POLL_SECONDS, notifyPollingIntervalSeconds: BACKSTOP_SECONDS };
      const id = await boss.work(name, { ...polling, batchSize: 1 }, async ([job]) => {
        if (!job) return;
        const { [REQUEST_KEY]: requestId, ...data } = (job.data ?? {}) as Record<string, unknown>;
        await runAs({ requestId: typeof requestId === "string" ? requestId : undefined, job: { queue: name, id: job.id } }, async () => {
          try {
            await handler(data, job.id);
          } catch (error) {
            opts.log("error", "job failed; it is retried", { error: errorText(error) });
            countJobFailure(name);
            throw error;
          }
        });
      });
      workers.push(id);
      const cron = (QUEUES[name] as { cron?: string }).cron;
      if (cron) await boss.schedule(name, cron, {}, { tz: "Africa/Lagos" });
    },

    /**
     * Stops taking jobs and waits (at most `timeoutMs`) for those running to finish; jobs not taken stay for later, and
     * one still running at the end is failed: retried, on a queue that retries (a sweep's next minute comes anyway).
     */
    async stop(timeoutMs = 10_000): Promise<void> {
      if (!started) return;
      await boss.stop({ graceful: true, timeout: timeoutMs, close: false });
    },

    /** Jobs of `name` in each state (tests, and the operator's view). */
    async counts(name: QueueName): Promise<Record<string, number>> {
      // pg-boss 12's `job` is the parent of its tables of jobs (one shared, or one per queue): it reads them all.
      const rows = await executor.executeSql(`select state, count(*)::int as n from ${JOB_SCHEMA}.job where name = $1 group by state`, [name]);
      return Object.fromEntries((rows.rows as { state: string; n: number }[]).map((r) => [r.state, r.n]));
    },
  };
  return queue;
}
export type JobQueue = ReturnType<typeof createJobQueue>;
