// The demo catalogue's reviews, each of a completed booking made for it: the renter rented the listing for a few days
// some time ago, the owner marked the return, and both reviewed within days, so that every review has its booking.
//
// Bookings are inserted directly (rows and their status history, priced by the real quote), not replayed through the
// services as the demo people's are (demo-bookings.ts): there are hundreds, and the replay costs tens of queries each at
// every fresh database's start-up. They carry no payment or ledger rows: the catalogue's owners never sign in, and money
// they could withdraw would only mislead the payout run.
import { addDaysIso, PICKUP_TIMES, todayInLagos } from "../../core/dates";
import { REVIEW_WINDOW_DAYS } from "../../core/reviews";
import { quoteBooking } from "../../core/quote";
import type { Db } from "../db/client";
import * as t from "../db/schema";
import { OWNER_REVIEWS, REVIEWS } from "./data/people";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Rnd = { next: () => number; int: (min: number, max: number) => number; pick: <T>(xs: readonly T[]) => T };
type ListingRow = typeof t.listings.$inferInsert;

async function insertChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** For each listing, 0 to 9 reviews (as the catalogue always had), each with its completed booking and the owner's review. */
export async function seedCatalogueReviews(
  tx: Db,
  opts: { rnd: Rnd; now: number; ids: number[]; listingRows: ListingRow[]; renterIds: string[] },
): Promise<void> {
  const { rnd, now } = opts;
  const plans = opts.ids.flatMap((listingId, i) => {
    const listing = opts.listingRows[i]!;
    const count = rnd.next() < 0.1 ? 0 : rnd.int(1, 9);
    const published = listing.publishedAt!.getTime();
    return Array.from({ length: count }, () => {
      const review = rnd.pick(REVIEWS);
      const ownerReview = rnd.pick(OWNER_REVIEWS);
      const renterId = rnd.pick(opts.renterIds);
      // The return, at least four days ago so that both reviews are written (and so published) before now.
      const returned = Math.min(now - 4 * DAY, published + rnd.next() * Math.max(DAY, now - published));
      const endDate = todayInLagos(new Date(returned));
      const startDate = addDaysIso(endDate, -rnd.int(0, 3));
      const renterWrote = new Date(returned + rnd.int(2, 60) * HOUR);
      const ownerWrote = new Date(returned + rnd.int(1, 60) * HOUR);
      return { listingId, listing, review, ownerReview, renterId, returned: new Date(returned), startDate, endDate, renterWrote, ownerWrote };
    });
  });

  const bookingIds: number[] = [];
  await insertChunks(plans, 300, async (chunk) => {
    const rows = await tx
      .insert(t.bookings)
      .values(
        chunk.map((p) => {
          const q = quoteBooking({
            startDate: p.startDate,
            endDate: p.endDate,
            units: 1,
            pricePerDayKobo: p.listing.pricePerDayKobo!,
            weeklyDiscountPct: p.listing.weeklyDiscountPct ?? 0,
            monthlyDiscountPct: p.listing.monthlyDiscountPct ?? 0,
            cautionDepositKobo: p.listing.cautionDepositKobo ?? 0,
            weekendPriceKobo: p.listing.weekendPriceKobo,
            weekendDays: p.listing.weekendDays,
            dayPrices: p.listing.dayPrices,
          });
          const created = new Date(p.returned.getTime() - (q.days + 3) * DAY);
          return {
            listingId: p.listingId,
            renterId: p.renterId,
            ownerId: p.listing.ownerId,
            startDate: p.startDate,
            endDate: p.endDate,
            pickupTime: PICKUP_TIMES[1],
            status: "completed" as const,
            bookingMode: p.listing.bookingMode ?? "request",
            ...q,
            createdAt: created,
            updatedAt: p.returned,
          };
        }),
      )
      .returning({ id: t.bookings.id });
    bookingIds.push(...rows.map((r) => r.id));
  });

  // Its history as the state machine writes it: booked, accepted (requests), paid, picked up, returned.
  const events = plans.flatMap((p, i) => {
    const bookingId = bookingIds[i]!;
    const created = new Date(p.returned.getTime() - (rentalLength(p.startDate, p.endDate) + 3) * DAY);
    const at = (h: number) => new Date(created.getTime() + h * HOUR);
    const request = p.listing.bookingMode !== "instant";
    const ev = (fromStatus: (typeof t.bookingStatus.enumValues)[number] | null, toStatus: (typeof t.bookingStatus.enumValues)[number], actor: "renter" | "owner" | "system", when: Date) => ({
      bookingId,
      fromStatus,
      toStatus,
      actor,
      actorId: actor === "renter" ? p.renterId : actor === "owner" ? p.listing.ownerId : null,
      at: when,
    });
    return [
      ev(null, request ? "requested" : "awaiting_payment", "renter", at(0)),
      ...(request ? [ev("requested", "awaiting_payment", "owner", at(2))] : []),
      ev("awaiting_payment", "confirmed", "system", at(3)),
      ev("confirmed", "active", "owner", new Date(p.returned.getTime() - rentalLength(p.startDate, p.endDate) * DAY + HOUR)),
      ev("active", "completed", "owner", p.returned),
    ];
  });
  await insertChunks(events, 500, (chunk) => tx.insert(t.bookingEvents).values(chunk));

  const reviews = plans.flatMap((p, i) => {
    const bookingId = bookingIds[i]!;
    const hiddenUntil = new Date(p.returned.getTime() + REVIEW_WINDOW_DAYS * DAY);
    const publishedAt = new Date(Math.max(p.renterWrote.getTime(), p.ownerWrote.getTime()));
    const base = { bookingId, listingId: p.listingId, hiddenUntil, publishedAt };
    return [
      { ...base, authorId: p.renterId, subjectId: p.listing.ownerId, authorRole: "renter", rating: p.review.rating, body: p.review.body, createdAt: p.renterWrote },
      { ...base, authorId: p.listing.ownerId, subjectId: p.renterId, authorRole: "owner", rating: p.ownerReview.rating, body: p.ownerReview.body, createdAt: p.ownerWrote },
    ];
  });
  await insertChunks(reviews, 500, (chunk) => tx.insert(t.reviews).values(chunk));
}

function rentalLength(startDate: string, endDate: string): number {
  return Math.round((Date.parse(endDate) - Date.parse(startDate)) / DAY) + 1;
}
