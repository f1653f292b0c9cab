// POST /dev/sweep: runs the bookings' timers now, as if the clock read `at`, for the bookings named in `booking` only, so
// that end-to-end tests can watch a payment window or an owner's 24 hours run out without waiting for it, and without
// moving anyone else's bookings. Served only with the developer tools (config.devTools: never in production, whatever
// DEV_OUTBOX says); otherwise a 404 like any unknown path.
import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/sweep";
import { pageContext } from "../../../server/http/page-context";

const sweepSchema = z.object({
  at: z.iso.datetime({ error: "at: an ISO date-time, e.g. 2026-12-01T10:00:00Z" }),
  booking: z.array(z.coerce.number().int().positive()).min(1, "booking: at least one booking id"),
});

export async function action({ request, context: provider }: Route.ActionArgs) {
  const context = provider.get(pageContext);
  if (!context.devTools || request.method !== "POST") throw data(null, { status: 404 });
  const form = await request.formData();
  const parsed = sweepSchema.safeParse({ at: form.get("at"), booking: form.getAll("booking") });
  if (!parsed.success) return data({ error: parsed.error.issues.map((i) => i.message).join("; ") }, { status: 400 });
  const moved = await context.services.bookingTimers.sweep(new Date(parsed.data.at), parsed.data.booking);
  return data(moved, { headers: { "Cache-Control": "no-store" } });
}

export function loader(): never {
  throw data(null, { status: 404 });
}
