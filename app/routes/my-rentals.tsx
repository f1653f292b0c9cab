// /my-rentals: the seed's layout with its two tabs, for the signed-in person: their listings (with real booking figures)
// and their bookings (none until the bookings feature). The tab follows ?tab=bookings, so both work without JavaScript.
import type { KeyboardEvent } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { Link, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { MyListingCard } from "~/components/my-listing-card";
import { requireSession } from "~/lib/session.server";
import { cn } from "~/lib/utils";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/my-rentals";

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = requireSession(context, request);
  return { listings: await context.services.listings.listMine(session.user.id) };
}

// The person's own listings and earnings: never kept by the browser's cache or any other.
export const headers = () => ({ "Cache-Control": "no-store" });

export const meta = () => [...pageMeta("My Rentals", "Your listings and bookings on Haya."), { name: "robots", content: "noindex" }];

/** Moving between the tabs changes only ?tab: the listings already on the page are still current. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const rest = (u: URL) => {
    const p = new URLSearchParams(u.search);
    p.delete("tab");
    return p.toString();
  };
  return rest(currentUrl) === rest(nextUrl) ? false : defaultShouldRevalidate;
}

const TABS = [
  { value: "listings", label: "My Listings", href: "/my-rentals" },
  { value: "bookings", label: "My Bookings", href: "/my-rentals?tab=bookings" },
] as const;
type Tab = (typeof TABS)[number]["value"];

const cta = "mt-4 inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800";

/**
 * The ARIA tabs pattern with links for tabs, so that each tab is a page of its own without JavaScript. Without
 * JavaScript both links are in the tab order; with it, only the open one is, and the arrow keys, Home and End move
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
    <div role="tablist" aria-label="My rentals" className="inline-flex gap-1 rounded-lg bg-slate-200 p-1">
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
            {t.label}
          </Link>
        );
      })}
    </div>
  );
}

export default function MyRentals({ loaderData }: Route.ComponentProps) {
  const { listings } = loaderData;
  const [params] = useSearchParams();
  const current: Tab = params.get("tab") === "bookings" ? "bookings" : "listings";
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">My Rentals</h1>
        <Link to="/list-item" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          List New Item
        </Link>
      </div>
      <TabLinks current={current} />
      <div role="tabpanel" id={`panel-${current}`} aria-labelledby={`tab-${current}`} className="mt-6">
        {current === "bookings" ? (
          <div className="rounded-xl bg-white p-10 text-center">
            <h2 className="text-xl font-semibold">No bookings yet</h2>
            <p className="mt-2 text-slate-600">Browse our marketplace to find items to rent</p>
            <Link to="/browse" className={cta}>
              Browse Items
            </Link>
          </div>
        ) : listings.length ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {listings.map((l, i) => (
              <MyListingCard key={l.id} listing={l} priority={i === 0} />
            ))}
          </div>
        ) : (
          <div className="rounded-xl bg-white p-10 text-center">
            <h2 className="text-xl font-semibold">No listings yet</h2>
            <p className="mt-2 text-slate-600">Start earning by listing your first item for rent</p>
            <Link to="/list-item" className={cta}>
              List Your First Item
            </Link>
          </div>
        )}
      </div>
    </main>
  );
}
