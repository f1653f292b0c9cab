// /api/v1/bookings/{id}/extensions: the renter of a rental in progress asks for a later end date, the owner accepts or
// declines, the renter pays; through the same services as the booking page. A booking is its two parties' only: to
// anyone else it does not exist (404).
import { z } from "zod";
import { extensionInputSchema } from "../../features/bookings/extensions.schema";
import type { Services } from "../../services";
import { extensionJson, extensionSchema } from "./bookings-json";
import { answer, notFound } from "./errors";
import { apiRoute, apiRouter, BAD_INPUT, errorResponse, idParam, jsonRequest, NO_SESSION, ok, SESSION, sessionUserId, signedIn } from "./openapi-kit";
import { m } from "../../../core/paraglide/messages";


const MISSING = errorResponse("No such booking of yours (or no such extension of it): someone else's answers as an unused id does");
const CROSS_SITE = errorResponse("A write sent from another website (its Origin is not Haya's)");
const extensionParams = z.object({ id: idParam, extensionId: idParam });
const extension = z.object({ extension: extensionSchema });

const ask = apiRoute({
  method: "post",
  path: "/{id}/extensions",
  operationId: "requestBookingExtension",
  summary: "Ask to extend a rental in progress (renter)",
  description:
    "For an active booking (picked up, not yet returned) whose end date is not over: `endDate`, a later day within the listing's maximum days counting the whole booking. The extra days are priced at the booking's price per day (no long-rental discount) with the service fee and VAT, no deposit. The owner has 24 hours, and until the current end date is over, to answer; nothing is held until they accept. One extension waiting at a time.",
  security: SESSION,
  // Per route: this router shares /bookings with the bookings API, whose quote is public.
  middleware: [signedIn],
  request: { params: z.object({ id: idParam }), body: jsonRequest(extensionInputSchema) },
  responses: {
    201: ok("The extension, requested", extension),
    400: BAD_INPUT,
    401: NO_SESSION,
    403: CROSS_SITE,
    404: MISSING,
    409: errorResponse("Not a rental in progress, its end date is over, one is already waiting, you are its owner, or the extra days are taken"),
  },
});

/** A write on one extension (`verb`: its path's last part), answering `success` (200) or the party's `refusals` (409). */
const onExtension = (verb: "accept" | "decline" | "pay", docs: { summary: string; description: string }, success: ReturnType<typeof ok>, refusals: string) =>
  apiRoute({
    method: "post",
    path: `/{id}/extensions/{extensionId}/${verb}`,
    operationId: `${verb}BookingExtension`,
    ...docs,
    security: SESSION,
    middleware: [signedIn],
    request: { params: extensionParams },
    responses: { 200: success, 400: BAD_INPUT, 401: NO_SESSION, 403: CROSS_SITE, 404: MISSING, 409: errorResponse(refusals) },
  });

const answered = ok("The extension as it now is", extension);
const ANSWER_REFUSED = "Already answered, the time to answer has run out, or you are the renter";
const accept = onExtension(
  "accept",
  {
    summary: "Accept an extension (owner)",
    description:
      "requested → awaiting_payment: the extra days are held at once (the booking's endDate becomes toEndDate) and the renter has 24 hours to pay; unpaid, they are given back. Refused when the extra days were taken meanwhile. Retrying answers with the extension unchanged.",
  },
  answered,
  `${ANSWER_REFUSED}; or the extra days were taken meanwhile`,
);
const decline = onExtension(
  "decline",
  { summary: "Decline an extension (owner)", description: "requested → declined; nothing was charged or held. Retrying answers with the extension unchanged." },
  answered,
  ANSWER_REFUSED,
);
const pay = onExtension(
  "pay",
  {
    summary: "Pay for an accepted extension (renter)",
    description:
      "A checkout with the payment provider for the extension's total: send the renter's browser to `checkoutUrl`. The provider's confirmation pays the extension, never this call; the booking's own status does not change.",
  },
  ok("Where to pay", z.object({ checkoutUrl: z.url() })),
  "Not awaiting payment (not accepted yet, paid, expired…), you are its owner, or the provider is unreachable",
);

export function extensionsApi(services: Services) {
  const api = apiRouter();

  api.openapi(ask, (c) =>
    answer(c, async () => {
      const e = await services.extensions.request(c.req.valid("param").id, sessionUserId(c), c.req.valid("json"));
      return c.json({ extension: extensionJson(e, "renter") }, 201);
    }),
  );

  for (const [route, verb] of [
    [accept, "accept"],
    [decline, "decline"],
  ] as const)
    api.openapi(route, (c) =>
      answer(c, async () => {
        const { id, extensionId } = c.req.valid("param");
        return c.json({ extension: extensionJson(await services.extensions[verb](id, extensionId, sessionUserId(c)), "owner") });
      }),
    );

  api.openapi(pay, (c) =>
    answer(c, async () => {
      const { id, extensionId } = c.req.valid("param");
      const view = await services.bookingViews.view(id, sessionUserId(c));
      if (!view) return notFound(c, m.err_booking_not_found());
      if (view.role !== "renter") return c.json({ error: "conflict", message: m.err_only_renter_pays_extension() }, 409);
      const { url } = await services.payments.startCheckout({ bookingId: id, renterId: sessionUserId(c), extensionId });
      return c.json({ checkoutUrl: url });
    }),
  );

  return api;
}
