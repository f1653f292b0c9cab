// /api/v1/admin's look-up and money operations as callers meet them: a visitor, an ordinary person, an API token and
// operators without two-factor sign-in get exactly the unknown path's answer everywhere; support reads (look-up, a
// booking's file) but gets that same 404 on every money operation; an admin gets them all. A cross-site write is
// refused. With the demo data: the renter disputes the demo owner's open claim and an admin decides it through the API
// (one audit row); a booking's file is one audit row per look.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows";
import { seedDemoPeople } from "../../seed/demo-people";
import { apiHarness, type ApiHarness, type TestPerson } from "../../testing/http";
import { operatorCast } from "../../testing/operators";

let h: ApiHarness;
let visitor: TestPerson, support: TestPerson, admin: TestPerson, adminNo2fa: TestPerson, supportNo2fa: TestPerson, person: TestPerson;
let token: string, claim: { id: number; bookingId: number; renterId: string };

const count = async (action: string) => rowsOf<{ n: number }>(await h.db.execute(sql`select count(*)::int as n from audit_log where action = ${action}`))[0]!.n;

beforeAll(async () => {
  h = await apiHarness({ seed: true });
  await seedDemoPeople(h.db);
  ({ person, visitor, support, admin, adminNo2fa, supportNo2fa, token } = await operatorCast(h));
  [claim] = rowsOf<{ id: number; bookingId: number; renterId: string }>(
    await h.db.execute(sql`select c.id::int, c.booking_id::int as "bookingId", b.renter_id as "renterId" from deposit_claims c join bookings b on b.id = c.booking_id where c.status = 'open' order by c.id limit 1`),
  ) as [typeof claim];
});

const READS = () => [
  ["GET", "/admin/lookup?q=renter"],
  ["GET", `/admin/bookings/${claim.bookingId}`],
  ["GET", "/admin/overdue-bookings"],
] as const;
const MONEY = () => [
  ["POST", `/admin/claims/${claim.id}/decision`],
  ["POST", `/admin/bookings/${claim.bookingId}/cancel`],
  ["POST", "/admin/refunds/1/retry"],
  ["POST", "/admin/payouts/1/retry"],
] as const;

async function sameAsUnknown(who: TestPerson | { token: string }, method: string, path: string) {
  const init = (body?: unknown) => ("token" in who ? { headers: { authorization: `Bearer ${who.token}` }, body } : { cookie: who.cookie || undefined, body });
  const body = method === "GET" ? undefined : {};
  const unknown = await h.call(method, "/no-such-thing", init(body));
  const res = await h.call(method, path, init(body));
  expect([method, path, res.status, await res.json()]).toEqual([method, path, unknown.status, await unknown.json()]);
}

describe("overdue rentals", () => {
  it("lists the demo Highlander, due back by 8 PM yesterday, with its days late and the late fee so far", async () => {
    const res = await h.call("GET", "/admin/overdue-bookings", { cookie: support.cookie });
    expect(res.status).toBe(200);
    const { bookings } = (await res.json()) as { bookings: { title: string; endDate: string; dueAt: string; daysLate: number; lateFeeAccruedKobo: number }[] };
    const highlander = bookings.find((b) => b.title.startsWith("Toyota Highlander"))!;
    expect(highlander.dueAt).toBe(new Date(`${highlander.endDate}T19:00:00Z`).toISOString());
    expect(highlander.daysLate).toBeGreaterThanOrEqual(1);
    // ₦100,000 a day, its own late fee (demo data).
    expect(highlander.lateFeeAccruedKobo).toBe(highlander.daysLate * 100_000_00);
    // Active, not yet due back (the demo camera): not listed.
    expect(bookings.filter((b) => b.title.startsWith("Sony A7"))).toEqual([]);
  });
});

