// /cart/checkout?bookings=…: the answer to the cart's 'Book everything', a page of its own that opens at its top — what
// was booked, the total, the deadline and Pay for what waits for payment — and stays reachable after a reload or on
// another phone, since its address names the bookings. Only their renter may read it: anyone else gets the 404 page.
import { data } from "react-router";
import { Link } from "~/lib/links";
import { formatNaira } from "@core/money";
import { NotFoundError } from "../../../server/errors";
import { AmountLines } from "~/components/booking/quote-lines";
import { BookingStatusBadge } from "~/components/booking/booking-status-badge";
import { dueOf, PAY_ALL, PayAll } from "~/components/booking/pay-all";
import { payAll } from "~/lib/pay-all.server";
import { FormMessage } from "~/components/form-field";
import { NotFoundMessage } from "~/components/not-found-message";
import { fromError, readForm, type FormFailure } from "~/lib/forms.server";
import { requireSession } from "~/lib/session.server";
import { pageMeta } from "~/lib/seo";
import { HOLDING_STATUSES } from "@core/booking-states";
import { m } from "@core/paraglide/messages";
import type { Route } from "./+types/checkout";
import { pageContext } from "../../../server/http/page-context";
import { pageUrl } from "~/lib/page-url.server";

export const meta = () => [...pageMeta(m.bookings_checkout_title(), m.bookings_checkout_lead()), { name: "robots", content: "noindex" }];

// Personal: never kept by the browser's cache or any other.
export const headers = () => ({ "Cache-Control": "no-store" });

/** The ids the address names ("12,13,14"); anything else names no checkout. */
function idsOf(url: URL): number[] {
  const raw = url.searchParams.get("bookings") ?? "";
  if (!/^\d{1,15}(,\d{1,15}){0,30}$/.test(raw)) throw data(null, { status: 404 });
  return raw.split(",").map(Number);
}

export async function loader({ request, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const { user } = requireSession(context, request);
  try {
    const bookings = await context.services.bookingViews.checkout(idsOf(pageUrl(request)), user.id);
    // `now`: what is still to be paid is judged once, on the server, and hydrates the same.
    return { bookings, now: new Date().toISOString() };
  } catch (e) {
    // Someone else's checkout looks exactly like one that does not exist.
    if (e instanceof NotFoundError) throw data(null, { status: 404 });
    throw e;
  }
}

/** 'Pay … now': one payment for the bookings still waiting for it, at the provider. */
export async function action({ request, context: provider }: Route.ActionArgs) {
  const context = provider.get(pageContext);
  const { user } = requireSession(context, request);
  const values = await readForm(request);
  if (values.intent !== PAY_ALL) throw data(m.bookings_cart_bad_form(), { status: 400 });
  try {
    return await payAll(context.services, user.id, values.bookings);
  } catch (e) {
    return fromError(values, e);
  }
}

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const { bookings, now } = loaderData;
  const failure = actionData as FormFailure | undefined;
  const held = bookings.every((b) => (HOLDING_STATUSES as readonly string[]).includes(b.status));
  const due = new Set(dueOf(bookings, now).map((b) => b.id));
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-6 sm:py-8">
      <h1 className="text-3xl font-bold">{m.bookings_checkout_title()}</h1>
      {held && !failure && <FormMessage success={m.bookings_cart_booked({ count: bookings.length })} />}
      <FormMessage error={failure?.errors.form} />
      <PayAll bookings={bookings} now={now} />
      <ul className="space-y-3 rounded-xl bg-white p-4">
        {bookings.map((b) => (
          <li key={b.id}>
            <Link to={`/bookings/${b.id}`} className="font-semibold text-brand-700 underline">{b.title}</Link>{" "}
            {due.has(b.id) ? (
              <span className="text-sm text-slate-700">{m.bookings_cart_booked_awaiting()}</span>
            ) : b.status === "requested" ? (
              <span className="text-sm text-slate-700">{m.bookings_cart_booked_requested()}</span>
            ) : (
              <BookingStatusBadge status={b.status} side="renter" />
            )}
            <span className="block text-sm tabular-nums text-slate-900">{formatNaira(b.totalKobo)}</span>
          </li>
        ))}
      </ul>
      <AmountLines lines={[]} total={[m.bookings_checkout_total(), formatNaira(bookings.reduce((sum, b) => sum + b.totalKobo, 0))]} className="rounded-xl bg-white p-4" />
      <p className="text-sm text-slate-700">{m.bookings_checkout_lead()}</p>
      <Link to="/my-rentals?tab=bookings" className="inline-block font-semibold text-brand-700 underline">{m.bookings_back_renter()}</Link>
    </main>
  );
}

export function ErrorBoundary() {
  return <NotFoundMessage title="404" text={m.not_found_title()} link={{ to: "/", label: m.return_home() }} />;
}
