// The bookings part of the OpenAPI document (openapi.ts builds the rest and lends its helpers), generated from the zod
// shapes bookings.ts validates with and bookings-json.ts answers with.
import { z } from "zod";
import { bookingInputSchema } from "../../features/bookings/bookings.schema";
import { BOOKING_MOVES, myBookingsQuerySchema } from "./bookings";
import { bookingCardSchema, bookingSchema, bookingViewSchema, quoteSchema, refundSchema } from "./bookings-json";

/** openapi.ts's helpers, passed in so that this file does not import the document that imports it. */
export interface OpenApiKit {
  errorResponse: (description: string) => object;
  idPath: () => object;
  ok: (description: string, properties: Record<string, object>) => object;
  jsonBody: (schema: z.ZodType) => object;
}

const json = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "output", unrepresentable: "any" });

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

export function bookingPaths(kit: OpenApiKit): Record<string, object> {
  const { errorResponse, idPath, ok, jsonBody } = kit;
  const bad = { "400": errorResponse("Invalid input; `fields` names each bad field") };
  const signedIn = {
    "401": errorResponse("No session: sign in first (`error: unauthorized`)"),
    "403": errorResponse("A write sent from another website (its Origin is not Haya's)"),
  };
  const missing = { "404": errorResponse("No such booking of yours: someone else's answers as an unused id does") };
  const refused = { "409": errorResponse("The move is not possible now; `message` gives the booking's reason") };
  const unsupported = { "415": errorResponse("The body is not JSON (Content-Type must be application/json)") };
  const booking = { booking: json(bookingSchema) };
  const session = [{ session: [] }];

  const moves = Object.fromEntries(
    Object.entries(MOVE_DOCS).map(([path, [summary, description]]) => [
      `/bookings/{id}/${path}`,
      {
        post: {
          summary,
          description: `${description} Retrying a move that has just happened answers with the booking unchanged.`,
          security: session,
          parameters: [idPath()],
          responses: { "200": ok("The booking as it now is", booking), ...bad, ...signedIn, ...missing, ...refused },
        },
      },
    ]),
  );

  return {
    "/bookings/quote": {
      post: {
        summary: "Price a booking (an itemised quote in kobo)",
        description:
          "The same checks as booking (dates from today within the booking window, a pick-up today at least 1 hour ahead in Lagos, the listing's minimum and maximum days, units, days free), without holding anything. No session needed; a signed-in owner is refused their own listing.",
        requestBody: jsonBody(bookingInputSchema),
        responses: {
          "200": ok("The quote: the renter pays totalKobo", { quote: json(quoteSchema) }),
          ...bad,
          "403": errorResponse("Your own listing, or a request from another website"),
          "404": errorResponse("No such published listing"),
          "409": errorResponse("Those dates were just booked, are closed by the owner, or the listing is not taking bookings"),
          ...unsupported,
        },
      },
    },
    "/bookings": {
      post: {
        summary: "Book a listing",
        description:
          "Request-to-book listings start `requested` (the owner has 24 hours to answer); instant ones `awaiting_payment` (1 hour to pay); neither time runs past the pick-up (`expiresAt`). A pick-up today must be at least 1 hour ahead in Lagos. The price is frozen as quoted now.",
        security: session,
        requestBody: jsonBody(bookingInputSchema),
        responses: {
          "201": ok("The new booking", booking),
          ...bad,
          ...signedIn,
          "404": errorResponse("No such published listing"),
          "409": errorResponse("Those dates were just booked (or are closed by the owner)"),
          ...unsupported,
        },
      },
    },
    "/me/bookings": {
      get: {
        summary: "Your bookings as a renter (My Bookings) or as an owner (Requests)",
        description: "As an owner, requests waiting for your answer come first.",
        security: session,
        parameters: [{ name: "as", in: "query", required: false, schema: json(myBookingsQuerySchema.shape.as) }],
        responses: { "200": ok("Booking cards, newest first", { bookings: { type: "array", items: json(bookingCardSchema) } }), ...bad, "401": signedIn["401"] },
      },
    },
    "/bookings/{id}": {
      get: {
        summary: "One of your bookings, as its renter or its owner sees it",
        description: "With its receipt, history, what you may do next and, once confirmed, the other party's contact.",
        security: session,
        parameters: [idPath()],
        responses: { "200": { description: "The booking", content: { "application/json": { schema: json(bookingViewSchema) } } }, ...bad, "401": signedIn["401"], ...missing },
      },
    },
    "/bookings/{id}/cancellation": {
      get: {
        summary: "What cancelling your booking now would refund",
        security: session,
        parameters: [idPath()],
        responses: { "200": ok("The refund", { refund: json(refundSchema) }), ...bad, "401": signedIn["401"], ...missing, "409": errorResponse("It cannot be cancelled (e.g. already picked up)") },
      },
    },
    "/bookings/{id}/pay": {
      post: {
        summary: "Pay for your booking (renter)",
        description:
          "Opens a checkout with the payment provider for the booking's total; send the renter's browser to `checkoutUrl`. The booking is confirmed when the provider confirms the payment (its webhook), never by this call. The provider then sends the browser to /bookings/{id}?payment=success or failed.",
        security: session,
        parameters: [idPath()],
        responses: {
          "200": ok("Where to pay", { checkoutUrl: { type: "string", format: "uri" } }),
          ...bad,
          ...signedIn,
          ...missing,
          "409": errorResponse("Not awaiting payment (already paid, expired, cancelled…), you are its owner, or the provider is unreachable"),
        },
      },
    },
    ...moves,
  };
}
