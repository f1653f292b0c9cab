// Public profiles (/u/{id}): who a person is as others may see them — photo, name, member since, what is verified, how
// they answer booking requests (rate and typical time, from real requests), their listings and the reviews they got;
// and the renter of a booking as its owner sees them before deciding (rating and reviews from owners, what is verified).
import type { Db } from "../../db/client";
import { NotFoundError } from "../../errors";
import type { ReviewsService } from "../reviews/reviews.service";
import * as repo from "./profiles.repo";
import { m } from "../../../core/paraglide/messages";

/** A typical answer time as people say it, in the request's language: "within an hour", "within 5 hours", "within 2 days". */
export function answerTimeText(seconds: number): string {
  const hours = seconds / 3600;
  if (hours <= 1) return m.people_within_hour();
  if (hours < 24) return m.people_within_hours({ count: Math.ceil(hours) });
  const days = Math.ceil(hours / 24);
  return days === 1 ? m.people_within_day() : m.people_within_days({ count: days });
}

/**
 * A verified identity in words (issue 37), worded here so that the pages showing it carry none of these messages: `id`
 * heads the list of what is verified ("Verified: ID, Email"), `badge` is the 'ID verified' badge. Both null when it is not.
 */
export function idWords(p: { idVerified: boolean }) {
  return p.idVerified ? { id: m.people_verified_id(), badge: m.people_id_verified() } : { id: null, badge: null };
}

/** A renter as the owner deciding on their booking sees them (issue 38, item 12), with what is verified worded. */
export type RenterSummary = Omit<repo.RenterSummaryRow, "bookingId"> & { idWords: ReturnType<typeof idWords> };
/** Reviews from other owners a request shows at most. */
export const RENTER_REVIEWS_SHOWN = 3;

export function createProfilesService(db: Db, deps: { reviews: ReviewsService }) {
  return {
    /**
     * The renters of `ownerId`'s bookings among `bookingIds`, by booking id, in one query: someone else's booking is
     * left out, so a person learns nothing about the renters of bookings that are not theirs.
     */
    async renters(ownerId: string, bookingIds: number[]): Promise<Record<number, RenterSummary>> {
      const rows = await repo.renterSummaries(db, ownerId, bookingIds, RENTER_REVIEWS_SHOWN);
      return Object.fromEntries(rows.map(({ bookingId, ...r }) => [bookingId, { ...r, idWords: idWords(r) }]));
    },

    async profile(userId: string, opts: { reviews: number } = { reviews: 10 }) {
      const person = await repo.publicPerson(db, userId);
      if (!person) throw new NotFoundError(m.err_person_not_found());
      const [answers, listings, reviews] = await Promise.all([
        repo.requestAnswers(db, userId),
        repo.publishedListings(db, userId),
        deps.reviews.forPerson(userId, { limit: opts.reviews, offset: 0 }),
      ]);
      return {
        person,
        idWords: idWords(person),
        // Shown once there are requests to count: a rate over none says nothing.
        responseRate: answers.due > 0 ? Math.round((100 * answers.answered) / answers.due) : null,
        responseTime: answers.medianSeconds === null ? null : answerTimeText(answers.medianSeconds),
        requestsCounted: answers.due,
        listings,
        reviews,
      };
    },
  };
}
export type ProfilesService = ReturnType<typeof createProfilesService>;
