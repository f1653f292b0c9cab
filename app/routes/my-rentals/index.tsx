// /my-rentals: the seed's layout with its tabs, for the signed-in person: their listings (with real booking figures),
// their bookings as a renter, the requests for their listings (Accept / Decline as plain form posts) and their earnings
// (Withdraw in two plain form steps: see, then send). The tab follows ?tab=bookings|requests|earnings, so every tab
// works without JavaScript, and only the open tab's data is loaded.
import { formatNaira } from "@core/money";
import { Link, redirect } from "~/lib/links";
import type { KeyboardEvent } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { data, useSearchParams } from "react-router";
import { doneMessage } from "~/components/booking/booking-actions";
import { bookingIdOf, moveBooking } from "~/lib/booking-actions.server";
import { dueOf, PAY_ALL, PayAll } from "~/components/booking/pay-all";
import { FormMessage } from "~/components/form-field";
import { payAll } from "~/lib/pay-all.server";
import { BookingCard } from "./components/booking-card";
import { RequestCard } from "./components/booking-request-card";
import { EarningsPanel } from "./components/earnings-panel";
import { MyListingCard } from "./components/my-listing-card";
import { NotFoundMessage } from "~/components/not-found-message";
import { fromError, readForm, type FormFailure } from "~/lib/forms.server";
import { requireSession } from "~/lib/session.server";
import { cn } from "~/lib/utils";
import { pageMeta } from "~/lib/seo";
import { m } from "@core/paraglide/messages";
import type { Route } from "./+types/index";
import { pageContext } from "../../../server/http/page-context";
import { pageUrl } from "~/lib/page-url.server";

/** The tab the URL names; none named: undefined (My Listings for an owner, the bookings they made for anyone else). */
const tabOf = (url: URL): Tab | undefined => {
  const t = url.searchParams.get("tab");
  return t === "listings" || t === "bookings" || t === "requests" || t === "earnings" ? t : undefined;
};

