// /api/v1 reviews as callers meet them: both sides of a completed booking review it blind (each sees the other's only
// once both wrote), the listing's and the people's published reviews are public, the reviewed owner replies once;
// anonymous 401, a stranger 404, a forged origin 403, an API token 403 (reviews are written in a browser), twice 409,
// bad input 400, keeping nothing.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows";
import { apiHarness, type TestPerson } from "../../testing/http";

const h = await apiHarness();
const { db, services, call } = h;
const RENTER_SAYS = { rating: 4, body: "The generator ran all night without a hiccup." };
const OWNER_SAYS = { rating: 5, body: "Returned on time with a full tank, thank you." };

/** A booking of `owner`'s listing by `renter`, completed an hour ago. */
async function completed(owner: TestPerson, renter: TestPerson) {
  const [cat] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into categories (slug, name, title, description, name_pcm, title_pcm, description_pcm, icon, palette_from, palette_to, position)
      values (${`power-${owner.id}`}, ${`Power ${owner.id}`}, 'Power', 'Generators', ${`Power ${owner.id}`}, 'Power', 'Generator', 'zap', '#000000', '#ffffff', 1) returning id`),
  );
  const [l] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into listings (owner_id, category_id, title, description, price_per_day_kobo, status, state, city, published_at)
      values (${owner.id}, ${cat!.id}, 'Generator 7.5 kVA', 'A quiet petrol generator', 1500000, 'published', 'Lagos', 'Ikeja', now()) returning id::int as id`),
  );
  const [b] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into bookings (listing_id, renter_id, owner_id, start_date, end_date, pickup_time, units, status, days,
        price_per_day_kobo, rental_kobo, discount_pct, discount_kobo, service_fee_kobo, vat_kobo, deposit_kobo, total_kobo,
        owner_commission_kobo, owner_payout_kobo, booking_mode)
      values (${l!.id}, ${renter.id}, ${owner.id}, '2026-05-01', '2026-05-01', '9:00 AM', 1, 'completed', 1,
        1500000, 1500000, 0, 0, 75000, 5625, 0, 1580625, 150000, 1350000, 'request') returning id::int as id`),
  );
  await db.execute(sql`insert into booking_events (booking_id, from_status, to_status, actor, actor_id, at)
    values (${b!.id}, 'active', 'completed', 'owner', ${owner.id}, now() - interval '1 hour')`);
  return { bookingId: b!.id, listingId: l!.id };
}
const count = async (bookingId: number) => rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from reviews where booking_id = ${bookingId}`))[0]!.n;

describe("/api/v1 reviews", () => {
  it("both sides review blind, then each sees the other's; the listing's and the people's reviews are public; one reply", async () => {
    const owner = await h.join("Owner");
    const renter = await h.join("Renter");
    const { bookingId, listingId } = await completed(owner, renter);

    const first = await call("POST", `/bookings/${bookingId}/reviews`, { cookie: owner.cookie, body: OWNER_SAYS });
    expect(first.status).toBe(201);
    expect((await first.json()).review).toMatchObject({ ...OWNER_SAYS, authorRole: "owner", published: false, subject: { id: renter.id } });
    const waiting = await (await call("GET", `/bookings/${bookingId}/reviews`, { cookie: renter.cookie })).json();
    expect(waiting).toMatchObject({ side: "renter", mine: null, theirs: null, theirsWritten: true });
    expect(waiting.canWriteUntil).not.toBeNull();
    expect((await (await call("GET", `/users/${renter.id}/reviews`)).json()).reviews).toEqual([]);

    const second = await call("POST", `/bookings/${bookingId}/reviews`, { cookie: renter.cookie, body: RENTER_SAYS });
    expect(second.status).toBe(201);
    expect((await (await call("GET", `/bookings/${bookingId}/reviews`, { cookie: renter.cookie })).json()).theirs).toMatchObject({ ...OWNER_SAYS, published: true });
    const ownerSees = await (await call("GET", `/bookings/${bookingId}/reviews`, { cookie: owner.cookie })).json();
    expect(ownerSees.theirs).toMatchObject({ ...RENTER_SAYS, published: true });

    const listed = await call("GET", `/listings/${listingId}/reviews?limit=5`);
    expect(listed.status).toBe(200);
    const body = await listed.json();
    expect(body.summary).toMatchObject({ average: 4, count: 1 });
    expect(body.summary.distribution).toEqual([5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars === 4 ? 1 : 0 })));
    expect(body.reviews).toHaveLength(1);
    expect((await (await call("GET", `/listings/${listingId}`)).json()).listing).toMatchObject({ rating: 4, reviewCount: 1 });
    const person = await (await call("GET", `/users/${renter.id}/reviews`)).json();
    expect(person).toMatchObject({ asRenter: { average: 5, count: 1 }, asOwner: { count: 0 } });

    const reviewId = ownerSees.theirs.id as number;
    expect((await call("POST", `/reviews/${reviewId}/reply`, { cookie: renter.cookie, body: { reply: "Glad to." } })).status).toBe(403);
    const replied = await call("POST", `/reviews/${reviewId}/reply`, { cookie: owner.cookie, body: { reply: "Thank you, come again." } });
    expect(replied.status).toBe(200);
    expect((await replied.json()).review.reply).toBe("Thank you, come again.");
    expect((await call("POST", `/reviews/${reviewId}/reply`, { cookie: owner.cookie, body: { reply: "Again." } })).status).toBe(409);
  });

  it("refuses anonymous (401), a stranger (404), a forged origin (403), an API token (403), bad input (400) and twice (409)", async () => {
    const owner = await h.join("Owner");
    const renter = await h.join("Renter");
    const stranger = await h.join("Stranger");
    const { bookingId } = await completed(owner, renter);
    const path = `/bookings/${bookingId}/reviews`;

    expect((await call("POST", path, { body: RENTER_SAYS })).status).toBe(401);
    expect((await call("GET", path)).status).toBe(401);
    expect((await call("POST", path, { cookie: stranger.cookie, body: RENTER_SAYS })).status).toBe(404);
    expect((await call("GET", path, { cookie: stranger.cookie })).status).toBe(404);
    expect((await call("POST", path, { cookie: renter.cookie, body: RENTER_SAYS, headers: { origin: "https://evil.example" } })).status).toBe(403);
    const { secret } = await services.apiTokens.create(renter.id, { name: "script", scopes: ["bookings:read", "bookings:write"], expiresIn: "never" });
    const byToken = await call("POST", path, { body: RENTER_SAYS, headers: { authorization: `Bearer ${secret}` } });
    expect(byToken.status).toBe(403);
    expect((await call("GET", path, { headers: { authorization: `Bearer ${secret}` } })).status).toBe(200);
    const bad = await call("POST", path, { cookie: renter.cookie, body: { rating: 6, body: "Nice." } });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).fields).sort()).toEqual(["body", "rating"]);
    expect(await count(bookingId)).toBe(0);

    expect((await call("POST", path, { cookie: renter.cookie, body: RENTER_SAYS })).status).toBe(201);
    expect((await call("POST", path, { cookie: renter.cookie, body: RENTER_SAYS })).status).toBe(409);
    expect(await count(bookingId)).toBe(1);
    expect((await call("GET", `/listings/999999/reviews`)).status).toBe(404);
    expect((await call("GET", `/users/nobody/reviews`)).status).toBe(404);
  });
});
