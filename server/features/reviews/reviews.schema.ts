// Zod shapes of reviews as the API takes and answers them; the booking page's review form sends the same fields.
import { z } from "zod";
import { REPLY_MAX_CHARS, REVIEW_MAX_CHARS, REVIEW_MIN_CHARS } from "../../../core/reviews";
import { BODY_MESSAGE, RATING_MESSAGE, REPLY_MESSAGE } from "./reviews.service";

export const writeReviewSchema = z.object({
  rating: z.coerce.number({ error: RATING_MESSAGE }).int(RATING_MESSAGE).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE).describe("Stars, 1 to 5"),
  body: z
    .string({ error: BODY_MESSAGE })
    .trim()
    .min(REVIEW_MIN_CHARS, BODY_MESSAGE)
    .max(REVIEW_MAX_CHARS, `Keep it under ${REVIEW_MAX_CHARS} characters`)
    .describe(`How it went, ${REVIEW_MIN_CHARS} to ${REVIEW_MAX_CHARS} characters`),
});

export const replySchema = z.object({
  reply: z.string({ error: REPLY_MESSAGE }).trim().min(1, REPLY_MESSAGE).max(REPLY_MAX_CHARS, `Keep it under ${REPLY_MAX_CHARS} characters`),
});

export const reviewPageQuerySchema = z.object({
  limit: z.coerce.number({ error: "Must be a whole number" }).int("Must be a whole number").min(1).max(50).default(10),
  offset: z.coerce.number({ error: "Must be a whole number" }).int("Must be a whole number").min(0).max(100_000).default(0),
});

const person = z.object({ id: z.string(), name: z.string() });

export const reviewSchema = z
  .object({
    id: z.number().int(),
    authorRole: z.enum(["renter", "owner"]).describe("renter: the renter's review of the item and its owner; owner: the owner's review of the renter"),
    author: person,
    subject: person.describe("The person reviewed"),
    listing: z.object({ id: z.number().int(), title: z.string() }),
    rating: z.number().int().min(1).max(5),
    body: z.string(),
    createdAt: z.iso.datetime(),
    published: z.boolean().describe("false only for your own review while the other side has not written and the 14 days have not passed"),
    publishedAt: z.iso.datetime().nullable(),
    reply: z.string().nullable().describe("The reviewed person's one public reply"),
    repliedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "Review" });

export const reviewSummarySchema = z
  .object({
    average: z.number().describe("Average stars, to 2 decimals; 0 without reviews"),
    count: z.number().int(),
    distribution: z.array(z.object({ stars: z.number().int(), count: z.number().int() })).describe("How many reviews gave 5, 4, 3, 2 and 1 stars, in that order"),
  })
  .meta({ id: "ReviewSummary" });

export const bookingReviewsSchema = z.object({
  side: z.enum(["renter", "owner"]).describe("Your side of the booking"),
  canWriteUntil: z.iso.datetime().nullable().describe("Until when you can still write your review (null: not completed yet, written, or too late)"),
  windowEnds: z.iso.datetime().nullable().describe("14 days after the completion: hidden reviews publish then, and none can be written after"),
  mine: reviewSchema.nullable(),
  theirs: reviewSchema.nullable().describe("The other side's review, once published"),
  theirsWritten: z.boolean().describe("The other side has written theirs (hidden until you write yours or the 14 days pass)"),
});