export async function loader({ request, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const { user } = requireSession(context, request);
  const { listings, bookingViews } = context.services;
  // Phones on slow data: only the open tab's cards. With no tab named, a person with no listing (a renter) opens on
  // their bookings, an owner on their listings.
  const named = tabOf(pageUrl(request));
  const mine = named === undefined || named === "listings" ? await listings.listMine(user.id) : undefined;
  switch (named ?? (mine!.length > 0 ? "listings" : "bookings")) {
    case "bookings":
      // `now`: what is still to be paid is judged once, on the server, and hydrates the same.
      return { tab: "bookings", bookings: await bookingViews.asRenter(user.id), now: new Date().toISOString() } as const;
    case "requests": {
      const requests = await bookingViews.asOwner(user.id);
      // Who asked, on the requests waiting for an answer: one query for them all (issue 38, item 12).
      const renters = await context.services.profiles.renters(user.id, requests.filter((b) => b.status === "requested").map((b) => b.id));
      return { tab: "requests", requests, renters } as const;
    }
    case "earnings": {
      const { earnings } = context.services;
      // The payout account too: Withdraw shows where the money goes before it is sent.
      const [mine, payouts, account] = await Promise.all([earnings.earnings(user.id), earnings.payouts(user.id), context.services.payouts.get(user.id)]);
      // A delivery fee's line label, worded here: few owners deliver, so the browser carries no message of it.
      return { tab: "earnings", earnings: mine, payouts, account, deliveryLabel: m.bookings_earn_delivery() } as const;
    }
    default: {
      const payoutAccount = mine!.length > 0 ? await context.services.payouts.get(user.id) : null;
      // Owners are asked for a bank account until they have one: renters with no listing are not.
      return { tab: "listings", listings: mine!, needsPayoutAccount: mine!.length > 0 && !payoutAccount } as const;
    }
  }
}

/** Accept or Decline on the Requests tab, back at the card, which says how it went; Withdraw on the Earnings tab. */
export async function action({ request, context: provider }: Route.ActionArgs) {
  const context = provider.get(pageContext);
  const { user } = requireSession(context, request);
  const values = await readForm(request);
  const intent = values.intent;
  if (intent === "withdraw") {
    // Sent only as confirmed on the second step (the amount the owner saw): a post without it (a page from before the
    // step existed) opens that step; a balance that has moved since is shown again (ConflictError).
    const expectKobo = Number(values.amount);
    if (!Number.isSafeInteger(expectKobo) || expectKobo <= 0) return redirect("/my-rentals?tab=earnings&withdraw=review#withdraw");
    try {
      const payout = await context.services.transfers.withdraw(user.id, { expectKobo });
      return redirect(`/my-rentals?tab=earnings&done=withdraw&payout=${payout.id}`);
    } catch (e) {
      return fromError(values, e);
    }
  }
  if (intent === PAY_ALL) {
    try {
      return await payAll(context.services, user.id, values.bookings);
    } catch (e) {
      return fromError(values, e);
    }
  }
  if (intent === "pay") {
    // Pay on a card of the Bookings tab: straight on to the provider's checkout; a refusal comes back to the card.
    try {
      return redirect((await moveBooking(context.services, { userId: user.id }, bookingIdOf(values.bookingId), "pay", values))!);
    } catch (e) {
      return fromError(values, e);
    }
  }
  if (intent !== "accept" && intent !== "decline") throw data("This form is not one of My Rentals'", { status: 400 });
  const id = bookingIdOf(values.bookingId);
  try {
    await moveBooking(context.services, { userId: user.id }, id, intent, values);
    return redirect(`/my-rentals?tab=requests&done=${intent}&booking=${id}#booking-${id}`);
  } catch (e) {
    return fromError(values, e);
  }
}

// The person's own listings, bookings and earnings: never kept by the browser's cache or any other.
export const headers = () => ({ "Cache-Control": "no-store" });

export const meta = () => [...pageMeta(m.rentals_title(), m.rentals_meta_description()), { name: "robots", content: "noindex" }];

const TABS = [
  { value: "listings", label: m.rentals_tab_listings, href: "/my-rentals?tab=listings" },
  // Whose side each is (issue 16): what the person booked, and what others asked of their items.
  { value: "bookings", label: m.rentals_tab_bookings, href: "/my-rentals?tab=bookings" },
  { value: "requests", label: m.rentals_tab_requests, href: "/my-rentals?tab=requests" },
  { value: "earnings", label: m.rentals_tab_earnings, href: "/my-rentals?tab=earnings" },
] as const;
type Tab = (typeof TABS)[number]["value"];

const cta = "mt-4 inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800";

/**
 * The ARIA tabs pattern with links for tabs, so that each tab is a page of its own without JavaScript. Without
 * JavaScript every link is in the tab order; with it, only the open one is, and the arrow keys, Home and End move
 * between them (Enter or Space opens one). Radix Tabs cannot do this: it renders every tab out of the tab order until
 * its script has run.
 */
function TabLinks({ current }: { current: Tab }) {
  const hydrated = useHydrated();
  const onKeyDown = (e: KeyboardEvent<HTMLAnchorElement>) => {
    if (e.key === " ") {
      e.preventDefault();
      e.currentTarget.click();
      return;
    }
    const tabs = [...(e.currentTarget.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const i = tabs.indexOf(e.currentTarget);
    const to = ({ ArrowLeft: i - 1, ArrowRight: i + 1, Home: 0, End: tabs.length - 1 } as Record<string, number>)[e.key];
    if (to === undefined) return;
    e.preventDefault();
    tabs[(to + tabs.length) % tabs.length]?.focus();
  };
  return (
    // Four tabs do not fit a 360 px phone in one row: they wrap.
    <div role="tablist" aria-label={m.rentals_tabs_label()} className="flex flex-wrap gap-1 rounded-lg bg-slate-200 p-1 sm:inline-flex">
      {TABS.map((t) => {
        const selected = t.value === current;
        return (
          <Link
            key={t.value}
            to={t.href}
            preventScrollReset
            role="tab"
            id={`tab-${t.value}`}
            aria-selected={selected}
            aria-controls={selected ? `panel-${t.value}` : undefined}
            tabIndex={hydrated && !selected ? -1 : undefined}
            onKeyDown={onKeyDown}
            className={cn("rounded-md px-4 py-2 text-sm font-semibold", selected ? "bg-white text-slate-900 shadow" : "text-slate-700 hover:bg-slate-100")}
          >
            {t.label()}
          </Link>
        );
      })}
    </div>
  );
}

function Empty({ title, text, link }: { title: string; text: string; link?: { to: string; label: string } }) {
  return (
    <div className="rounded-xl bg-white p-10 text-center">
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="mt-2 text-slate-600">{text}</p>
      {link && (
        <Link to={link.to} className={cta}>
          {link.label}
        </Link>
      )}
    </div>
  );
}

const grid = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3";

/** An owner without a payout account: where to add one (nobody can be paid for a rental until they do). */
function PayoutAccountCard() {
  return (
    <section aria-labelledby="payout-card-title" className="mb-6 rounded-xl bg-amber-50 p-5 ring-1 ring-amber-200">
      <h2 id="payout-card-title" className="text-lg font-semibold text-slate-900">
        {m.rentals_payout_title()}
      </h2>
      <p className="mt-1 text-slate-700">{m.rentals_payout_text()}</p>
      <Link to="/account#payout-account" className={cta}>
        {m.rentals_add_bank()}
      </Link>
    </section>
  );
}

type RequestsData = Extract<Route.ComponentProps["loaderData"], { tab: "requests" }>;
function Requests({ requests, renters, failure }: { requests: RequestsData["requests"]; renters: RequestsData["renters"]; failure: FormFailure | undefined }) {
  const [params] = useSearchParams();
  const done = doneMessage(params.get("done"));
  const doneId = Number(params.get("booking"));
  if (!requests.length) return <Empty title={m.rentals_no_requests_title()} text={m.rentals_no_requests_text()} />;
  return (
    <div className={grid}>
      {requests.map((b, i) => (
        <RequestCard
          key={b.id}
          booking={b}
          renter={renters[b.id]}
          priority={i === 0}
          error={failure?.values.bookingId === String(b.id) ? failure.errors.form : undefined}
          success={!failure && doneId === b.id ? done : undefined}
        />
      ))}
    </div>
  );
}

/** Why Pay on the card of booking `id` was refused, if it was. */
function payFailure(answer: unknown, id: number): string | undefined {
  const failure = answer as FormFailure | undefined;
  return failure?.values.intent === "pay" && failure.values.bookingId === String(id) ? failure.errors.form : undefined;
}

/** What the owner is told after Withdraw, from the payout as it now is. */
function withdrawDone(payouts: { id: number; status: string; sentKobo: number; bankName: string; failureReason: string | null }[], params: URLSearchParams) {
  if (params.get("done") !== "withdraw") return undefined;
  const p = payouts.find((x) => x.id === Number(params.get("payout")));
  if (!p) return undefined;
  if (p.status === "failed") return m.rentals_withdraw_failed({ reason: p.failureReason ?? m.rentals_withdraw_bank_refused() });
  if (p.status === "pending" || p.status === "sending") return m.rentals_withdraw_pending({ amount: formatNaira(p.sentKobo) });
  return m.rentals_withdraw_sent({ amount: formatNaira(p.sentKobo), bank: p.bankName });
}

export default function MyRentals({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const [searchParams] = useSearchParams();
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{m.rentals_title()}</h1>
        <Link to="/list-item" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {m.rentals_list_new()}
        </Link>
      </div>
      <TabLinks current={d.tab} />
      <div role="tabpanel" id={`panel-${d.tab}`} aria-labelledby={`tab-${d.tab}`} className="mt-6">
        {d.tab === "earnings" ? (
          <EarningsPanel
            earnings={d.earnings}
            payouts={d.payouts}
            account={d.account}
            deliveryLabel={d.deliveryLabel}
            reviewing={searchParams.get("withdraw") === "review"}
            error={(actionData as FormFailure | undefined)?.errors.form}
            done={withdrawDone(d.payouts, searchParams)}
          />
        ) : d.tab === "requests" ? (
          <Requests requests={d.requests} renters={d.renters} failure={actionData as FormFailure | undefined} />
        ) : d.tab === "bookings" ? (
          d.bookings.length ? (
            <>
              {/* Several waiting for payment (a cart's, or requests accepted): paid together, once. */}
              {dueOf(d.bookings, d.now).length > 1 && (
                <>
                  <FormMessage error={(actionData as FormFailure | undefined)?.values.intent === PAY_ALL ? (actionData as FormFailure).errors.form : undefined} />
                  <PayAll bookings={d.bookings} now={d.now} className="mb-6 rounded-xl border border-brand-100 bg-brand-50 p-4" />
                </>
              )}
              <div className={grid}>
                {d.bookings.map((b, i) => (
                  <BookingCard key={b.id} booking={b} priority={i === 0} error={payFailure(actionData, b.id)} />
                ))}
              </div>
            </>
          ) : (
            <Empty title={m.rentals_no_bookings_title()} text={m.rentals_no_bookings_text()} link={{ to: "/browse", label: m.rentals_browse_items() }} />
          )
        ) : d.listings.length ? (
          <>
            {d.needsPayoutAccount && <PayoutAccountCard />}
            <div className={grid}>
              {d.listings.map((l, i) => (
                <MyListingCard key={l.id} listing={l} priority={i === 0} />
              ))}
            </div>
          </>
        ) : (
          <Empty title={m.rentals_no_listings_title()} text={m.rentals_no_listings_text()} link={{ to: "/list-item", label: m.rentals_list_first() }} />
        )}
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <NotFoundMessage title={m.rentals_booking_not_found()} text={m.rentals_booking_not_found_text()} link={{ to: "/my-rentals?tab=requests", label: m.rentals_go_requests() }} />;
}
