// GET /metrics as Prometheus and an operator see it: only with the bearer token, in Prometheus's text format, with
// requests by route pattern and status, and the bookings and payments the database holds.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../db/rows";
import { watchSources } from "../metrics";
import { bookingsFixture } from "../testing/bookings";
import { freshDatabase } from "../testing/db";
import { apiHarness, type ApiHarness } from "../testing/http";
import { addDaysIso, todayInLagos } from "../../core/dates";

const TOKEN = "metrics-token-for-tests-0123456789";
let h: ApiHarness;

beforeAll(async () => {
  const { db } = await freshDatabase({ seed: false });
  h = await apiHarness({ db, metricsToken: TOKEN });
  watchSources({ db, pool: () => ({ total: 3, idle: 2, waiting: 0, max: 10 }), jobs: { names: ["mail"], counts: async () => ({ created: 4, completed: 9 }) } });
  const { listing } = await bookingsFixture([], { db });
  const day = addDaysIso(todayInLagos(), 5);
  await h.services.bookings.createBooking({ listingId: await listing(), renterId: "renter", startDate: day, endDate: day, pickupTime: "10:00 AM", units: 1 });
});

const scrape = (authorization?: string) => h.app.request("/metrics", { headers: authorization ? { Authorization: authorization } : {} });

describe("GET /metrics", () => {
  it("is refused without the token, or with another one (401), and says how to ask", async () => {
    for (const auth of [undefined, "Bearer wrong-token-0123456789abcdef", `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await scrape(auth);
      expect(res.status, String(auth)).toBe(401);
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(await res.text()).not.toContain("haya_");
    }
  });

  it("with the token: Prometheus text with requests by route pattern and status, never by raw path", async () => {
    const read = await h.call("GET", "/listings/987654321");
    await read.text();
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const text = await res.text();
    expect(text).toMatch(/haya_http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/listings\/:id",status="404"\} [1-9]/);
    expect(text).not.toContain("listings/987654321");
    expect(text).toMatch(/# TYPE haya_database_unavailable_total counter/);
    expect(text).toMatch(/# TYPE haya_job_failures_total counter/);
    expect(text).toMatch(/haya_process_cpu_seconds_total/);
  });

  it("bookings by status and payments as the database holds them; the pool and the job queue", async () => {
    const text = await (await scrape(`Bearer ${TOKEN}`)).text();
    const byStatus = rowsOf<{ status: string; n: number }>(await h.db.execute(sql`select status::text as status, count(*)::int as n from bookings group by status`));
    expect(byStatus.length).toBeGreaterThan(0);
    for (const { status, n } of byStatus) expect(text).toContain(`haya_bookings{status="${status}"} ${n}`);
    expect(text).toMatch(/# TYPE haya_payments gauge/);
    expect(text).toMatch(/# TYPE haya_payouts gauge/);
    expect(text).toContain('haya_db_pool_connections{state="idle"} 2');
    expect(text).toContain('haya_jobs{queue="mail",state="created"} 4');
  });
});
