// /payments/return: where the payment provider sends the renter back (?reference=, or Paystack's ?trxref=&reference=).
// It asks the provider for the result (so a lost webhook changes nothing) and goes on to the booking's page.
import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { Link, redirect } from "~/lib/links";
import { isUnavailable, UnavailableMessage } from "~/components/unavailable-message";
import { NotFoundError } from "../../../server/errors";
import { returnQuerySchema } from "../../../server/features/payments/payments.schema";
import { m } from "@core/paraglide/messages";
import type { Route } from "./+types/return";
import { pageContext } from "../../../server/http/page-context";
import { pageUrl } from "~/lib/page-url.server";

export async function loader({ request, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const url = pageUrl(request);
  const parsed = returnQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) throw data(m.bookings_return_incomplete(), { status: 400 });
  const { payments } = context.services;
  try {
    // settle's status is the booking page's notice: only a failure the provider reported says "nothing was charged".
    const { bookingId, status, bookings } = await payments.settle(parsed.data);
    // One payment for several bookings (a cart's): they are all in My Rentals.
    if ((bookings ?? 1) > 1) return redirect(`/my-rentals?tab=bookings&payment=${status}`);
    return redirect(`/bookings/${bookingId}?payment=${status}`);
  } catch (e) {
    if (e instanceof NotFoundError) throw data(e.message, { status: 404 });
    // The provider could not be asked (a ProviderError; matched by name, as the route bundle holds its own copy of the
    // class): its webhook settles the payment later, and the booking page shows where it stands.
    if (!(e instanceof Error && e.name === "ProviderError")) throw e;
    context.log("warn", "payment return could not verify", { reference: parsed.data, error: e.message });
    const bookingId = await payments.bookingOf(parsed.data);
    return redirect(`/bookings/${bookingId}?payment=pending`);
  }
}

/** A return link that is incomplete or names no payment: say so in words, and lead to where bookings are. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isUnavailable(error)) return <UnavailableMessage />;
  const reason = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : m.bookings_return_not_found_reason();
  return (
    <main className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="mb-3 text-3xl font-bold">{m.bookings_return_not_found()}</h1>
      <p className="text-slate-700">{m.bookings_return_where({ reason })}</p>
      <Link to="/my-rentals" className="mt-6 inline-block text-brand-700 underline">{m.bookings_return_go()}</Link>
    </main>
  );
}
