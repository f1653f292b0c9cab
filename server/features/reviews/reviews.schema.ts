// Zod shapes of reviews as the API takes and answers them; the booking page's review form sends the same fields.
import { z } from "zod";
import { REPLY_MAX_CHARS, REVIEW_MAX_CHARS, REVIEW_MIN_CHARS } from "../../../core/reviews";
import { m } from "../../../core/paraglide/messages";

const rating = () => m.err_review_rating();
const body = () => m.err_review_body({ min: REVIEW_MIN_CHARS });
const reply = () => m.err_review_reply();
const wholeNumber = () => m.err_whole_number();

export const writeReviewSchema = z.object({
  rating: z.coerce.number({ error: rating }).int({ error: rating }).min(1, { error: rating }).max(5, { error: rating }).describe("Stars, 1 to 5"),
  body: z
    .string({ error: body })
    .trim()
    .min(REVIEW_MIN_CHARS, { error: body })
    .max(REVIEW_MAX_CHARS, { error: () => m.err_keep_under({ max: REVIEW_MAX_CHARS }) })
    .describe(`How it went, ${REVIEW_MIN_CHARS} to ${REVIEW_MAX_CHARS} characters`),
});

export const replySchema = z.object({
  reply: z.string({ error: reply }).trim().min(1, { error: reply }).max(REPLY_MAX_CHARS, { error: () => m.err_keep_under({ max: REPLY_MAX_CHARS }) }),
});

export const reviewPageQuerySchema = z.object({
  limit: z.coerce.number({ error: wholeNumber }).int({ error: wholeNumber }).min(1).max(50).default(10),
  offset: z.coerce.number({ error: wholeNumber }).int({ error: wholeNumber }).min(0).max(100_000).default(0),
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
