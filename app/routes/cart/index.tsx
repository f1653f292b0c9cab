// /cart: the signed-in person's cart — every line with its owner, dates and price as now, anything that stops it being
// booked, 'Apply these dates to all', the totals, and 'Book everything' (all or nothing: features/cart), answered on a
// page of its own (cart-checkout.tsx). Every other change is a plain post to this page (no JavaScript needed), answered on it. A visitor's cart is kept in their cookie, and they
// sign in to book it (it then joins their account's cart).
import { ShoppingCart } from "lucide-react";
import { Form, Link, redirect } from "~/lib/links";
import { data } from "react-router";
import { CART_LINES_MAX } from "@core/cart";
import { PICKUP_TIMES, pickupTimeText, todayInLagos } from "@core/dates";
import { formatNaira } from "@core/money";
import { ConflictError, ForbiddenError, InvalidError, LinesConflictError, NotFoundError, RateLimitedError, RequirementError } from "../../../server/errors";
import { AmountLines } from "~/components/booking/quote-lines";
import { CartLineCard } from "./components/cart-line";
import type { CartLine } from "../../../server/features/cart/cart.schema";
import { windowText } from "@core/delivery";
import { PAY_ALL } from "~/components/booking/pay-all";
import { payAll } from "~/lib/pay-all.server";
import { FieldFrame, FormMessage } from "~/components/form-field";
import { Input, Select } from "~/components/ui/input";
import { Button } from "~/components/ui/button";
import { SubmitButton } from "~/components/ui/submit-button";
import { keepVisitorCart, visitorCart } from "~/lib/cart.server";
import { readForm } from "~/lib/forms.server";
import { requireSession } from "~/lib/session.server";
import { pageMeta } from "~/lib/seo";
import { m } from "@core/paraglide/messages";
import type { Route } from "./+types/index";
import { pageContext, type PageContext } from "../../../server/http/page-context";
import { pageUrl } from "~/lib/page-url.server";

export const meta = () => [...pageMeta(m.bookings_cart_meta_title(), m.bookings_cart_meta_description()), { name: "robots", content: "noindex" }];

// Personal: never kept by the browser's cache or any other.
export const headers = () => ({ "Cache-Control": "no-store" });

/** The delivered lines in words (issue 36), by line id, and the totals' delivery label when any line is delivered. */
function cartDeliveryWords(cart: { lines: CartLine[] }) {
  const lines: Record<number, { text: string; quoteLine: string }> = {};
  for (const l of cart.lines) {
    if (l.fulfilment !== "delivery" || !l.deliveryAddress) continue;
    const window = windowText(l.deliveryWindow);
    lines[l.id] = { text: m.bookings_line_delivered({ place: `${l.deliveryAddress.city}, ${l.deliveryAddress.state}`, window }), quoteLine: m.bookings_quote_delivery({ km: l.quote?.deliveryKm ?? 0 }) };
  }
  return { lines, total: Object.keys(lines).length ? m.bookings_cart_delivery() : null };
}

/** Notes worded here rather than carried by the browser (their bytes paid for the delivery lines, issue 36). */
function cartNotes(cart: { ready: boolean; lines: CartLine[] }) {
  // A line whose owner asks for an ID-verified renter (issue 37): the way through verification and back to the cart.
  const needsId = cart.lines.some((l) => l.problems.some((p) => p.kind === "verified_id"));
  return {
    notReady: cart.ready ? null : m.bookings_cart_not_ready(),
    allOrNothing: m.bookings_cart_all_or_nothing(),
    linesMax: m.bookings_cart_lines_max({ max: CART_LINES_MAX }),
    verify: needsId ? { text: m.item_verify_to_book(), href: `/account/identity?next=${encodeURIComponent("/cart")}` } : null,
  };
}

