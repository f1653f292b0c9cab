// Saved searches' alert emails, with the real job queue: exactly one email per new match per day. The job run twice in
// a day writes one email; a listing published the next day comes in one more email, alone; nothing new, none; listings
// that do not match, drafts, and searches with alerts off are never announced. Each email is a mail job written in the
// transaction that moves its search on, and its one-click unsubscribe turns that search's alerts off (a forged token
// changes nothing). Without a queue (tests, tools) the email goes to the outbox after the commit. A search whose dates
// have passed has its alerts turned off; one whose dates are ahead keeps them. An hour with nothing published runs no search.
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { addDaysIso, todayInLagos } from "../../../core/dates";
import { rowsOf } from "../../db/rows";
import { InvalidError } from "../../errors";
import { createJobQueue, JOB_SCHEMA } from "../../jobs/queue";
import { createServices } from "../../services";
import { freshDatabase } from "../../testing/db";
import { createSearchService } from "../search/search.service";
import { createSavedSearchesService } from "./saved-searches.service";

const handle = await freshDatabase({ seed: true });
const db = handle.db;
const queue = createJobQueue(db, handle.kind, { log: () => {} });
await queue.start();
afterAll(() => queue.stop(2_000));

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const T = new Date(Math.ceil(Date.now() / MINUTE) * MINUTE + 10 * MINUTE);
let clock = T;
const at = (ms: number) => new Date(T.getTime() + ms);
const services = createServices(db, { jobs: queue, now: () => clock, baseUrl: "https://haya.test" });

const people = rowsOf<{ id: string; email: string }>(await db.execute(sql`select id, email from users where deleted_at is null and banned_at is null order by id limit 3`));
const [ada, bola, chidi] = people as [{ id: string; email: string }, { id: string; email: string }, { id: string; email: string }];

