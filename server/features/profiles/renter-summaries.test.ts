// The renter of a booking as its owner sees them before deciding (issue 38, item 12): what is verified, member since,
// their rating from owners' published reviews and a few of those from other owners — for the booking's owner only, and
// for a whole page of requests in one query.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { addDaysIso, todayInLagos } from "../../../core/dates";
import type { Db } from "../../db/client";
import { createServices, type Services } from "../../services";
import { bookingsFixture } from "../../testing/bookings";

const DAY = 86_400_000;
let db: Db;
let services: Services;
let listing: Awaited<ReturnType<typeof bookingsFixture>>["listing"];
let start = 10;

beforeAll(async () => {
  ({ db, listing } = await bookingsFixture(["owner3", "owner4"]));
  services = createServices(db);
});

async function book(owner: string, renterId: string) {
  const listingId = await listing({ owner });
  const today = todayInLagos();
  start += 3;
  const b = await services.bookings.createBooking({ listingId, renterId, startDate: addDaysIso(today, start), endDate: addDaysIso(today, start + 1), pickupTime: "9:00 AM", units: 1 });
  return { ...b, listingId };
}

/** A review of `subject` by `author` on a booking between them made for it, published `daysAgo` (null: still hidden). */
async function review(author: string, subject: string, role: "owner" | "renter", rating: number, body: string, daysAgo: number | null) {
  const b = role === "owner" ? await book(author, subject) : await book(subject, author);
  const published = daysAgo === null ? null : new Date(Date.now() - daysAgo * DAY).toISOString();
  await db.execute(sql`insert into reviews (booking_id, listing_id, author_id, subject_id, author_role, rating, body, hidden_until, published_at)
    values (${b.id}, ${b.listingId}, ${author}, ${subject}, ${role}, ${rating}, ${body}, ${new Date(Date.now() + 14 * DAY).toISOString()}, ${published})`);
}

describe("renter summaries", () => {
  it("show the renter's verified facts, rating from owners and the newest reviews by other owners, to the booking's owner only", async () => {
    await db.execute(sql`update users set email_verified = true, phone_number = '+2348031234567', phone_number_verified = true,
      created_at = '2025-03-14T12:00:00Z' where id = 'renter'`);
    await review("owner2", "renter", "owner", 4, "Returned the camera clean and on time.", 30);
    await review("owner3", "renter", "owner", 5, "A careful renter, easy to deal with.", 20);
    await review("owner4", "renter", "owner", 2, "Brought it back two days late.", 10);
    await review("owner3", "renter", "owner", 5, "Second rental, just as good as the first.", 5);
    // The owner's own review of this renter counts in the rating but is not one of 'other owners' reviews'.
    await review("owner", "renter", "owner", 4, "Good renter, would rent again.", 2);
    // Still hidden (blind until both sides write): neither counted nor shown.
    await review("owner2", "renter", "owner", 1, "A hidden review nobody may read yet.", null);
    // A renter's review of them as an owner is not about them as a renter.
    await review("renter2", "renter", "renter", 1, "As an owner they were late to the pick-up.", 1);
    const asked = await book("owner", "renter");
    const other = await book("owner", "renter2");

    const spy = vi.spyOn(db, "execute");
    const seen = await services.profiles.renters("owner", [asked.id, other.id]);
    // One query for the whole page of cards, whatever their number.
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();

    const r = seen[asked.id]!;
    expect(r).toMatchObject({ id: "renter", name: "renter", emailVerified: true, phoneVerified: true, businessVerified: false, active: true, count: 5 });
    expect(r.average).toBe(4);
    expect(r.createdAt.toISOString()).toBe("2025-03-14T12:00:00.000Z");
    expect(r.reviews.map((x) => [x.authorName, x.rating, x.body])).toEqual([
      ["owner3", 5, "Second rental, just as good as the first."],
      ["owner4", 2, "Brought it back two days late."],
      ["owner3", 5, "A careful renter, easy to deal with."],
    ]);
    // Nothing private of theirs: no e-mail address, no phone number.
    expect(JSON.stringify(seen)).not.toMatch(/@example\.com|\+234/);

    expect(seen[other.id]).toMatchObject({ id: "renter2", emailVerified: false, phoneVerified: false, count: 0, average: 0, reviews: [] });
  });

  it("tell nobody but the booking's owner about its renter: another owner, the renter themself, an unknown booking", async () => {
    const b = await book("owner", "renter");
    expect(await services.profiles.renters("owner2", [b.id])).toEqual({});
    expect(await services.profiles.renters("renter", [b.id])).toEqual({});
    expect(await services.profiles.renters("", [b.id])).toEqual({});
    expect(await services.profiles.renters("owner", [999_999])).toEqual({});
    expect(await services.profiles.renters("owner", [])).toEqual({});
  });

  it("say when the renter has left: no profile to link to", async () => {
    const b = await book("owner2", "renter2");
    await db.execute(sql`update users set deleted_at = now() where id = 'renter2'`);
    expect((await services.profiles.renters("owner2", [b.id]))[b.id]).toMatchObject({ active: false });
    await db.execute(sql`update users set deleted_at = null where id = 'renter2'`);
  });
});
