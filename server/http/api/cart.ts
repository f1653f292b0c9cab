// /api/v1/cart: the signed-in person's cart, as the cart page uses it (features/cart). A line is asked for with the same
// body as POST /bookings; checkout books every line or none. A browser's own (session only: token-scopes.ts), like
// making a booking.
import { ID_MAX } from "../../../core/ids";
import { z } from "zod";
import { CART_LINES_MAX } from "../../../core/cart";
import { DELIVERY_WINDOW_IDS, FULFILMENTS, type DeliveryWindow } from "../../../core/delivery";
import { bookingInputSchema } from "../../features/bookings/bookings.schema";
import { photoSchema } from "../../features/catalogue/catalogue.schema";
import { cartDatesSchema, lineChangeSchema, type Cart } from "../../features/cart/cart.schema";
import type { Services } from "../../services";
import { bookingJson, bookingSchema, quoteAnswerSchema, quoteJson } from "./bookings-json";
import { answer } from "./errors";
import { apiRoute, apiRouter, BAD_INPUT, errorResponse, idParams, jsonRequest, NO_SESSION, ok, SESSION, sessionUserId, signedIn } from "./openapi-kit";
import { m } from "../../../core/paraglide/messages";

const kobo = z.number().int().min(0);
const CROSS_SITE = errorResponse("A write sent from another website (its Origin is not Haya's), or an API token (the cart is kept in a browser)");

const cartSchema = z
  .object({
    lines: z.array(
      z.object({
        id: z.number().int(),
        listingId: z.number().int(),
        title: z.string(),
        ownerName: z.string(),
        bookingMode: z.enum(["instant", "request"]).describe("instant: paid at checkout; request: the owner answers first"),
        photo: photoSchema.nullable(),
        startDate: z.iso.date(),
        endDate: z.iso.date(),
        pickupTime: z.string().describe("The pick-up time, or a delivery window's start"),
        fulfilment: z.enum(FULFILMENTS).describe("`pickup`, or `delivery` to deliveryAddress in deliveryWindow (issue 36)"),
        deliveryAddress: z.object({ state: z.string(), city: z.string(), street: z.string(), landmark: z.string() }).nullable(),
        deliveryWindow: z.enum(DELIVERY_WINDOW_IDS as [DeliveryWindow, ...DeliveryWindow[]]).nullable(),
        units: z.number().int(),
        addedTotalKobo: kobo.describe("The total when the line was added or last changed"),
        quote: quoteAnswerSchema.nullable().describe("Priced as the listing is now: what checkout books. Null when the listing is gone"),
        problems: z
          .array(z.object({ kind: z.enum(["gone", "paused", "dates", "price", "own", "verified_id"]), message: z.string() }))
          .describe("What would stop this line being booked as it is (price: its price per day, total or booking mode changed since it was added; verified_id: its owner asks for an ID-verified renter, and you are not yet): checkout refuses the cart until each is dealt with"),
      }),
    ),
    totals: z.object({ rentalKobo: kobo, discountKobo: kobo, serviceFeeKobo: kobo, vatKobo: kobo, depositKobo: kobo, deliveryFeeKobo: kobo, totalKobo: kobo }),
    ready: z.boolean().describe("Every line can be booked as it is"),
  })
  .meta({ id: "Cart" });

const getCart = apiRoute({
  method: "get",
  path: "/cart",
  operationId: "getCart",
  summary: "Your cart, priced as now",
  description: "Each line with its owner, dates and quote as the listing is priced now, and what would stop it being booked (a changed price, a paused or deleted listing, days taken since).",
  security: SESSION,
  middleware: [signedIn],
  responses: { 200: ok("Your cart", cartSchema), 401: NO_SESSION },
});

const addLine = apiRoute({
  method: "post",
  path: "/cart/lines",
  operationId: "addCartLine",
  summary: "Add a listing to your cart",
  description: `The same body and checks as POST /bookings (nothing is held until checkout). The same listing and dates again replaces that line's pick-up time and units, at today's price (200). At most ${CART_LINES_MAX} lines.`,
  security: SESSION,
  middleware: [signedIn],
  request: { body: jsonRequest(bookingInputSchema) },
  responses: {
    201: ok("Added: your cart", cartSchema),
    200: ok("That listing and those dates were in your cart already: the line is changed", cartSchema),
    400: BAD_INPUT,
    401: NO_SESSION,
    403: errorResponse("Your own listing, a request from another website, an API token, or a listing whose owner asks for an ID-verified renter when you are not (`error: requirement`, `requirement: verified_id`)"),
    404: errorResponse("No such published listing"),
    409: errorResponse(`Those dates are taken or closed, the listing is not taking bookings, or your cart has ${CART_LINES_MAX} lines`),
  },
});

const changeLine = apiRoute({
  method: "patch",
  path: "/cart/lines/{id}",
  operationId: "updateCartLine",
  summary: "Change a line's dates, pick-up time or units",
  description: "Checked as when it was added, and priced as the listing is now.",
  security: SESSION,
  middleware: [signedIn],
  request: { params: idParams, body: jsonRequest(lineChangeSchema) },
  responses: {
    200: ok("Your cart", cartSchema),
    400: BAD_INPUT,
    401: NO_SESSION,
    403: CROSS_SITE,
    404: errorResponse("No such line in your cart"),
    409: errorResponse("Those dates are taken or closed, or the listing is not taking bookings"),
  },
});

