// /api/v1/bookings/{id}/late-fee: once the owner has marked the hour a late item came back, they ask the renter to pay,
// through Haya, the late fee the deposit did not cover; the renter pays it (a checkout, as an extension's); the owner
// may withdraw it while unpaid (decision 057). The same services as the booking page. A booking is its two parties'
// only: to anyone else it does not exist (404).
import { z } from "zod";
import type { Services } from "../../services";
import { lateFeeRequestSchema } from "./bookings-json";
import { answer } from "./errors";
import { apiRoute, apiRouter, BAD_INPUT, errorResponse, idParams, jsonRequest, NO_SESSION, ok, SESSION, sessionUserId, signedIn } from "./openapi-kit";

const MISSING = errorResponse("No such booking of yours: someone else's answers as an unused id does");
const WRONG_SIDE = errorResponse("The other side of the booking tried it (only the owner asks and withdraws, only the renter pays), or the write came from another website");
const request = z.object({ lateFeeRequest: lateFeeRequestSchema });
const askBody = z.object({
  amountKobo: z.number().int().positive().describe("What to ask for, in kobo: at most the late fee run up less what a late-return deposit claim and earlier requests took of it"),
});

/** What a late fee route answers besides its success: no session, the wrong side, no such booking, or its `refusals` (409). */
const refused = (refusals: string) => ({ 400: BAD_INPUT, 401: NO_SESSION, 403: WRONG_SIDE, 404: MISSING, 409: errorResponse(refusals) });
// Per route: this router shares /bookings with the bookings API, whose quote is public.
const session = { security: SESSION, middleware: [signedIn] };

const ask = apiRoute({
  method: "post",
  path: "/{id}/late-fee",
  operationId: "requestBookingLateFee",
  summary: "Ask the renter to pay the late fee beyond the deposit (owner)",
  description:
    "For a completed booking whose owner marked the hour the item came back after its return time (POST …/returned), within 48 hours of the return: `amountKobo`, at most `lateFeeAccruedKobo` less a late-return claim on the deposit (its amount, or what was settled) and earlier requests waiting or paid. All of it is the owner's: no commission, service fee or VAT. The renter is notified (the bell and an email) and pays with POST …/late-fee/pay. One request waiting at a time.",
  ...session,
  request: { params: idParams, body: jsonRequest(askBody) },
  responses: {
    201: ok("The request, waiting for the renter's payment", request),
    ...refused("Not returned late (or not marked returned), the 48 hours are over, the late fee is already covered, or a request is already waiting"),
  },
});

const pay = apiRoute({
  method: "post",
  path: "/{id}/late-fee/pay",
  operationId: "payBookingLateFee",
  summary: "Pay the late fee the owner asked for (renter)",
  description:
    "A checkout with the payment provider for the waiting request's amount: send the renter's browser to `checkoutUrl`. The provider's confirmation pays the request, never this call; a second payment for it, or one arriving after the owner withdrew it, is refunded in full.",
  ...session,
  request: { params: idParams },
  responses: { 200: ok("Where to pay", z.object({ checkoutUrl: z.url() })), ...refused("No request is waiting for payment, or the provider is unreachable") },
});

const withdraw = apiRoute({
  method: "delete",
  path: "/{id}/late-fee",
  operationId: "withdrawBookingLateFee",
  summary: "Withdraw the late fee request before it is paid (owner)",
  description: "requested → withdrawn: the renter no longer owes it; a payment that still arrives for it is refunded in full.",
  ...session,
  request: { params: idParams },
  responses: { 200: ok("The request, withdrawn", request), ...refused("No request is waiting for payment") },
});

export function lateFeesApi(services: Services) {
  const api = apiRouter();

  api.openapi(ask, (c) =>
    answer(c, async () => {
      const lateFeeRequest = await services.lateFees.ask(c.req.valid("param").id, sessionUserId(c), c.req.valid("json").amountKobo);
      return c.json({ lateFeeRequest }, 201);
    }),
  );

  api.openapi(pay, (c) =>
    answer(c, async () => {
      const { url } = await services.lateFees.checkout(c.req.valid("param").id, sessionUserId(c));
      return c.json({ checkoutUrl: url });
    }),
  );

  api.openapi(withdraw, (c) =>
    answer(c, async () => c.json({ lateFeeRequest: await services.lateFees.withdraw(c.req.valid("param").id, sessionUserId(c)) })),
  );

  return api;
}
