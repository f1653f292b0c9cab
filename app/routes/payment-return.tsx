// /payments/return: where the payment provider sends the renter back (?reference=, or Paystack's ?trxref=&reference=).
// It asks the provider for the result (so a lost webhook changes nothing) and goes on to the booking's page.
import { data, redirect } from "react-router";
import { NotFoundError } from "../../server/errors";
import { returnQuerySchema } from "../../server/features/payments/payments.schema";
import type { Route } from "./+types/payment-return";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = returnQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) throw data("This payment link is not complete", { status: 400 });
  const { payments } = context.services;
  try {
    // settle's status is the booking page's notice: only a failure the provider reported says "nothing was charged".
    const { bookingId, status } = await payments.settle(parsed.data);
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
