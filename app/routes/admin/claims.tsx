// /admin/claims: deposit claims the renter disputed, oldest first, each waiting for an admin's decision (admins only:
// support gets the admin area's 404 here, as on every page that moves money).

import { lagosTime } from "@core/dates";
import { m } from "@core/paraglide/messages";
import { Link } from "~/lib/links";
import { formatNaira } from "@core/money";
import { requireOperator } from "./admin-gate.server";
import type { Route } from "./+types/claims";
import { pageContext } from "../../../server/http/page-context";

export const handle = { adminOnly: true };

export async function loader({ request, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  requireOperator(context, request, { admin: true });
  const claims = await context.services.adminDesk.disputedClaims();
  return { claims: claims.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })) };
}

export default function Claims({ loaderData: { claims } }: Route.ComponentProps) {
  return (
    <main className="space-y-4">
      <h1 className="text-2xl font-bold">{m.admin_claims_title()}</h1>
      {claims.length === 0 ? (
        <p className="text-slate-700">{m.admin_claims_empty()}</p>
      ) : (
        <ul className="space-y-3">
          {claims.map((c) => (
            <li key={c.id} className="rounded-lg border bg-white p-4">
              <h2 className="text-lg font-semibold">
                <Link to={`/admin/claims/${c.id}`} className="text-brand-700 underline">
                  {m.admin_claims_item({ id: c.id, amount: formatNaira(c.amountKobo), bookingId: c.bookingId, title: c.title })}
                </Link>
              </h2>
              <p className="text-sm text-slate-600">
                {m.admin_claims_claimed({ when: lagosTime(new Date(c.createdAt)) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
