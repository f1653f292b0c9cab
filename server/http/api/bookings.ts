// /api/v1/bookings and /api/v1/me/bookings: quotes, booking, and each booking's moves, through the same services as the
// pages. A booking is its renter's and its owner's: to anyone else it does not exist (404 as for an unused id, never a
// 403 that would confirm it). Everything here is personal, so nothing is stored by any cache.
import type { Context, MiddlewareHandler } from "hono";
import { checkTransition, type Transition } from "../../../core/booking-states";
import type { TransitionOpts } from "../../features/bookings/bookings.service";
import type { BookingView } from "../../features/bookings/booking-views";
import type { Services } from "../../services";
import { bookingJson, bookingViewJson, cardsJson, quoteJson } from "./bookings-json";
import { BOOKING_MOVES, BOOKING_ROUTES, MOVE_ROUTES } from "./bookings-routes";
import { answer, notFound } from "./errors";
import { extensionsApi } from "./extensions";
import { lateFeesApi } from "./late-fees";
import { apiRouter, type ApiEnv, sessionUserId } from "./openapi-kit";
import { m } from "../../../core/paraglide/messages";

const noStore: MiddlewareHandler<ApiEnv> = async (c, next) => {
  c.header("Cache-Control", "private, no-store");
  await next();
};

const userId = sessionUserId;

/** Runs `run` with booking `id` as its renter or owner sees it; anyone else's (or an unused id) is a 404. */
function ofBooking(services: Services, c: Context<ApiEnv>, id: number, run: (view: BookingView) => Promise<Response>) {
  return answer(c, async () => {
    const view = await services.bookingViews.view(id, userId(c));
    if (!view) return notFound(c, m.err_booking_not_found());
    return run(view);
  });
}

export function bookingsApi(services: Services) {
  const api = apiRouter();
  api.use("*", noStore);

  // A live quote: anyone may ask; a signed-in person is refused their own listing, as when booking it.
  api.openapi(BOOKING_ROUTES.quote, (c) =>
    answer(c, async () => {
      const input = c.req.valid("json");
      return c.json({ quote: quoteJson(await services.bookingViews.quote(input, c.get("session")?.user.id, c.get("meta")), input.startDate) });
    }),
  );

  api.openapi(BOOKING_ROUTES.create, (c) =>
    answer(c, async () => c.json({ booking: bookingJson(await services.bookings.createBooking({ ...c.req.valid("json"), renterId: userId(c) }, c.get("meta")), "renter") }, 201)),
  );

  api.openapi(BOOKING_ROUTES.one, (c) => ofBooking(services, c, c.req.valid("param").id, async (view) => c.json(bookingViewJson(view))));

  // What cancelling now would refund; 409 with the reason when the caller cannot cancel.
  api.openapi(BOOKING_ROUTES.cancellation, (c) =>
    ofBooking(services, c, c.req.valid("param").id, async (view) => {
      if (view.cancelRefund) return c.json({ refund: view.cancelRefund });
      const checked = checkTransition(view.booking.status, "cancel", view.role);
      const message = "error" in checked ? checked.error : m.err_cannot_cancel();
      return c.json({ error: "conflict", message }, 409);
    }),
  );

  // The caller acts as the party they are (the service tells which from the locked booking, and answers 404 to anyone
  // else); the state machine refuses what that party may not do (409 with its reason), and a retried move answers with
  // the booking unchanged.
  const move = (c: Context<ApiEnv>, id: number, name: Transition, opts: TransitionOpts = {}) =>
    answer(c, async () => {
      const booking = await services.bookings.transition(id, name, { actor: "party", userId: userId(c) }, opts);
      return c.json({ booking: bookingJson(booking, booking.renterId === userId(c) ? "renter" : "owner") });
    });
  for (const [path, name] of Object.entries(BOOKING_MOVES))
    api.openapi(MOVE_ROUTES[path as keyof typeof BOOKING_MOVES], (c) => move(c, c.req.valid("param").id, name));

  // The owner's return with the hour the item came back (the late fee runs up to it).
  api.openapi(BOOKING_ROUTES.returned, (c) => {
    const { returnedAt } = c.req.valid("json");
    return move(c, c.req.valid("param").id, "return", returnedAt ? { returnedAt: new Date(returnedAt) } : {});
  });

  // The renter's way to pay: a checkout with the payment provider, which confirms the booking by its webhook.
  api.openapi(BOOKING_ROUTES.pay, (c) =>
    ofBooking(services, c, c.req.valid("param").id, async (view) => {
      if (view.role !== "renter") return c.json({ error: "conflict", message: m.err_only_renter_pays() }, 409);
      const { url } = await services.payments.startCheckout({ bookingId: view.booking.id, renterId: userId(c) });
      return c.json({ checkoutUrl: url });
    }),
  );

  // A rental's extensions: /bookings/{id}/extensions….
  api.route("/", extensionsApi(services));
  api.route("/", lateFeesApi(services));

  return api;
}

/** /api/v1/me/bookings?as=renter|owner: the caller's bookings as a renter (My Bookings) or as an owner (Requests). */
export function myBookingsApi(services: Services) {
  const api = apiRouter();
  api.use("*", noStore);
  api.openapi(BOOKING_ROUTES.mine, async (c) => {
    const { bookingViews } = services;
    const cards = c.req.valid("query").as === "owner" ? await bookingViews.asOwner(userId(c)) : await bookingViews.asRenter(userId(c));
    return c.json({ bookings: cardsJson(cards) });
  });
  return api;
}
