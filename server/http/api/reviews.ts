// Two-way reviews on /api/v1: a completed booking's reviews for its two sides (GET/POST /bookings/{id}/reviews), the
// reviewed person's reply (POST /reviews/{id}/reply), and the published reviews of a listing or a person (public). The
// same service as the booking and item pages.
import { z } from "zod";
import { bookingReviewsSchema, replySchema, reviewPageQuerySchema, reviewSchema, reviewSummarySchema, writeReviewSchema } from "../../features/reviews/reviews.schema";
import type { Services } from "../../services";
import { answer } from "./errors";
import { apiRoute, apiRouter, BAD_INPUT, errorResponse, idParams, jsonRequest, NO_SESSION, ok, SESSION, signedIn, sessionUserId } from "./openapi-kit";

const NOT_YOURS = errorResponse("No such booking of yours (`error: not_found`)");
const CROSS_SITE = errorResponse("A write sent from another website (its Origin is not Haya's), or an API token (reviews are written in a browser)");

const bookingReviews = apiRoute({
  method: "get",
  path: "/{id}/reviews",
  operationId: "getBookingReviews",
  summary: "The booking's two reviews, as its side sees them",
  description: "For the booking's owner and renter. The other side's review shows once published: when both have written, or 14 days after the completion.",
  security: SESSION,
  middleware: [signedIn],
  request: { params: idParams },
  responses: { 200: ok("Your review and, once published, theirs", bookingReviewsSchema), 400: BAD_INPUT, 401: NO_SESSION, 404: NOT_YOURS },
});

const write = apiRoute({
  method: "post",
  path: "/{id}/reviews",
  operationId: "createBookingReview",
  summary: "Review a completed booking (renter: the item and its owner; owner: the renter)",
  description:
    "Within 14 days of the completion, once per side: `rating` (1-5 stars) and `body` (at least 20 characters). Hidden from everyone else until the other side has written too (both publish then) or the 14 days pass.",
  security: SESSION,
  rateLimited: true,
  middleware: [signedIn],
  request: { params: idParams, body: jsonRequest(writeReviewSchema) },
  responses: {
    201: ok("Your review as written", z.object({ review: reviewSchema })),
    400: BAD_INPUT,
    401: NO_SESSION,
    403: CROSS_SITE,
    404: NOT_YOURS,
    409: errorResponse("Not completed yet, already reviewed by your side, or the 14 days have passed"),
  },
});

const reply = apiRoute({
  method: "post",
  path: "/reviews/{id}/reply",
  operationId: "replyToReview",
  summary: "Reply publicly to a review of you (once)",
  description: "The reviewed person only, once the review is published; one reply, up to 1,000 characters.",
  security: SESSION,
  rateLimited: true,
  middleware: [signedIn],
  request: { params: idParams, body: jsonRequest(replySchema) },
  responses: {
    200: ok("The review with your reply", z.object({ review: reviewSchema })),
    400: BAD_INPUT,
    401: NO_SESSION,
    403: errorResponse("Not a review of you, or a write from another website or an API token"),
    404: errorResponse("No such review (a hidden one is its author's alone)"),
    409: errorResponse("Not published yet, or already replied"),
  },
});

const listingReviews = apiRoute({
  method: "get",
  path: "/listings/{id}/reviews",
  operationId: "listListingReviews",
  summary: "A listing's published reviews, newest first",
  description: "Renters' reviews of the listing and its owner, with their average and how many gave each number of stars. Page with `limit` and `offset`.",
  request: { params: idParams, query: reviewPageQuerySchema },
  responses: {
    200: ok("The summary and a page of reviews", z.object({ summary: reviewSummarySchema, reviews: z.array(reviewSchema) })),
    400: BAD_INPUT,
    404: errorResponse("No such published listing"),
  },
});

const personReviews = apiRoute({
  method: "get",
  path: "/users/{id}/reviews",
  operationId: "listUserReviews",
  summary: "The published reviews a person received, newest first",
  description: "As an owner (renters' reviews of their listings) and as a renter (owners' reviews of them), each with its summary. Page with `limit` and `offset`.",
  request: { params: z.object({ id: z.string().min(1).max(100) }), query: reviewPageQuerySchema },
  responses: {
    200: ok(
      "The person's name, summaries and a page of reviews",
      z.object({ name: z.string(), asOwner: reviewSummarySchema, asRenter: reviewSummarySchema, reviews: z.array(reviewSchema) }),
    ),
    400: BAD_INPUT,
    404: errorResponse("No such person"),
  },
});

/** Mounted on /bookings. */
export function bookingReviewsApi(services: Services) {
  const api = apiRouter();
  api.openapi(bookingReviews, (c) => answer(c, async () => c.json(await services.reviews.forBooking(c.req.valid("param").id, sessionUserId(c)), 200)));
  api.openapi(write, (c) =>
    answer(c, async () => {
      const { id } = c.req.valid("param");
      const body = c.req.valid("json");
      const review = await services.reviews.write({ bookingId: id, userId: sessionUserId(c), rating: body.rating, body: body.body });
      return c.json({ review }, 201);
    }),
  );
  return api;
}

/** Mounted on /: the public reads and the reply. */
export function reviewsApi(services: Services) {
  const api = apiRouter();
  api.openapi(listingReviews, (c) => answer(c, async () => c.json(await services.reviews.forListing(c.req.valid("param").id, c.req.valid("query")), 200)));
  api.openapi(personReviews, (c) => answer(c, async () => c.json(await services.reviews.forPerson(c.req.valid("param").id, c.req.valid("query")), 200)));
  api.openapi(reply, (c) =>
    answer(c, async () => {
      const review = await services.reviews.reply({ reviewId: c.req.valid("param").id, userId: sessionUserId(c), text: c.req.valid("json").reply });
      return c.json({ review }, 200);
    }),
  );
  return api;
}
