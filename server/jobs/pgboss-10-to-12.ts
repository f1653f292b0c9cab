// The move from pg-boss 10 to 12: the jobs an older Haya left waiting or running in pg-boss 10's schema go into pg-boss
// 12's, once, and pg-boss 10's schema goes.
//
// pg-boss 12 has no migration from pg-boss 10's schema (version 24; its own start at 25) and its tables differ, so it is
// installed in a schema of its own (queue.ts, JOB_SCHEMA) and this moves over, in one transaction under an advisory
// lock (processes starting together move them once: the second finds the old schema gone):
// - jobs waiting (created), waiting to be retried (retry) and running (active: their process was stopped for the
//   upgrade), with their id (what an e-mail or a text is keyed by, so a moved job does not send twice), queue, data,
//   priority, singleton key, retry count, limit, delay and backoff, expiry, and when they may start. A running job is
//   queued again for when pg-boss 10 would have retried it (its start plus its expiry): a process still finishing it
//   has that long, and the retry counts the run it interrupted, as pg-boss 12 counts any run taken again;
// - not finished jobs (completed, failed, cancelled: history nobody reads, deleted after days anyway), nor jobs of
//   queues Haya no longer has, nor pg-boss 10's own cron hand-offs (Haya sets its schedules again at every start).
// Then the old schema is dropped, not renamed: what is left in it is history or unrunnable, and a copy of the moved jobs
// kept beside them could only ever run them a second time. The backup taken before the upgrade is the way back
// (docs/decisions/010-job-queue.md).
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";
import type { Log } from "../logger";

/** Where pg-boss 10 kept its tables, and the only version of them this moves from (pg-boss 10.1 to 10.4). */
const OLD_SCHEMA = "pgboss";
const OLD_VERSION = 24;

/** What a start found: nothing to move (the usual case), or how many jobs it moved and left behind. */
export type MoveResult = { found: false } | { found: true; moved: number; left: number };

export async function moveJobsFromPgBoss10(db: Db, o: { to: string; queues: string[]; log: Log }): Promise<MoveResult> {
  const old = sql.identifier(OLD_SCHEMA);
  const to = sql.identifier(o.to);
  const result = await db.transaction(async (tx) => {
    // A process of the older release still holding pg-boss 10's tables makes this wait, not hang: start fails, and says so.
    await tx.execute(sql`set local lock_timeout = '30s'`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('haya: pg-boss 10 to 12'))`);
    const [present] = rowsOf<{ yes: boolean }>(await tx.execute(sql`select to_regclass(${`${OLD_SCHEMA}.version`}) is not null as yes`));
    if (!present?.yes) return { found: false } as const;
    const [row] = rowsOf<{ version: number }>(await tx.execute(sql`select version::int as version from ${old}.version`));
    if (row?.version !== OLD_VERSION) {
      throw new Error(
        `job queue: the schema ${OLD_SCHEMA} holds pg-boss's tables at version ${row?.version ?? "none"}, and only version ${OLD_VERSION} (pg-boss 10) can be moved: start the previous Haya release once to bring them to it`,
      );
    }
    const names = sql.join(
      o.queues.map((q) => sql`${q}`),
      sql`, `,
    );
    const [counts] = rowsOf<{ moved: number; waiting: number }>(
      await tx.execute(sql`
        with moved as (
          insert into ${to}.job (id, name, priority, data, state, retry_limit, retry_count, retry_delay, retry_backoff, start_after, started_on,
            singleton_key, singleton_on, expire_seconds, deletion_seconds, created_on, keep_until, policy, dead_letter, heartbeat_seconds)
          select j.id, j.name, j.priority, j.data,
            (case when j.state = 'active' then 'retry' else j.state::text end)::${to}.job_state,
            j.retry_limit, j.retry_count, j.retry_delay, j.retry_backoff, n.start_after, j.started_on,
            j.singleton_key, j.singleton_on, greatest(1, ceil(extract(epoch from j.expire_in)))::int, q.deletion_seconds, j.created_on,
            greatest(j.keep_until, n.start_after), q.policy, q.dead_letter, q.heartbeat_seconds
          from ${old}.job j
          join ${to}.queue q on q.name = j.name
          cross join lateral (select case when j.state = 'active' then greatest(now(), j.started_on + j.expire_in) else j.start_after end as start_after) n
          where j.state in ('created', 'retry', 'active') and j.name in (${names})
          on conflict do nothing
          returning 1
        )
        select (select count(*)::int from moved) as moved, (select count(*)::int from ${old}.job where state in ('created', 'retry', 'active')) as waiting`),
    );
    await tx.execute(sql`drop schema ${old} cascade`);
    return { found: true, moved: counts!.moved, left: counts!.waiting - counts!.moved } as const;
  });
  if (result.found) {
    o.log("info", `job queue: moved the jobs pg-boss 10 had waiting or running into ${o.to}, and dropped its schema ${OLD_SCHEMA}`, {
      moved: result.moved,
      // Jobs of queues Haya no longer has, pg-boss 10's own cron hand-offs, or ones already there.
      left: result.left,
    });
  }
  return result;
}
