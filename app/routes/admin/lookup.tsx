// /admin/lookup?q=: one box to find people (e-mail, phone, id), listings (id, title words), bookings (id), payments
// and payouts (provider reference); results grouped by kind, each leading to its admin page.

import { formatNaira } from "@core/money";
import { m } from "@core/paraglide/messages";
import { Form, Link } from "~/lib/links";
import { InvalidError } from "../../../server/errors";
import { requireOperator } from "./admin-gate.server";
import type { Route } from "./+types/lookup";
import { pageContext } from "../../../server/http/page-context";
import { pageUrl } from "../../lib/page-url.server";

export async function loader({ request, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  requireOperator(context, request);
  const q = pageUrl(request).searchParams.get("q") ?? "";
  if (q.trim() === "") return { q, results: null, error: null };
  try {
    return { q, results: await context.services.adminDesk.lookup({ q }), error: null };
  } catch (e) {
    if (e instanceof InvalidError) return { q, results: null, error: e.message };
    throw e;
  }
}

function Group({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count: number;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`g-${id}`} className="space-y-2">
      <h2 id={`g-${id}`} className="text-lg font-semibold">
        {title} ({count})
      </h2>
      {count === 0 ? (
        <p className="text-sm text-slate-600">{m.admin_lookup_none()}</p>
      ) : (
        <ul className="space-y-1">{children}</ul>
      )}
    </section>
  );
}

export default function Lookup({ loaderData: { q, results, error } }: Route.ComponentProps) {
  return (
    <main className="space-y-6">
      <h1 className="text-2xl font-bold">{m.admin_lookup()}</h1>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        <label htmlFor="q" className="flex min-w-72 flex-col text-sm">
          {m.admin_lookup_label()}
          <input
            id="q"
            name="q"
            type="search"
            defaultValue={q}
            required
           
            maxLength={200}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "q-error" : undefined}
            className="rounded border px-2 py-1"
          />
        </label>
        <button type="submit" className="rounded bg-brand-700 px-3 py-1.5 text-white">
          {m.admin_lookup_find()}
        </button>
      </Form>
      {error && (
        <p id="q-error" role="alert" className="text-red-800">
          {error}
        </p>
      )}
      {results && (
        <div className="space-y-6">
          <Group id="people" title={m.admin_people()} count={results.people.length}>
            {results.people.map((p) => (
              <li key={p.id}>
                <Link
                  to={`/admin/people/${encodeURIComponent(p.id)}`}
                  className="text-brand-700 underline"
                >
                  {p.name} ({p.email})
                </Link>{" "}
                {p.phone} · {p.role}
                {p.bannedAt ? ` · ${m.admin_banned()}` : ""}
              </li>
            ))}
          </Group>
          <Group id="listings" title={m.admin_listings()} count={results.listings.length}>
            {results.listings.map((l) => (
              <li key={l.id}>
                <Link
                  to={`/admin/people/${encodeURIComponent(l.ownerId)}`}
                  className="text-brand-700 underline"
                >
                  {m.admin_listing_title({ id: l.id, title: l.title || m.admin_no_title() })}
                </Link>{" "}
                · {l.status} · {m.admin_lookup_owner({ name: l.ownerName })}
              </li>
            ))}
          </Group>
          <Group id="bookings" title={m.admin_bookings()} count={results.bookings.length}>
            {results.bookings.map((b) => (
              <li key={b.id}>
                <Link to={`/admin/bookings/${b.id}`} className="text-brand-700 underline">
                  {m.admin_booking_title({ id: b.id, title: b.title })}
                </Link>{" "}
                · {b.status} · {m.admin_dates({ start: b.startDate, end: b.endDate })} · {formatNaira(b.totalKobo)}
              </li>
            ))}
          </Group>
          <Group
            id="money"
            title={m.admin_lookup_money()}
            count={results.payments.length + results.payouts.length}
          >
            {results.payments.map((p) => (
              <li key={`p${p.id}`}>
                <Link to={`/admin/bookings/${p.bookingId}`} className="text-brand-700 underline">
                  {m.admin_lookup_payment({ reference: p.reference })}
                </Link>{" "}
                · {p.status} · {formatNaira(p.amountKobo)} · {m.admin_lookup_booking({ id: p.bookingId })}
              </li>
            ))}
            {results.payouts.map((p) => (
              <li key={`o${p.id}`}>
                <Link
                  to={`/admin/people/${encodeURIComponent(p.ownerId)}`}
                  className="text-brand-700 underline"
                >
                  {m.admin_lookup_payout({ reference: p.reference })}
                </Link>{" "}
                · {p.status} · {formatNaira(p.amountKobo)}
              </li>
            ))}
          </Group>
        </div>
      )}
    </main>
  );
}