export async function loader({ request, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const user = context.session?.user;
  const cart = user ? await context.services.cart.view(user.id) : await context.services.cart.visitor.view(visitorCart(request));
  const added = Number(pageUrl(request).searchParams.get("added"));
  return { cart, today: todayInLagos(), added: cart.lines.some((l) => l.id === added), visitor: !user, delivery: cartDeliveryWords(cart), notes: cartNotes(cart) };
}

type Answer = { ok: true; message: string } | { ok: false; message: string; lines?: Record<number, string> };

/** A refusal of the services as the page's answer (anything else is a real failure: the error page). */
function refused(e: unknown) {
  if (e instanceof LinesConflictError) return data({ ok: false, message: e.message, lines: Object.fromEntries(e.lines.map((l) => [l.id, l.message])) } satisfies Answer, { status: 409 });
  if (e instanceof NotFoundError) return data({ ok: false, message: e.message } satisfies Answer, { status: 404 });
  if (e instanceof RequirementError) return data({ ok: false, message: e.message } satisfies Answer, { status: 403 });
  if (e instanceof InvalidError) return data({ ok: false, message: e.message } satisfies Answer, { status: 400 });
  if (e instanceof ConflictError) return data({ ok: false, message: e.message } satisfies Answer, { status: 409 });
  if (e instanceof RateLimitedError) return data({ ok: false, message: e.message } satisfies Answer, { status: 429 });
  throw e;
}

const idOf = (v: string | undefined) => (v && /^\d{1,15}$/.test(v) ? Number(v) : NaN);

export async function action({ request, context: provider }: Route.ActionArgs) {
  const context = provider.get(pageContext);
  const v = await readForm(request);
  const dates = { startDate: v.start ?? "", endDate: v.end || v.start || "", pickupTime: v.time ?? "" };
  // 'Add to cart' on a listing card (browse and category pages with dates chosen): one unit, changed here if need be.
  if (v.intent === "add") return addFromCard(request, context, v, dates);
  if (!context.session) return visitorAction(request, context, v, dates);
  const { user } = requireSession(context, request);
  const cart = context.services.cart;
  try {
    if (v.intent === "remove") {
      const id = idOf(v.id);
      if (Number.isNaN(id)) throw data(m.bookings_cart_bad_form(), { status: 400 });
      await cart.remove(user.id, id);
      return { ok: true, message: m.bookings_cart_removed() } satisfies Answer;
    }
    if (v.intent === "change") {
      const id = idOf(v.id);
      if (Number.isNaN(id)) throw data(m.bookings_cart_bad_form(), { status: 400 });
      await cart.change(user.id, id, { ...dates, units: v.units ? Number(v.units) : NaN });
      return { ok: true, message: m.bookings_cart_changed() } satisfies Answer;
    }
    if (v.intent === "dates") {
      await cart.applyDates(user.id, dates);
      return { ok: true, message: m.bookings_cart_dates_applied() } satisfies Answer;
    }
    // One payment for the bookings just made that wait for it (a cart page from before the checkout had its own).
    if (v.intent === PAY_ALL) return await payAll(context.services, user.id, v.bookings);
    if (v.intent === "checkout") {
      const made = await cart.checkout(user.id, context.meta);
      // A page of its own, at its top, whose address names the bookings: the deadline and Pay are in view, and a
      // reload (or another phone) finds them again (issue 38).
      return redirect(`/cart/checkout?bookings=${made.map((b) => b.booking.id).join(",")}`);
    }
  } catch (e) {
    return refused(e);
  }
  throw data(m.bookings_cart_bad_form(), { status: 400 });
}

async function addFromCard(request: Request, context: PageContext, v: Record<string, string | undefined>, dates: { startDate: string; endDate: string; pickupTime: string }) {
  const input = { ...dates, listingId: idOf(v.listing), units: v.units ? Number(v.units) : NaN };
  try {
    if (context.session) {
      const { id } = await context.services.cart.add(context.session.user.id, input);
      return redirect(`/cart?added=${id}`);
    }
    const { cookie, id } = await context.services.cart.visitor.add(visitorCart(request), input);
    return redirect(`/cart?added=${id}`, { headers: keepVisitorCart(cookie, context.siteUrl) });
  } catch (e) {
    if (e instanceof ForbiddenError || e instanceof RequirementError) return data({ ok: false, message: e.message } satisfies Answer, { status: 403 });
    return refused(e);
  }
}

/** A visitor's cart is changed in their cookie; booking it needs an account (their cart joins it at sign-in). */
async function visitorAction(request: Request, context: PageContext, v: Record<string, string | undefined>, dates: { startDate: string; endDate: string; pickupTime: string }) {
  const cart = context.services.cart.visitor;
  const cookie = visitorCart(request);
  const answer = (value: string, message: string) => data({ ok: true, message } satisfies Answer, { headers: keepVisitorCart(value, context.siteUrl) });
  try {
    if (v.intent === "checkout") return redirect(`/login?redirectTo=${encodeURIComponent("/cart")}`);
    if (v.intent === "dates") return answer(await cart.applyDates(cookie, dates), m.bookings_cart_dates_applied());
    const id = idOf(v.id);
    if (Number.isNaN(id)) throw data(m.bookings_cart_bad_form(), { status: 400 });
    if (v.intent === "remove") return answer(await cart.remove(cookie, id), m.bookings_cart_removed());
    if (v.intent === "change") return answer(await cart.change(cookie, id, { ...dates, units: v.units ? Number(v.units) : NaN }), m.bookings_cart_changed());
  } catch (e) {
    return refused(e);
  }
  throw data(m.bookings_cart_bad_form(), { status: 400 });
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { cart, today, added, visitor, delivery, notes } = loaderData;
  const answer = actionData as Answer | undefined;
  const refusals = answer && !answer.ok ? (answer.lines ?? {}) : {};
  const t = cart.totals;
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold">{m.bookings_cart_title()}</h1>
        <p className="mt-2 text-slate-700">{m.bookings_cart_lead()}</p>
      </div>
      {answer ? <FormMessage error={answer.ok ? undefined : answer.message} success={answer.ok ? answer.message : undefined} /> : added ? <FormMessage success={m.bookings_cart_added()} /> : null}

      {cart.lines.length === 0 ? (
        <div className="rounded-xl bg-white p-8 text-center text-slate-700">
          <ShoppingCart aria-hidden className="mx-auto size-8 text-slate-400" />
          <p className="mt-2">{m.bookings_cart_empty()}</p>
          <Link to="/browse" className="mt-3 inline-block font-semibold text-brand-700 underline">{m.bookings_cart_browse()}</Link>
        </div>
      ) : (
        <>
          <section aria-label={m.bookings_cart_lines()} className="space-y-4">
            {cart.lines.map((line) => <CartLineCard key={line.id} line={line} refusal={refusals[line.id]} today={today} delivery={delivery.lines[line.id]} />)}
            {notes.verify && <p><Link to={notes.verify.href} className="font-semibold text-brand-700 underline">{notes.verify.text}</Link></p>}
            <p className="text-sm text-slate-600">{notes.linesMax}</p>
          </section>

          <section aria-labelledby="dates-title" className="rounded-xl border border-slate-200 bg-white p-4">
            <h2 id="dates-title" className="text-lg font-semibold">{m.bookings_cart_dates_title()}</h2>
            <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-4 sm:items-end">
              <input type="hidden" name="intent" value="dates" />
              <FieldFrame id="all-start" label={m.book_start_date()}>
                <Input id="all-start" type="date" name="start" min={today} required defaultValue={cart.lines[0]!.startDate} />
              </FieldFrame>
              <FieldFrame id="all-end" label={m.book_end_date()}>
                <Input id="all-end" type="date" name="end" min={today} required defaultValue={cart.lines[0]!.endDate} />
              </FieldFrame>
              <FieldFrame id="all-time" label={m.book_pickup_time()}>
                <Select id="all-time" name="time" defaultValue={cart.lines[0]!.pickupTime}>
                  {PICKUP_TIMES.map((p) => <option key={p} value={p}>{pickupTimeText(p)}</option>)}
                </Select>
              </FieldFrame>
              <SubmitButton variant="outline">{m.bookings_cart_apply_all()}</SubmitButton>
            </Form>
          </section>

          <section aria-labelledby="total-title" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
            <h2 id="total-title" className="text-lg font-semibold">{m.bookings_cart_total()}</h2>
            <AmountLines
              className="max-w-md"
              lines={[
                [m.bookings_cart_rental(), formatNaira(t.rentalKobo)],
                ...(t.discountKobo > 0 ? ([[m.bookings_cart_discounts(), `−${formatNaira(t.discountKobo)}`]] as const) : []),
                [m.bookings_cart_service_fees(), formatNaira(t.serviceFeeKobo)],
                [m.bookings_cart_vat(), formatNaira(t.vatKobo)],
                ...(delivery.total ? ([[delivery.total, formatNaira(t.deliveryFeeKobo)]] as const) : []),
                [m.bookings_cart_deposits(), formatNaira(t.depositKobo)],
              ]}
              total={[m.bookings_cart_total(), formatNaira(t.totalKobo)]}
            />
            {notes.notReady && <p className="text-sm text-yellow-900">{notes.notReady}</p>}
            {visitor ? (
              // The cart is kept while they sign in or join, and becomes their account's.
              <Button asChild size="lg" className="w-full sm:w-auto">
                <Link to={`/login?redirectTo=${encodeURIComponent("/cart")}`}>{m.bookings_cart_sign_in()}</Link>
              </Button>
            ) : (
              <Form method="post">
                <input type="hidden" name="intent" value="checkout" />
                <SubmitButton size="lg" className="w-full sm:w-auto">{m.bookings_cart_book_all()}</SubmitButton>
              </Form>
            )}
            <p className="text-sm text-slate-600">{notes.allOrNothing}</p>
          </section>
        </>
      )}
    </main>
  );
}

