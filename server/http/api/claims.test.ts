// /api/v1/bookings/{id}/claims as callers meet it: the owner files a claim with a real photo (multipart), the renter
// disputes it; anonymous 401, a stranger 404 (as for a booking that does not exist), the renter filing or the owner
// answering 403, a forged cross-site write 403, bad input 400 with nothing kept.
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { addDaysIso, lagosMidnight, todayInLagos } from "../../../core/dates";
import { rowsOf } from "../../db/rows";
import { apiHarness, type TestPerson } from "../../testing/http";
import { blankPng } from "../../testing/png";

const HOUR = 3_600_000;
let clock: Date | undefined;
const h = await apiHarness({ now: () => clock ?? new Date() });
const { db, services, app } = h;
afterEach(() => (clock = undefined));

/** A ₦20,000-deposit booking of `owner`'s listing by `renter`, paid in the sandbox and returned; the clock an hour after. */
async function returned(owner: TestPerson, renter: TestPerson) {
  const [cat] = rowsOf<{ id: number }>(await db.execute(sql`select id from categories limit 1`));
  const categoryId =
    cat?.id ??
    rowsOf<{ id: number }>(
      await db.execute(sql`insert into categories (slug, name, title, description, name_pcm, title_pcm, description_pcm, icon, palette_from, palette_to, position)
        values ('party', 'Party', 'Party', 'Party gear', 'Party', 'Party', 'Party tins', 'tent', '#000000', '#ffffff', 1) returning id`),
    )[0]!.id;
  const [listing] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into listings (owner_id, category_id, title, description, price_per_day_kobo, units, booking_mode, status, min_days, max_days, caution_deposit_kobo, state, city, published_at)
      values (${owner.id}, ${categoryId}, 'Sound system', 'Two speakers, a mixer and two microphones', 1500000, 1, 'instant', 'published', 1, 30, 2000000, 'Lagos', 'Surulere', now()) returning id::int as id`),
  );
  const start = addDaysIso(todayInLagos(), 1);
  const b = await services.bookings.createBooking({ listingId: listing!.id, renterId: renter.id, startDate: start, endDate: start, pickupTime: "9:00 AM", units: 1 });
  const { reference } = await services.payments.startCheckout({ bookingId: b.id, renterId: renter.id });
  await services.payments.answerSandbox(reference, "success");
  await services.payments.settle(reference);
  await services.bookings.markPickedUp(b.id, owner.id, { now: new Date(lagosMidnight(start)) });
  const at = new Date(lagosMidnight(start) + 18 * HOUR);
  await services.bookings.markReturned(b.id, owner.id, { now: at });
  clock = new Date(at.getTime() + HOUR);
  return b;
}

/** A multipart POST to /api/v1`path` with `fields` and `photos`, from Haya's own pages unless `headers` say otherwise. */
function post(path: string, who: TestPerson | undefined, fields: Record<string, string>, photos: Buffer[] = [], headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const p of photos) form.append("photos", new File([new Uint8Array(p)], "damage.png", { type: "image/png" }));
  const from: Record<string, string> = who && !Object.keys(headers).length ? { origin: "http://localhost" } : {};
  const cookie: Record<string, string> = who ? { cookie: who.cookie } : {};
  return app.request(`/api/v1${path}`, { method: "POST", body: form, headers: { ...from, ...headers, ...cookie } });
}
const claimCount = async (bookingId: number) => rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from deposit_claims where booking_id = ${bookingId}`))[0]!.n;

const PHOTO = blankPng(64, 48);
const WHAT = "One speaker's cone is torn and the mixer's fader is broken.";