describe("who may call the look-up and money operations", () => {
  it("answers a visitor, an ordinary person, an API token and operators without two-factor sign-in exactly as an unknown path", async () => {
    for (const [method, path] of [...READS(), ...MONEY()]) for (const who of [visitor, person, adminNo2fa, supportNo2fa, { token }]) await sameAsUnknown(who, method, path);
  });

  it("lets support read but answers support's money operations as an unknown path; an admin gets all (an empty write: 400, nothing done)", async () => {
    for (const [method, path] of READS()) {
      for (const who of [support, admin]) expect([path, (await h.call(method, path, { cookie: who.cookie })).status]).toEqual([path, 200]);
    }
    for (const [method, path] of MONEY()) {
      await sameAsUnknown(support, method, path);
      const res = await h.call(method, path, { cookie: admin.cookie, body: {} });
      expect([path, res.status]).toEqual([path, 400]);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
    expect(await count("claim.decide")).toBe(0);
    expect(await count("booking.cancel")).toBe(0);
  });

  it("refuses a cross-site or forged write from an admin", async () => {
    const path = `/admin/bookings/${claim.bookingId}/cancel`;
    expect((await h.call("POST", path, { cookie: admin.cookie, body: { reason: "Owner asked" }, headers: { origin: "https://evil.example" } })).status).toBe(403);
    const bare = await h.app.request(`/api/v1${path}`, { method: "POST", headers: { cookie: admin.cookie, "content-type": "application/json" }, body: JSON.stringify({ reason: "Owner asked" }) });
    expect(bare.status).toBe(403);
    expect(await count("booking.cancel")).toBe(0);
  });
});

describe("what they do", () => {
  it("finds the demo renter by e-mail; a booking's file is one audit row per look, with history, balanced ledger and messages", async () => {
    const found = (await (await h.call("GET", "/admin/lookup?q=renter@demo.haya.ng", { cookie: support.cookie })).json()) as { people: { email: string }[] };
    expect(found.people.map((p) => p.email)).toEqual(["renter@demo.haya.ng"]);
    expect((await h.call("GET", "/admin/lookup?q=", { cookie: support.cookie })).status).toBe(400);
    const before = await count("booking.view");
    const file = (await (await h.call("GET", `/admin/bookings/${claim.bookingId}`, { cookie: support.cookie })).json()) as { history: unknown[]; ledger: { sumKobo: number }[] };
    expect(file.history.length).toBeGreaterThan(0);
    expect(file.ledger.length).toBeGreaterThan(0);
    expect(file.ledger.every((j) => j.sumKobo === 0)).toBe(true);
    expect(await count("booking.view")).toBe(before + 1);
    expect((await h.call("GET", "/admin/bookings/999999", { cookie: admin.cookie })).status).toBe(404);
  });

  it("decides the demo claim once the renter disputes it: bad amounts refused, then one decision and one audit row", async () => {
    await h.services.claims.answer({ bookingId: claim.bookingId, userId: claim.renterId, accept: false, text: "The scratch was there when I picked it up.", photos: [] });
    const path = `/admin/claims/${claim.id}/decision`;
    await sameAsUnknown(support, "POST", path);
    const tooMuch = await h.call("POST", path, { cookie: admin.cookie, body: { amountKobo: 10_000_000_000, note: "Far too much money" } });
    expect(tooMuch.status).toBe(400);
    expect((await h.call("POST", path, { cookie: admin.cookie, body: { amountKobo: 1.5, note: "Half a kobo" } })).status).toBe(400);
    const ok = await h.call("POST", path, { cookie: admin.cookie, body: { amountKobo: 0, note: "The pick-up photos show the scratch already." } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ id: claim.id, status: "settled", settledAmountKobo: 0 });
    expect(await count("claim.decide")).toBe(1);
    expect((await h.call("POST", path, { cookie: admin.cookie, body: { amountKobo: 0, note: "A second time now." } })).status).toBe(404);
    expect(await count("claim.decide")).toBe(1);
  });
});
