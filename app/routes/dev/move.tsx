// POST /dev/move: one of the signed-in person's moves on their booking made as if the clock read `at`, so that
// end-to-end tests can mark a pick-up on a start day that has not come yet. A pick-up today needs an hour's notice, so a
// booking that its owner may mark picked up right now cannot be made at every hour of the day. Served only with the
// developer tools (config.devTools: never in production), like /dev/sweep; otherwise a 404 like any unknown path.
import { data } from "react-router";
import { z } from "zod";
import { ConflictError, NotFoundError } from "../../../server/errors";
import type { Route } from "./+types/move";
import { pageContext } from "../../../server/http/page-context";

const moveSchema = z.object({
  at: z.iso.datetime({ error: "at: an ISO date-time, e.g. 2026-12-01T10:00:00Z" }),
  booking: z.coerce.number({ error: "booking: a booking id" }).int().positive(),
  intent: z.enum(["accept", "decline", "cancel", "pickUp", "return"], { error: "intent: accept, decline, cancel, pickUp or return" }),
});

export async function action({ request, context: provider }: Route.ActionArgs) {
  const context = provider.get(pageContext);
  if (!context.devTools || request.method !== "POST") throw data(null, { status: 404 });
  if (!context.session) return data({ error: "Sign in as the booking's renter or owner" }, { status: 401 });
  const form = await request.formData();
  const parsed = moveSchema.safeParse({ at: form.get("at"), booking: form.get("booking"), intent: form.get("intent") });
  if (!parsed.success) return data({ error: parsed.error.issues.map((i) => i.message).join("; ") }, { status: 400 });
  const { at, booking, intent } = parsed.data;
  try {
    const moved = await context.services.bookings.transition(booking, intent, { actor: "party", userId: context.session.user.id }, { now: new Date(at) });
    return data({ status: moved.status }, { headers: { "Cache-Control": "no-store" } });
  } catch (e) {
    if (e instanceof NotFoundError) return data({ error: e.message }, { status: 404 });
    if (e instanceof ConflictError) return data({ error: e.message }, { status: 409 });
    throw e;
  }
}

export function loader(): never {
  throw data(null, { status: 404 });
}
