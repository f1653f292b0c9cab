// /admin: the console's dashboard: money through Haya, Haya's take, refunds, payouts, bookings, people, listings and
// searches (and the search-to-booking conversion), per day over the last 7, 30 or 90 days (?days=), from the ledger and the tables themselves.

import { formatNaira } from "@core/money";
import { Link } from "~/lib/links";
import { DayChart } from "~/components/admin/day-chart";
import { requireOperator } from "~/lib/operator.server";
import type { Route } from "./+types/dashboard";

const PERIODS = [7, 30, 90] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireOperator(context, request);
  const asked = Number(new URL(request.url).searchParams.get("days"));
  const days = (PERIODS as readonly number[]).includes(asked) ? asked : 30;
  return { days, figures: await context.services.operators.dashboard(days) };
}

const naira = (v: number) => formatNaira(v);
const count = (v: number) => v.toLocaleString("en-NG");

export default function Dashboard({ loaderData: { days, figures } }: Route.ComponentProps) {
  const series = (key: Exclude<keyof (typeof figures)[number], "day">) => figures.map((f) => ({ day: f.day, value: f[key] }));
  const sum = (key: Exclude<keyof (typeof figures)[number], "day">) => figures.reduce((s, f) => s + f[key], 0);
  const charts = [
    { id: "gmv", title: "Money through Haya", key: "gmvKobo", format: naira },
    { id: "take", title: "Haya's take (commission and service fee)", key: "takeKobo", format: naira },
    { id: "refunds", title: "Refunds sent", key: "refundsKobo", format: naira },
    { id: "payouts", title: "Payouts paid", key: "payoutsKobo", format: naira },
    { id: "bookings", title: "Bookings made", key: "bookings", format: count },
    { id: "people", title: "New people", key: "people", format: count },
    { id: "listings", title: "New listings", key: "listings", format: count },
    { id: "searches", title: "Searches", key: "searches", format: count },
  ] as const;
  const searches = sum("searches");
  // Bookings made per search made, over the period (a person often searches several times before one booking).
  const conversion = searches > 0 ? `${((100 * sum("bookings")) / searches).toFixed(1)}%` : "No searches yet";
  return (
    <main className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Dashboard</h1>
        <nav aria-label="Period">
          <ul className="flex gap-3">
            {PERIODS.map((p) => (
              <li key={p}>
                <Link to={`/admin?days=${p}`} aria-current={p === days ? "page" : undefined} className={p === days ? "font-semibold underline" : "text-brand-700 hover:underline"}>
                  Last {p} days
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="rounded-lg border bg-white p-4">
        <span className="font-semibold">Search-to-booking conversion: </span>
        <span data-testid="conversion">{conversion}</span>
        <span className="text-sm text-slate-600"> (bookings made per search, last {days} days)</span>
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        {charts.map((c) => (
          <DayChart key={c.id} id={c.id} title={c.title} total={c.format(sum(c.key))} points={series(c.key)} format={c.format} />
        ))}
      </div>
    </main>
  );
}