describe("/api/v1/bookings/{id}/claims", () => {
  it("the owner claims with a photo; the renter sees it and disputes; each sees the same claim", async () => {
    const owner = await h.join("Owner");
    const renter = await h.join("Renter");
    const b = await returned(owner, renter);
    const state = await (await h.call("GET", `/bookings/${b.id}/claims`, { cookie: owner.cookie })).json();
    expect(state).toMatchObject({ claim: null, maxClaimKobo: 2_000_000 });
    expect(state.claimableUntil).not.toBeNull();
    expect(await (await h.call("GET", `/bookings/${b.id}/claims`, { cookie: renter.cookie })).json()).toMatchObject({ claim: null, claimableUntil: null });

    const res = await post(`/bookings/${b.id}/claims`, owner, { amountKobo: "1500000", description: WHAT }, [PHOTO]);
    expect(res.status).toBe(201);
    const { claim } = await res.json();
    expect(claim).toMatchObject({ status: "open", amountKobo: 1_500_000, description: WHAT, photos: [{ stage: "claim", width: 64, height: 48 }] });
    expect(claim.photos[0].url).toMatch(new RegExp(`^/bookings/${b.id}/photos/\\d+`));
    expect(claim.photos[0]).not.toHaveProperty("key");

    const seen = await (await h.call("GET", `/bookings/${b.id}/claims`, { cookie: renter.cookie })).json();
    expect(seen.claim).toEqual(claim);
    const disputed = await post(`/bookings/${b.id}/claims/answer`, renter, { answer: "dispute", text: "The cone was torn when I collected it; I said so." }, [PHOTO]);
    expect(disputed.status).toBe(200);
    expect((await disputed.json()).claim).toMatchObject({ status: "disputed", answer: "disputed", photos: [{ stage: "claim" }, { stage: "claim_answer" }] });
  });

  it("refuses anonymous (401), a stranger (404), the wrong side (403), a forged origin (403) and bad input (400), keeping nothing", async () => {
    const owner = await h.join("Owner");
    const renter = await h.join("Renter");
    const stranger = await h.join("Stranger");
    const b = await returned(owner, renter);
    const good = { amountKobo: "500000", description: WHAT };
    expect((await h.call("GET", `/bookings/${b.id}/claims`)).status).toBe(401);
    expect((await post(`/bookings/${b.id}/claims`, undefined, good, [PHOTO])).status).toBe(401);
    expect((await h.call("GET", `/bookings/${b.id}/claims`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await post(`/bookings/${b.id}/claims`, stranger, good, [PHOTO])).status).toBe(404);
    expect((await post(`/bookings/${b.id}/claims`, renter, good, [PHOTO])).status).toBe(403);
    for (const headers of [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }] as Record<string, string>[])
      expect((await post(`/bookings/${b.id}/claims`, owner, good, [PHOTO], headers)).status).toBe(403);
    for (const [fields, photos, field] of [
      [{ ...good, amountKobo: "2000001" }, [PHOTO], "amount"],
      [{ ...good, amountKobo: "abc" }, [PHOTO], "amount"],
      [{ ...good, description: "Broken" }, [PHOTO], "description"],
      [good, [], "photos"],
      [good, [Buffer.from("not a picture at all")], "photos"],
      [{ ...good, reason: "lateness" }, [PHOTO], "reason"],
      // Back at 6 PM, before its 8 PM return time: no late fee to claim (issue 36).
      [{ ...good, reason: "late_return" }, [], "reason"],
    ] as const) {
      const res = await post(`/bookings/${b.id}/claims`, owner, { ...fields }, [...photos]);
      expect(res.status, field).toBe(400);
      expect(Object.keys((await res.json()).fields)).toContain(field);
    }
    expect(await claimCount(b.id)).toBe(0);
    expect((await post(`/bookings/${b.id}/claims/answer`, renter, { answer: "accept" })).status).toBe(404);
    expect((await post(`/bookings/${b.id}/claims`, owner, good, [PHOTO])).status).toBe(201);
    expect((await post(`/bookings/${b.id}/claims/answer`, owner, { answer: "accept" })).status).toBe(403);
    expect((await post(`/bookings/${b.id}/claims/answer`, renter, { answer: "maybe" })).status).toBe(400);
    expect((await post(`/bookings/${b.id}/claims/answer`, renter, { answer: "accept" })).status).toBe(200);
    expect((await post(`/bookings/${b.id}/claims/answer`, renter, { answer: "accept" })).status).toBe(409);
  });
});
