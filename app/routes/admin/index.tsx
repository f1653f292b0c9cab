// /admin: the admin area's dashboard: money through Haya, Haya's take, refunds, payouts, bookings, people, listings and
// searches (and the search-to-booking conversion), per day over the last 7, 30 or 90 days (?days=), from the ledger and the tables themselves.

import { formatNaira } from "@core/money";
import { m } from "@core/paraglide/messages";
import { Link } from "~/lib/links";
import { DayChart } from "./components/day-chart";
import { requireOperator } from "./admin-gate.server";
import type { Route } from "./+types/index";
import { pageContext } from "../../../server/http/page-context";
import { pageUrl } from "~/lib/page-url.server";

const PERIODS = [7, 30, 90] as const;

export async function loader({ request, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  requireOperator(context, request);
  const asked = Number(pageUrl(request).searchParams.get("days"));
  const days = (PERIODS as readonly number[]).includes(asked) ? asked : 30;
  return { days, figures: await context.services.operators.dashboard(days) };
}

const naira = (v: number) => formatNaira(v);
const count = (v: number) => v.toLocaleString("en-NG");

export default function Dashboard({ loaderData: { days, figures } }: Route.ComponentProps) {
  const series = (key: Exclude<keyof (typeof figures)[number], "day">) => figures.map((f) => ({ day: f.day, value: f[key] }));
  const sum = (key: Exclude<keyof (typeof figures)[number], "day">) => figures.reduce((s, f) => s + f[key], 0);
  const charts = [
    { id: "gmv", title: m.admin_chart_gmv(), key: "gmvKobo", format: naira },
    { id: "take", title: m.admin_chart_take(), key: "takeKobo", format: naira },
    { id: "refunds", title: m.admin_chart_refunds(), key: "refundsKobo", format: naira },
    { id: "payouts", title: m.admin_chart_payouts(), key: "payoutsKobo", format: naira },
    { id: "bookings", title: m.admin_chart_bookings(), key: "bookings", format: count },
    { id: "people", title: m.admin_chart_people(), key: "people", format: count },
    { id: "listings", title: m.admin_chart_listings(), key: "listings", format: count },
    { id: "searches", title: m.admin_chart_searches(), key: "searches", format: count },
  ] as const;
  const searches = sum("searches");
  // Bookings made per search made, over the period (a person often searches several times before one booking).
  const conversion = searches > 0 ? `${((100 * sum("bookings")) / searches).toFixed(1)}%` : m.admin_no_searches();
  return (
    <main className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{m.admin_dashboard()}</h1>
        <nav aria-label={m.admin_period()}>
          <ul className="flex gap-3">
            {PERIODS.map((p) => (
              <li key={p}>
                <Link to={`/admin?days=${p}`} aria-current={p === days ? "page" : undefined} className={p === days ? "font-semibold underline" : "text-brand-700 hover:underline"}>
                  {m.admin_last_days({ days: p })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="rounded-lg border bg-white p-4">
        <span className="font-semibold">{m.admin_conversion()} </span>
        <span data-testid="conversion">{conversion}</span>
        <span className="text-sm text-slate-600"> {m.admin_conversion_note({ days })}</span>
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        {charts.map((c) => (
          <DayChart key={c.id} id={c.id} title={c.title} total={c.format(sum(c.key))} points={series(c.key)} format={c.format} />
        ))}
      </div>
    </main>
  );
}
