// /api/v1/me/earnings and /api/v1/me/payouts as callers meet them: only for the signed-in person (anonymous 401, another
// website 403, a personal API token 403 whatever its scopes), each owner seeing only their own money; Withdraw refused
// without a payout account (422) or below the minimum (409), and 201 with the payout when money is available.
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { addDaysIso, lagosMidnight, todayInLagos } from "../../../core/dates";
import { rowsOf } from "../../db/rows";
import { cookieOf, meta } from "../../testing/accounts";
import { apiHarness } from "../../testing/http";
import { nuban } from "../../testing/payouts";
import { routeAccess } from "./token-scopes";

const DAY = 86_400_000;
let clock: Date | undefined;
const h = await apiHarness({ now: () => clock ?? new Date() });
const { call, services, db } = h;
const GTB = "058";

let n = 0;
async function person(name = "Bola Ade") {
  const password = `egusi-${++n}-pepper-soup`;
  const { headers } = await services.accounts.signUp({ name, email: `earner-${n}@example.com`, password }, meta());
  const cookie = cookieOf(headers);
  const { session } = await services.accounts.getSession(meta(cookie));
  return { id: session!.user.id, cookie, password };
}
type Person = Awaited<ReturnType<typeof person>>;

async function withAccount(p: Person) {
  const res = await call("PUT", "/me/payout-account", { cookie: p.cookie, body: { bankCode: GTB, accountNumber: nuban(GTB, `12345${String(n).padStart(4, "0")}`), currentPassword: p.password } });
  expect(res.status).toBe(200);
}

/** A booking of a listing of `owner`'s, paid in the sandbox and returned; the clock moves to 3 days after the return, when its money is available. */
async function earned(owner: Person) {
  const renter = await person("Renter");
  const [cat] = rowsOf<{ id: number }>(await db.execute(sql`select id from categories limit 1`));
  const categoryId =
    cat?.id ??
    rowsOf<{ id: number }>(
      await db.execute(sql`insert into categories (slug, name, title, description, name_pcm, title_pcm, description_pcm, icon, palette_from, palette_to, position)
        values ('tools', 'Tools', 'Tools', 'Tools', 'Tools', 'Tools', 'Tools', 'wrench', '#000000', '#ffffff', 1) returning id`),
    )[0]!.id;
  const [listing] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into listings (owner_id, category_id, title, description, price_per_day_kobo, units, booking_mode, status, min_days, max_days, caution_deposit_kobo, state, city, published_at)
      values (${owner.id}, ${categoryId}, 'Makita drill', 'A cordless drill with two batteries', 500000, 1, 'instant', 'published', 1, 30, 0, 'Lagos', 'Yaba', now()) returning id::int as id`),
  );
  const start = addDaysIso(todayInLagos(), 1);
  const b = await services.bookings.createBooking({ listingId: listing!.id, renterId: renter.id, startDate: start, endDate: addDaysIso(start, 1), pickupTime: "9:00 AM", units: 1 });
  const { reference } = await services.payments.startCheckout({ bookingId: b.id, renterId: renter.id });
  await services.payments.answerSandbox(reference, "success");
  await services.payments.settle(reference);
  await services.bookings.markPickedUp(b.id, owner.id, { now: new Date(lagosMidnight(start)) });
  await services.bookings.markReturned(b.id, owner.id, { now: new Date(lagosMidnight(start) + 1.5 * DAY) });
  // Three days after the return: past the damage-claim window.
  clock = new Date(lagosMidnight(start) + 4.5 * DAY);
  return b;
}

afterEach(() => {
  clock = undefined;
});

describe("/api/v1/me/earnings and /api/v1/me/payouts", () => {
  it("need a session: anonymous calls are 401", async () => {
    for (const [method, path] of [
      ["GET", "/me/earnings"],
      ["GET", "/me/payouts"],
      ["POST", "/me/payouts"],
    ] as const)
      expect((await call(method, path)).status).toBe(401);
  });

  it("are never open to a personal API token, and Withdraw from another website is 403", async () => {
    const p = await person();
    await withAccount(p);
    await earned(p);
    const { secret } = await services.apiTokens.create(p.id, { name: "books", scopes: ["bookings:read", "listings:read"], expiresIn: "90" });
    for (const [method, path] of [
      ["GET", "/me/earnings"],
      ["GET", "/me/payouts"],
      ["POST", "/me/payouts"],
    ] as const) {
      expect(routeAccess(method, path)).toBe("session");
      expect((await call(method, path, { headers: { authorization: `Bearer ${secret}` } })).status).toBe(403);
    }
    for (const headers of [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }] as Record<string, string>[])
      expect((await call("POST", "/me/payouts", { cookie: p.cookie, headers })).status).toBe(403);
    expect(await (await call("GET", "/me/payouts", { cookie: p.cookie })).json()).toEqual({ payouts: [] });
  });

  it("Withdraw without a payout account is 422, with nothing available 409, each saying why", async () => {
    const p = await person();
    let res = await call("POST", "/me/payouts", { cookie: p.cookie });
    expect(res.status).toBe(422);
    expect((await res.json()).message).toBe("Add the bank account your payouts go to first.");
    await withAccount(p);
    res = await call("POST", "/me/payouts", { cookie: p.cookie });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(/^You have nothing available to withdraw yet/);
  });

  it("an owner's available money is withdrawn once (201, on its way), and nobody else sees it", async () => {
    const owner = await person("Owner");
    await withAccount(owner);
    const b = await earned(owner);
    const before = await (await call("GET", "/me/earnings", { cookie: owner.cookie })).json();
    expect(before).toMatchObject({ availableKobo: b.ownerPayoutKobo, canWithdraw: true, withdrawBlockedBy: null });
    expect(before.lines).toMatchObject([{ bookingId: b.id, state: "available", netKobo: b.ownerPayoutKobo }]);

    const stranger = await person("Stranger");
    const theirs = await (await call("GET", "/me/earnings", { cookie: stranger.cookie })).json();
    expect(theirs).toMatchObject({ availableKobo: 0, lines: [] });
    expect((await call("POST", "/me/payouts", { cookie: stranger.cookie })).status).toBe(422);

    const res = await call("POST", "/me/payouts", { cookie: owner.cookie });
    expect(res.status).toBe(201);
    const { payout } = await res.json();
    expect(payout).toMatchObject({ status: "sent", amountKobo: b.ownerPayoutKobo, trigger: "withdraw", bankName: "Guaranty Trust Bank" });
    expect(payout.sentKobo).toBe(payout.amountKobo - payout.feeKobo);
    expect((await call("POST", "/me/payouts", { cookie: owner.cookie })).status).toBe(409);
    expect((await (await call("GET", "/me/payouts", { cookie: owner.cookie })).json()).payouts).toEqual([payout]);
    expect((await (await call("GET", "/me/payouts", { cookie: stranger.cookie })).json()).payouts).toEqual([]);
    expect(await (await call("GET", "/me/earnings", { cookie: owner.cookie })).json()).toMatchObject({ availableKobo: 0, onItsWayKobo: b.ownerPayoutKobo });
  });
});
