// Two-way reviews on the service: blind until both sides wrote (one side, both) or the 14 days passed (the sweep, and
// the booking page at once); too late; not completed; not a party; twice; bad input; the one reply; and the listing's
// and owner's ratings recomputed from published renter reviews only.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { REVIEW_MAX_CHARS, REVIEW_WINDOW_DAYS } from "../../../core/reviews";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from "../../errors";
import { bookingsFixture } from "../../testing/bookings";
import { freshDatabase, statementsOf } from "../../testing/db";
import { messagesFollowRequest } from "../../http/i18n/messages-locale";
import { requestLocale } from "../../http/i18n/request-locale";
import { createReviewsService, type ReviewsService } from "./reviews.service";

const DAY = 86_400_000;
const GOOD = "Everything went smoothly, the camera was spotless.";
const FAIR = "Careful renter, brought everything back on time.";

let db: Db;
let listing: () => Promise<number>;
let clock = new Date("2026-06-01T12:00:00Z");
let reviews: ReviewsService;

beforeAll(async () => {
  const f = await bookingsFixture(["stranger"], { db: (await freshDatabase({ seed: false, countStatements: true })).db });
  db = f.db;
  listing = () => f.listing();
  reviews = createReviewsService(db, { now: () => clock });
});

/** A booking of a new listing by `renter`, completed `daysAgo` days before the clock (or still `status`). */
async function booking(opts: { daysAgo?: number; status?: string; listingId?: number } = {}) {
  const listingId = opts.listingId ?? (await listing());
  const [b] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into bookings (listing_id, renter_id, owner_id, start_date, end_date, pickup_time, units, status, days,
        price_per_day_kobo, rental_kobo, discount_pct, discount_kobo, service_fee_kobo, vat_kobo, deposit_kobo, total_kobo,
        owner_commission_kobo, owner_payout_kobo, booking_mode)
      values (${listingId}, 'renter', 'owner', '2026-05-01', '2026-05-02', '9:00 AM', 1, ${opts.status ?? "completed"}, 2,
        2500000, 5000000, 0, 0, 250000, 18750, 0, 5268750, 500000, 4500000, 'request') returning id::int as id`),
  );
  if ((opts.status ?? "completed") === "completed") {
    const at = new Date(clock.getTime() - (opts.daysAgo ?? 1) * DAY);
    await db.execute(sql`insert into booking_events (booking_id, from_status, to_status, actor, actor_id, at)
      values (${b!.id}, 'active', 'completed', 'owner', 'owner', ${at.toISOString()})`);
  }
  return { id: b!.id, listingId };
}

const ratingOf = async (listingId: number) =>
  rowsOf<{ avg: number; n: number; ownerAvg: number; ownerN: number }>(
    await db.execute(sql`select l.rating_avg::float8 as avg, l.review_count as n, u.owner_rating_avg::float8 as "ownerAvg",
      u.owner_review_count as "ownerN" from listings l join users u on u.id = l.owner_id where l.id = ${listingId}`),
  )[0]!;

const write = (bookingId: number, userId: string, rating = 5, body = GOOD) => reviews.write({ bookingId, userId, rating, body });

describe("reviews", () => {
  it("keeps one side's review hidden from the other side and the public until both have written", async () => {
    const b = await booking();
    const first = await write(b.id, "renter", 4);
    expect(first.published).toBe(false);
    const renterView = await reviews.forBooking(b.id, "renter");
    expect(renterView.mine?.body).toBe(GOOD);
    expect(renterView.canWriteUntil).toBeNull();
    const ownerView = await reviews.forBooking(b.id, "owner");
    expect(ownerView.theirs).toBeNull();
    expect(ownerView.theirsWritten).toBe(true);
    expect(ownerView.canWriteUntil).toBe(new Date(clock.getTime() - DAY + REVIEW_WINDOW_DAYS * DAY).toISOString());
    expect((await reviews.forListing(b.listingId, { limit: 10, offset: 0 })).reviews).toEqual([]);
    expect(await ratingOf(b.listingId)).toMatchObject({ avg: 0, n: 0 });

    await write(b.id, "owner", 3, FAIR);
    const both = await reviews.forBooking(b.id, "renter");
    expect(both.theirs).toMatchObject({ body: FAIR, rating: 3, authorRole: "owner", published: true });
    expect((await reviews.forBooking(b.id, "owner")).theirs).toMatchObject({ body: GOOD, rating: 4, published: true });
    const listed = await reviews.forListing(b.listingId, { limit: 10, offset: 0 });
    // The listing shows the renter's review only; the owner's is about the renter.
    expect(listed.reviews.map((r) => r.body)).toEqual([GOOD]);
    expect(listed.summary).toMatchObject({ average: 4, count: 1 });
    expect(await ratingOf(b.listingId)).toMatchObject({ avg: 4, n: 1 });
    const renter = await reviews.forPerson("renter", { limit: 50, offset: 0 });
    expect(renter.reviews.some((r) => r.body === FAIR && r.authorRole === "owner")).toBe(true);
  });

  it("publishes a lone review once the 14 days have passed, and refuses a review after that", async () => {
    const b = await booking({ daysAgo: REVIEW_WINDOW_DAYS - 1 });
    await write(b.id, "renter", 2, "The lens was scratched and the owner was late.");
    expect((await reviews.sweep(clock)).listings).not.toContain(b.listingId);
    clock = new Date(clock.getTime() + DAY + 1000);
    // The booking page does not wait for the sweep; lists and ratings do.
    expect((await reviews.forBooking(b.id, "owner")).theirs).toMatchObject({ rating: 2, published: true });
    expect((await reviews.forBooking(b.id, "owner")).canWriteUntil).toBeNull();
    expect(await ratingOf(b.listingId)).toMatchObject({ n: 0 });
    expect((await reviews.sweep(clock)).listings).toContain(b.listingId);
    expect(await ratingOf(b.listingId)).toMatchObject({ avg: 2, n: 1 });
    expect((await reviews.forListing(b.listingId, { limit: 10, offset: 0 })).summary.distribution).toEqual([
      { stars: 5, count: 0 }, { stars: 4, count: 0 }, { stars: 3, count: 0 }, { stars: 2, count: 1 }, { stars: 1, count: 0 },
    ]);
    await expect(write(b.id, "owner")).rejects.toThrow(ConflictError);
    await expect(write(b.id, "owner")).rejects.toThrow(/14 days to review this booking ended/);
  });

  it("refuses a booking not completed, a stranger, a second review by the same side, and bad input", async () => {
    const open = await booking({ status: "active" });
    await expect(write(open.id, "renter")).rejects.toThrow(ConflictError);
    const b = await booking();
    await expect(write(b.id, "stranger")).rejects.toThrow(NotFoundError);
    await expect(reviews.forBooking(b.id, "stranger")).rejects.toThrow(NotFoundError);
    await expect(write(b.id, "renter", 0)).rejects.toThrow(InvalidError);
    await expect(write(b.id, "renter", 5, "  Great!  ")).rejects.toMatchObject({ fields: { body: expect.stringMatching(/at least 20/) } });
    const long = "Good. ".repeat(REVIEW_MAX_CHARS / 5);
    await expect(write(b.id, "renter", 5, long)).rejects.toMatchObject({ fields: { body: `Keep it under ${REVIEW_MAX_CHARS} characters` } });
    messagesFollowRequest();
    await expect(requestLocale.run("pcm", () => write(b.id, "renter", 5, long))).rejects.toMatchObject({ fields: { body: `Make am no pass ${REVIEW_MAX_CHARS} letters` } });
    await write(b.id, "renter");
    await expect(write(b.id, "renter", 1, GOOD)).rejects.toThrow(/already reviewed/);
    expect(rowsOf(await db.execute(sql`select 1 from reviews where booking_id = ${b.id}`))).toHaveLength(1);
  });

  it("lets the reviewed person reply once to a published review, nobody else and not before", async () => {
    const b = await booking();
    const renters = await write(b.id, "renter");
    await expect(reviews.reply({ reviewId: renters.id, userId: "owner", text: "Thank you!" })).rejects.toThrow(ConflictError);
    await expect(reviews.reply({ reviewId: renters.id, userId: "stranger", text: "Hi" })).rejects.toThrow(NotFoundError);
    await write(b.id, "owner", 5, FAIR);
    await expect(reviews.reply({ reviewId: renters.id, userId: "renter", text: "Me again" })).rejects.toThrow(ForbiddenError);
    await expect(reviews.reply({ reviewId: renters.id, userId: "stranger", text: "Hi" })).rejects.toThrow(ForbiddenError);
    await expect(reviews.reply({ reviewId: renters.id, userId: "owner", text: "   " })).rejects.toThrow(InvalidError);
    const replied = await reviews.reply({ reviewId: renters.id, userId: "owner", text: "Thank you, welcome back any time." });
    expect(replied.reply).toBe("Thank you, welcome back any time.");
    await expect(reviews.reply({ reviewId: renters.id, userId: "owner", text: "Again" })).rejects.toThrow(/already replied/);
    const listed = await reviews.forListing(b.listingId, { limit: 10, offset: 0 });
    expect(listed.reviews[0]!.reply).toBe("Thank you, welcome back any time.");
  });

  it("recomputes the listing's and the owner's ratings from published renter reviews, newest first", async () => {
    const listingId = await listing();
    const before = await ratingOf(listingId);
    for (const [i, stars] of [5, 3, 4].entries()) {
      const b = await booking({ listingId });
      await write(b.id, "owner", 1, FAIR);
      clock = new Date(clock.getTime() + 60_000);
      await write(b.id, "renter", stars, `${GOOD} Number ${i + 1}.`);
    }
    const r = await ratingOf(listingId);
    expect(r).toMatchObject({ avg: 4, n: 3 });
    // The owner's rating counts every published renter review of their published listings, none of the owner's own.
    const [owner] = rowsOf<{ avg: number; n: number }>(
      await db.execute(sql`select round(avg(rv.rating)::numeric, 2)::float8 as avg, count(*)::int as n from reviews rv
        join listings l on l.id = rv.listing_id where l.owner_id = 'owner' and l.status = 'published'
        and rv.author_role = 'renter' and rv.published_at is not null`),
    );
    expect(r.ownerN).toBe(owner!.n);
    expect(r.ownerAvg).toBe(owner!.avg);
    expect(r.ownerN).toBeGreaterThan(before.ownerN);
    // The summary and the page come in one statement, with the check that anyone may read them.
    const { value: page, statements } = await statementsOf(() => reviews.forListing(listingId, { limit: 2, offset: 0 }));
    expect(statements).toBe(1);
    expect(page.reviews.map((x) => x.body)).toEqual([`${GOOD} Number 3.`, `${GOOD} Number 2.`]);
    expect(page.summary).toMatchObject({ average: 4, count: 3 });
    expect((await reviews.forListing(listingId, { limit: 2, offset: 2 })).reviews.map((x) => x.rating)).toEqual([5]);
    await db.execute(sql`update listings set status = 'paused' where id = ${listingId}`);
    expect((await reviews.forListing(listingId, { limit: 2, offset: 0 })).summary.count).toBe(3);
    await db.execute(sql`update listings set status = 'draft' where id = ${listingId}`);
    await expect(reviews.forListing(listingId, { limit: 2, offset: 0 })).rejects.toThrow(NotFoundError);
    await db.execute(sql`update listings set status = 'published' where id = ${listingId}`);
  });
});