const removeLine = apiRoute({
  method: "delete",
  path: "/cart/lines/{id}",
  operationId: "removeCartLine",
  summary: "Remove a line from your cart",
  security: SESSION,
  middleware: [signedIn],
  request: { params: idParams },
  responses: { 204: { description: "Removed" }, 400: BAD_INPUT, 401: NO_SESSION, 403: CROSS_SITE, 404: errorResponse("No such line in your cart") },
});

const applyDates = apiRoute({
  method: "post",
  path: "/cart/dates",
  operationId: "setCartDates",
  summary: "Apply these dates to every line",
  description: "For an event: every line moves to the same dates and pick-up time, priced as now (two lines of one listing become one). A line whose listing cannot take those dates is kept and shows why.",
  security: SESSION,
  middleware: [signedIn],
  request: { body: jsonRequest(cartDatesSchema) },
  responses: { 200: ok("Your cart", cartSchema), 400: BAD_INPUT, 401: NO_SESSION, 403: CROSS_SITE, 409: errorResponse("Your cart is empty") },
});

const checkout = apiRoute({
  method: "post",
  path: "/cart/checkout",
  operationId: "checkOutCart",
  summary: "Book every line of your cart, all or nothing",
  description:
    "Each line is booked as POST /bookings would, at the total you were shown, in one transaction: instant ones wait for payment, requests for their owner's answer. If any line cannot be held, nothing is held and the answer names each such line and why.",
  security: SESSION,
  middleware: [signedIn],
  rateLimited: true,
  responses: {
    201: ok("Everything booked: one booking per line", z.object({ bookings: z.array(z.object({ lineId: z.number().int(), booking: bookingSchema })) })),
    401: NO_SESSION,
    403: CROSS_SITE,
    409: errorResponse("Nothing was booked: `lines` names each line that cannot be (or the cart is empty, or holds more bookings than you may have waiting)"),
  },
});

const pay = apiRoute({
  method: "post",
  path: "/cart/pay",
  operationId: "payBookings",
  summary: "Pay for several of your bookings in one payment",
  description:
    "Bookings of yours awaiting payment (a checkout's instant lines, or requests their owners accepted), whatever their owners: one charge at the payment provider for their sum. Each booking is confirmed, recorded and refundable on its own once the provider's webhook (or the return page's check) reports the payment.",
  security: SESSION,
  middleware: [signedIn],
  request: { body: jsonRequest(z.object({ bookingIds: z.array(z.number().int().positive().max(ID_MAX)).min(1, { error: () => m.err_name_one_booking() }).max(50, { error: () => m.err_at_most_bookings({ max: 50 }) }) })) },
  responses: {
    200: ok("Where to pay", z.object({ checkoutUrl: z.url(), reference: z.string(), amountKobo: kobo })),
    400: BAD_INPUT,
    401: NO_SESSION,
    403: CROSS_SITE,
    404: errorResponse("A booking that is not yours, or none at all"),
    409: errorResponse("A booking that no longer waits for payment (paid, cancelled, expired), or the provider could not be reached"),
  },
});

const cartJson = (cart: Cart): z.input<typeof cartSchema> => ({
  ...cart,
  lines: cart.lines.map((l) => ({ ...l, quote: l.quote && quoteJson(l.quote, l.startDate) })),
});

/** Mounted on /. */
export function cartApi(services: Services) {
  const api = apiRouter();
  const view = async (userId: string) => cartJson(await services.cart.view(userId));
  api.openapi(getCart, (c) => answer(c, async () => c.json(await view(sessionUserId(c)), 200)));
  api.openapi(addLine, (c) =>
    answer(c, async () => {
      const { created } = await services.cart.add(sessionUserId(c), c.req.valid("json"));
      return c.json(await view(sessionUserId(c)), created ? 201 : 200);
    }),
  );
  api.openapi(changeLine, (c) =>
    answer(c, async () => {
      await services.cart.change(sessionUserId(c), c.req.valid("param").id, c.req.valid("json"));
      return c.json(await view(sessionUserId(c)), 200);
    }),
  );
  api.openapi(removeLine, (c) =>
    answer(c, async () => {
      await services.cart.remove(sessionUserId(c), c.req.valid("param").id);
      return c.body(null, 204);
    }),
  );
  api.openapi(applyDates, (c) =>
    answer(c, async () => {
      await services.cart.applyDates(sessionUserId(c), c.req.valid("json"));
      return c.json(await view(sessionUserId(c)), 200);
    }),
  );
  api.openapi(checkout, (c) =>
    answer(c, async () => {
      const made = await services.cart.checkout(sessionUserId(c), c.get("meta"));
      return c.json({ bookings: made.map((one) => ({ lineId: one.lineId, booking: bookingJson(one.booking, "renter") })) }, 201);
    }),
  );
  api.openapi(pay, (c) =>
    answer(c, async () => {
      const { url, reference, amountKobo } = await services.payments.startCheckoutOfMany({ bookingIds: c.req.valid("json").bookingIds, renterId: sessionUserId(c) });
      return c.json({ checkoutUrl: url, reference, amountKobo }, 200);
    }),
  );
  return api;
}
