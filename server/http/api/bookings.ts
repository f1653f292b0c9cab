// /api/v1/bookings and /api/v1/me/bookings: quotes, booking, and each booking's moves, through the same services as the
// pages. A booking is its renter's and its owner's: to anyone else it does not exist (404 as for an unused id, never a
// 403 that would confirm it). Everything here is personal, so nothing is stored by any cache.
import { Hono, type Context } from "hono";
import { z } from "zod";
import { checkTransition, type Transition } from "../../features/bookings/booking-states";
import type { BookingView } from "../../features/bookings/booking-views";
import { bookingInputSchema } from "../../features/bookings/bookings.schema";
import { BOOKING_NOT_FOUND } from "../../features/bookings/bookings.service";
import type { Services } from "../../services";
import type { SessionVars } from "../session";
import { bookingJson, bookingViewJson, cardsJson } from "./bookings-json";
import { badRequest, domainError, notFound, unauthorized } from "./errors";
import { readJson } from "./json-body";
import { idParam } from "./listings";

type Env = { Variables: SessionVars };

/** The moves a person makes, by their path: POST /bookings/{id}/{path}. */
export const BOOKING_MOVES = {
  accept: "accept",
  decline: "decline",
  cancel: "cancel",
  "pick-up": "pickUp",
  return: "return",
} as const satisfies Record<string, Transition>;

export const ONLY_RENTER_PAYS = "Only the renter pays for a booking";

export const myBookingsQuerySchema = z.object({
  as: z.enum(["renter", "owner"], { error: "Choose renter or owner" }).default("renter"),
});

const noStore = async (c: Context<Env>, next: () => Promise<void>) => {
  c.header("Cache-Control", "private, no-store");
  await next();
};

/** Domain errors thrown by `run` become their statuses (404, 409…); anything else is a 500. */
async function answer(c: Context<Env>, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (e) {
    return domainError(c, e);
  }
}

/** A route about one booking: a session and a valid id; `run`'s domain errors become their statuses. */
function byId(run: (c: Context<Env>, id: number, userId: string) => Promise<Response>) {
  return async (c: Context<Env>) => {
    const session = c.get("session");
    if (!session) return unauthorized(c);
    const id = idParam.safeParse(c.req.param("id"));
    if (!id.success) return badRequest(c, new z.ZodError(id.error.issues.map((i) => ({ ...i, path: ["id"] }))));
    return answer(c, () => run(c, id.data, session.user.id));
  };
}

/** A route about one booking as its renter or owner sees it; anyone else's (or an unused id) is a 404. */
function ofBooking(services: Services, run: (c: Context<Env>, view: BookingView, userId: string) => Promise<Response>) {
  return byId(async (c, id, userId) => {
    const view = await services.bookingViews.view(id, userId);
    if (!view) return notFound(c, BOOKING_NOT_FOUND);
    return run(c, view, userId);
  });
}

/** The booking input from a JSON body, or the 400/415 to answer instead. */
async function bookingInput(c: Context<Env>) {
  const read = await readJson(c);
  if ("response" in read) return read;
  const parsed = bookingInputSchema.safeParse(read.body);
  return parsed.success ? { input: parsed.data } : { response: badRequest(c, parsed.error) };
}

export function bookingsApi(services: Services) {
  const api = new Hono<Env>();
  api.use("*", noStore);

  // A live quote: anyone may ask; a signed-in person is refused their own listing, as when booking it.
  api.post("/quote", async (c) => {
    const body = await bookingInput(c);
    if ("response" in body) return body.response;
    return answer(c, async () => c.json({ quote: await services.bookingViews.quote(body.input, c.get("session")?.user.id, c.get("meta")) }));
  });

  api.post("/", async (c) => {
    const session = c.get("session");
    if (!session) return unauthorized(c);
    const body = await bookingInput(c);
    if ("response" in body) return body.response;
    return answer(c, async () =>
      c.json({ booking: bookingJson(await services.bookings.createBooking({ ...body.input, renterId: session.user.id }, c.get("meta")), "renter") }, 201),
    );
  });

  api.get(
    "/:id",
    ofBooking(services, async (c, view) => c.json(bookingViewJson(view))),
  );

  // What cancelling now would refund; 409 with the reason when the caller cannot cancel.
  api.get(
    "/:id/cancellation",
    ofBooking(services, async (c, view) => {
      if (view.cancelRefund) return c.json({ refund: view.cancelRefund });
      const checked = checkTransition(view.booking.status, "cancel", view.role);
      const message = "error" in checked ? checked.error : "This booking cannot be cancelled";
      return c.json({ error: "conflict", message }, 409);
    }),
  );

  // The caller acts as the party they are (the service tells which from the locked booking, and answers 404 to anyone
  // else); the state machine refuses what that party may not do (409 with its reason), and a retried move answers with
  // the booking unchanged.
  for (const [path, name] of Object.entries(BOOKING_MOVES))
    api.post(
      `/:id/${path}`,
      byId(async (c, id, userId) => {
        const booking = await services.bookings.transition(id, name, { actor: "party", userId });
        return c.json({ booking: bookingJson(booking, booking.renterId === userId ? "renter" : "owner") });
      }),
    );

  // The renter's way to pay: a checkout with the payment provider, which confirms the booking by its webhook.
  api.post(
    "/:id/pay",
    ofBooking(services, async (c, view, userId) => {
      if (view.role !== "renter") return c.json({ error: "conflict", message: ONLY_RENTER_PAYS }, 409);
      const { url } = await services.payments.startCheckout({ bookingId: view.booking.id, renterId: userId });
      return c.json({ checkoutUrl: url });
    }),
  );

  return api;
}

/** /api/v1/me/bookings?as=renter|owner: the caller's bookings as a renter (My Bookings) or as an owner (Requests). */
export function myBookingsApi(services: Services) {
  const api = new Hono<Env>();
  api.use("*", noStore);
  api.get("/", async (c) => {
    const session = c.get("session");
    if (!session) return unauthorized(c);
    const query = myBookingsQuerySchema.safeParse(c.req.query());
    if (!query.success) return badRequest(c, query.error);
    const { bookingViews } = services;
    const cards = query.data.as === "owner" ? await bookingViews.asOwner(session.user.id) : await bookingViews.asRenter(session.user.id);
    return c.json({ bookings: cardsJson(cards) });
  });
  return api;
}