async function listing(title: string, publishedAt: Date, status = "published"): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into listings (owner_id, category_id, title, description, price_per_day_kobo, state, city, status, published_at)
      select owner_id, category_id, ${title}, 'Clean, serviced, ready to go.', 2500000, 'Oyo', 'Ibadan', ${status}, ${publishedAt.toISOString()}
      from listings where status = 'published' order by id limit 1 returning id::int as id`),
  );
  return row!.id;
}

interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
}
const mailsTo = async (email: string) =>
  rowsOf<{ data: QueuedMail }>(await db.execute(sql`select data from ${sql.identifier(JOB_SCHEMA)}.job where name = 'mail' and data->>'to' = ${email} order by created_on, id`)).map((r) => r.data);

async function runAt(when: Date): Promise<number> {
  clock = when;
  return services.savedSearches.sendAlerts();
}

describe("saved search alerts", () => {
  it("emails each new match once, at most once a day, none when nothing is new; one click turns that search's alerts off", async () => {
    clock = T;
    const search = await services.savedSearches.save(ada.id, { query: "search=quokkamobile&location=Ibadan" });
    await services.savedSearches.save(bola.id, { query: "search=quokkamobile", alerts: false });
    const other = await services.savedSearches.save(chidi.id, { query: "search=wallabytruck" });
    const a = await listing("Quokkamobile SUV, 7 seats", at(MINUTE));
    await listing("Quokkamobile draft", at(2 * MINUTE), "draft");
    await listing("Kangaroo bus", at(2 * MINUTE));

    // Day 1: one email, about A only; the job again the same day (by its handler, as the queue runs it) writes nothing more.
    expect(await runAt(at(10 * MINUTE))).toBe(1);
    await services.jobHandlers["saved-search-alerts"]({}, "job-1");
    expect(await runAt(at(3 * 60 * MINUTE))).toBe(0);
    const day1 = await mailsTo(ada.email);
    expect(day1).toHaveLength(1);
    expect(day1[0]!.subject).toBe("1 new listing for your search: “quokkamobile” · Ibadan");
    expect(day1[0]!.text).toContain(`Quokkamobile SUV, 7 seats: ₦25,000/day in Ibadan, Oyo. https://haya.test/item/${a}`);
    expect(day1[0]!.text).toContain("https://haya.test/browse?search=quokkamobile&location=Ibadan&sort=newest");
    expect(day1[0]!.text).not.toContain("draft");
    expect(day1[0]!.headers!["List-Unsubscribe"]).toMatch(/^<https:\/\/haya\.test\/unsubscribe\?token=search\.\d+\.[\w-]{43}>$/);
    expect(day1[0]!.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(await mailsTo(bola.email)).toEqual([]);
    expect(await mailsTo(chidi.email)).toEqual([]);
    const [mine] = await services.savedSearches.list(ada.id);
    expect(mine!.lastAlertedAt).toBe(at(10 * MINUTE).toISOString());

    // A second listing published later that day waits for the next day's email, which names it alone.
    const b = await listing("Quokkamobile pick-up", at(4 * 60 * MINUTE));
    expect(await runAt(at(DAY + 11 * MINUTE))).toBe(1);
    const day2 = (await mailsTo(ada.email)).slice(1);
    expect(day2).toHaveLength(1);
    expect(day2[0]!.text).toContain(`/item/${b}`);
    expect(day2[0]!.text).not.toContain(`/item/${a}`);

    // Day 3: nothing new, no email; the search has looked through today all the same.
    expect(await runAt(at(2 * DAY + 12 * MINUTE))).toBe(0);
    expect(await mailsTo(ada.email)).toHaveLength(2);
    const seen = rowsOf<{ seen: Date }>(await db.execute(sql`select seen_through as seen from saved_searches where id = ${other.id}`))[0]!.seen;
    expect(new Date(seen).getTime()).toBe(at(2 * DAY + 7 * MINUTE).getTime());

    // The one-click unsubscribe of the day-2 email: a forged token changes nothing, the real one turns these alerts off.
    const token = new URL(/<(.+)>/.exec(day2[0]!.headers!["List-Unsubscribe"]!)![1]!).searchParams.get("token")!;
    const forged = [`search.${other.id}.${token.split(".")[2]}`, `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, "search.1.x", "", 42];
    for (const t of forged) await expect(services.savedSearches.unsubscribe(t)).rejects.toBeInstanceOf(InvalidError);
    expect((await services.savedSearches.list(chidi.id))[0]!.alerts).toBe(true);
    expect(await services.savedSearches.unsubscribe(token)).toEqual({ label: search.label });
    expect((await services.savedSearches.list(ada.id))[0]!.alerts).toBe(false);
    await listing("Quokkamobile convertible", at(3 * DAY));
    expect(await runAt(at(4 * DAY))).toBe(0);
    expect(await mailsTo(ada.email)).toHaveLength(2);
  }, 60_000);

  it("without a job queue, the email goes to the outbox once the search has moved on", async () => {
    clock = at(10 * DAY);
    const direct = createServices(db, { now: () => clock, baseUrl: "https://haya.test" });
    await direct.savedSearches.save(chidi.id, { query: "search=numbatvan" });
    const n = await listing("Numbatvan 14 seater", at(10 * DAY + MINUTE));
    clock = at(10 * DAY + 20 * MINUTE);
    expect(await direct.savedSearches.sendAlerts()).toBe(1);
    expect(await direct.savedSearches.sendAlerts()).toBe(0);
    const outbox = rowsOf<{ text: string; headers: Record<string, string> | null }>(await db.execute(sql`select text, headers from mail_outbox where "to" = ${chidi.email}`));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.text).toContain(`/item/${n}`);
    expect(outbox[0]!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  }, 30_000);

  it("turns off the alerts of a search once its dates have passed, and emails nothing; a search with dates ahead keeps them", async () => {
    clock = at(20 * DAY);
    const today = todayInLagos(clock);
    const start = addDaysIso(today, 2);
    const passing = await services.savedSearches.save(bola.id, { query: `search=quokkamobile&startDate=${start}&endDate=${addDaysIso(start, 1)}` });
    const ahead = await services.savedSearches.save(bola.id, { query: `search=quokkamobile&startDate=${addDaysIso(today, 30)}` });
    const alertsOf = async () => Object.fromEntries((await services.savedSearches.list(bola.id)).map((s) => [s.id, s.alerts]));
    expect(await runAt(at(20 * DAY + 10 * MINUTE))).toBe(0);
    expect(await alertsOf()).toMatchObject({ [passing.id]: true, [ahead.id]: true });
    // Three days on, its start is behind today: browse would refuse these dates for good.
    expect(await runAt(at(23 * DAY))).toBe(0);
    expect(await alertsOf()).toMatchObject({ [passing.id]: false, [ahead.id]: true });
    expect(await mailsTo(bola.email)).toEqual([]);
  }, 30_000);

  it("runs no search when nothing was published since the searches last looked, yet moves them on; a new listing runs each", async () => {
    const search = createSearchService(db, { cacheCounts: false });
    let runs = 0;
    const counted = createSavedSearchesService(db, {
      search: { ...search, search: (...args) => (runs++, search.search(...args)) },
      secret: async () => "test-secret",
      siteUrl: "https://haya.test",
      jobs: queue,
      now: () => clock,
    });
    const seenOf = async (id: number) => new Date(rowsOf<{ seen: Date }>(await db.execute(sql`select seen_through as seen from saved_searches where id = ${id}`))[0]!.seen).getTime();
    const [wallaby] = await services.savedSearches.list(chidi.id).then((l) => l.filter((s) => s.query === "search=wallabytruck"));
    const alertsOn = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from saved_searches where alerts`))[0]!.n;
    expect(alertsOn).toBeGreaterThan(1);

    clock = at(30 * DAY);
    expect(await counted.sendAlerts()).toBe(0);
    expect(runs).toBe(0);
    expect(await seenOf(wallaby!.id)).toBe(at(30 * DAY - 5 * MINUTE).getTime());

    await listing("Platypus boat", at(30 * DAY + MINUTE));
    clock = at(31 * DAY);
    expect(await counted.sendAlerts()).toBe(0);
    expect(runs).toBe(alertsOn);
    expect(await seenOf(wallaby!.id)).toBe(at(31 * DAY - 5 * MINUTE).getTime());
  }, 30_000);
});
