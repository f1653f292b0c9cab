// The operations of /api/v1/bookings and /api/v1/me/bookings as OpenAPI routes: what each validates (bookings.schema.ts)
// and answers (bookings-json.ts), documented from the same zod shapes. bookings.ts gives them their handlers.
import { z } from "zod";
import type { Transition } from "../../../core/booking-states";
import { bookingInputSchema } from "../../features/bookings/bookings.schema";
import { bookingCardSchema, bookingSchema, bookingViewSchema, quoteAnswerSchema, refundSchema } from "./bookings-json";
import { apiRoute, BAD_INPUT, errorResponse, idParams, jsonBody, jsonRequest, NO_SESSION, NOT_JSON, ok, SESSION, signedIn } from "./openapi-kit";
import { m } from "../../../core/paraglide/messages";

/** The moves a person makes, by their path: POST /bookings/{id}/{path}. */
export const BOOKING_MOVES = {
  accept: "accept",
  decline: "decline",
  cancel: "cancel",
  "pick-up": "pickUp",
  return: "return",
} as const satisfies Record<string, Transition>;

/** POST /bookings/{id}/returned: when the item came back (ISO 8601 with its offset), else now. */
export const returnedBodySchema = z.object({
  returnedAt: z.iso
    .datetime({ offset: true, error: () => m.err_returned_at() })
    .optional()
    .describe("When the item came back, e.g. 2026-12-05T21:30:00+01:00; not in the future, not before the pick-up. Default: now"),
});

export const myBookingsQuerySchema = z.object({
  as: z.enum(["renter", "owner"], { error: () => m.err_renter_or_owner() }).default("renter"),
});

const CROSS_SITE = errorResponse("A write sent from another website (its Origin is not Haya's)");
const MISSING = errorResponse("No such booking of yours: someone else's answers as an unused id does");
const REFUSED = errorResponse("The move is not possible now; `message` gives the booking's reason");
const booking = z.object({ booking: bookingSchema });

const MOVE_DOCS: Record<keyof typeof BOOKING_MOVES, [summary: string, description: string]> = {
  accept: ["Accept a booking request (owner)", "requested → awaiting_payment: the renter then has 24 hours to pay, until the pick-up time at the latest. Refused (409) once the time to answer has run out."],
  decline: ["Decline a booking request (owner)", "requested → declined; nothing was charged."],
  cancel: [
    "Cancel a booking (renter or owner)",
    "requested, awaiting_payment or confirmed → cancelled, refunded by the policy (GET …/cancellation shows how much first). Not after pick-up.",
  ],
  "pick-up": ["Mark the item as picked up (owner)", "confirmed → active, from the start date (00:00 Lagos) on."],
  return: ["Mark the item as returned (owner)", "active → completed: the owner's payout becomes due."],
};

const move = (path: keyof typeof BOOKING_MOVES) =>
  apiRoute({
    method: "post",
    path: `/{id}/${path}`,
    operationId: `${BOOKING_MOVES[path]}Booking`,
    summary: MOVE_DOCS[path][0],
    description: `${MOVE_DOCS[path][1]} Retrying a move that has just happened answers with the booking unchanged.`,
    security: SESSION,
    middleware: [signedIn],
    request: { params: idParams },
    responses: { 200: ok("The booking as it now is", booking), 400: BAD_INPUT, 401: NO_SESSION, 403: CROSS_SITE, 404: MISSING, 409: REFUSED },
  });

export const MOVE_ROUTES = Object.fromEntries(Object.keys(BOOKING_MOVES).map((path) => [path, move(path as keyof typeof BOOKING_MOVES)])) as Record<keyof typeof BOOKING_MOVES, ReturnType<typeof move>>;

export const BOOKING_ROUTES = {
  quote: apiRoute({
    method: "post",
    path: "/quote",
    operationId: "quoteBooking",
    summary: "Price a booking (an itemised quote in kobo)",
    description:
      "The same checks as booking (dates from today within the booking window, a pick-up today at least 1 hour ahead in Lagos, the listing's minimum and maximum days, units, days free), without holding anything. No session needed; a signed-in owner is refused their own listing. `fulfilment: \"delivery\"` with a `deliveryAddress` (a Nigerian state and a city or area Haya knows) and a `deliveryWindow` prices the owner's delivery (`deliveryFeeKobo`, on the straight-line km from the item's city or area to the address's).",
    rateLimited: true,
    middleware: [jsonBody],
    request: { body: jsonRequest(bookingInputSchema) },
    responses: {
      200: ok("The quote: the renter pays totalKobo", z.object({ quote: quoteAnswerSchema })),
      400: BAD_INPUT,
      403: errorResponse("Your own listing, a request from another website, or a listing whose owner asks for an ID-verified renter when you are not (`error: requirement`, `requirement: verified_id`)"),
      404: errorResponse("No such published listing"),
      409: errorResponse("Those dates were just booked, are closed by the owner, or the listing is not taking bookings"),
      422: errorResponse("A delivery address beyond the owner's delivery radius: `message` says the distance and the radius (`error: unprocessable`, `fields[\"deliveryAddress.city\"]`)"),
      415: NOT_JSON,
    },
  }),

  create: apiRoute({
    method: "post",
    path: "/",
    operationId: "createBooking",
    summary: "Book a listing",
    description:
      "Request-to-book listings start `requested` (the owner has 24 hours to answer); instant ones `awaiting_payment` (1 hour to pay); neither time runs past the pick-up (`expiresAt`). A pick-up today must be at least 1 hour ahead in Lagos. The price is frozen as quoted now.",
    security: SESSION,
    rateLimited: true,
    middleware: [signedIn, jsonBody],
    request: { body: jsonRequest(bookingInputSchema) },
    responses: {
      201: ok("The new booking", booking),
      400: BAD_INPUT,
      401: NO_SESSION,
      403: errorResponse("Your own listing, a request from another website, or a listing whose owner asks for an ID-verified renter when you are not (`error: requirement`, `requirement: verified_id`: verify with POST /me/identity, then book)"),
      404: errorResponse("No such published listing"),
      409: errorResponse("Those dates were just booked (or are closed by the owner)"),
      422: errorResponse("A delivery address beyond the owner's delivery radius: `message` says the distance and the radius (`error: unprocessable`, `fields[\"deliveryAddress.city\"]`)"),
      415: NOT_JSON,
    },
  }),

  one: apiRoute({
    method: "get",
    path: "/{id}",
    operationId: "getBooking",
    summary: "One of your bookings, as its renter or its owner sees it",
    description: "With its receipt, history, what you may do next and, once confirmed, the other party's contact.",
    security: SESSION,
    middleware: [signedIn],
    request: { params: idParams },
    responses: { 200: ok("The booking", bookingViewSchema), 400: BAD_INPUT, 401: NO_SESSION, 404: MISSING },
  }),

  cancellation: apiRoute({
    method: "get",
    path: "/{id}/cancellation",
    operationId: "getBookingCancellation",
    summary: "What cancelling your booking now would refund",
    security: SESSION,
    middleware: [signedIn],
    request: { params: idParams },
    responses: { 200: ok("The refund", z.object({ refund: refundSchema })), 400: BAD_INPUT, 401: NO_SESSION, 404: MISSING, 409: errorResponse("It cannot be cancelled (e.g. already picked up)") },
  }),

  pay: apiRoute({
    method: "post",
    path: "/{id}/pay",
    operationId: "payBooking",
    summary: "Pay for your booking (renter)",
    description:
      "Opens a checkout with the payment provider for the booking's total; send the renter's browser to `checkoutUrl`. The booking is confirmed when the provider confirms the payment (its webhook), never by this call. The provider then sends the browser to /bookings/{id}?payment=success or failed.",
    security: SESSION,
    middleware: [signedIn],
    request: { params: idParams },
    responses: {
      200: ok("Where to pay", z.object({ checkoutUrl: z.url() })),
      400: BAD_INPUT,
      401: NO_SESSION,
      403: CROSS_SITE,
      404: MISSING,
      409: errorResponse("Not awaiting payment (already paid, expired, cancelled…), you are its owner, or the provider is unreachable"),
    },
  }),

  returned: apiRoute({
    method: "post",
    path: "/{id}/returned",
    operationId: "markBookingReturned",
    summary: "Mark the item as returned at the hour it came back (owner)",
    description:
      "active → completed, as `return` does, with the hour the item came back (`returnedAt`, default now): when that is after the return time (8 PM Lagos on the end date), the late fee runs up to it (GET /bookings/{id}: lateFeeAccruedKobo) and the owner can claim it from the deposit. Retrying answers with the booking unchanged.",
    security: SESSION,
    middleware: [signedIn, jsonBody],
    request: { params: idParams, body: jsonRequest(returnedBodySchema) },
    responses: { 200: ok("The booking as it now is", booking), 400: BAD_INPUT, 401: NO_SESSION, 403: CROSS_SITE, 404: MISSING, 409: REFUSED, 415: NOT_JSON },
  }),

  mine: apiRoute({
    method: "get",
    path: "/",
    operationId: "listMyBookings",
    domainErrors: false,
    summary: "Your bookings as a renter (My Bookings) or as an owner (Requests)",
    description: "As an owner, requests waiting for your answer come first.",
    security: SESSION,
    middleware: [signedIn],
    request: { query: myBookingsQuerySchema },
    responses: { 200: ok("Booking cards, newest first", z.object({ bookings: z.array(bookingCardSchema) })), 400: BAD_INPUT, 401: NO_SESSION },
  }),
};
