// /admin/overdue: rentals past their return time (8 PM Lagos on the end date) that their owner has not marked returned,
// the longest overdue first, with the late fee run up so far (issue 36, item 4). Every operator may look: it moves no
// money. Each links to the booking's file.
import { lagosTime } from "@core/dates";
import { formatNaira } from "@core/money";
import { m } from "@core/paraglide/messages";
import { Link } from "~/lib/links";
import { requireOperator } from "./admin-gate.server";
import type { Route } from "./+types/overdue";
import { pageContext } from "../../../server/http/page-context";

export async function loader({ request, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  requireOperator(context, request);
  const bookings = await context.services.adminDesk.overdue();
  // Worded here: the page shows them as they are.
  return {
    bookings: bookings.map((b) => ({
      id: b.id,
      title: m.admin_overdue_item({ id: b.id, title: b.title }),
      who: m.admin_overdue_who({ renter: b.renterName, owner: b.ownerName }),
      since: m.admin_overdue_since({ at: lagosTime(b.dueAt), days: b.daysLate, fee: formatNaira(b.lateFeeAccruedKobo) }),
    })),
  };
}

export default function Overdue({ loaderData: { bookings } }: Route.ComponentProps) {
  return (
    <main className="space-y-4">
      <h1 className="text-2xl font-bold">{m.admin_overdue_title()}</h1>
      {bookings.length === 0 ? (
        <p className="text-slate-700">{m.admin_overdue_empty()}</p>
      ) : (
        <ul className="space-y-3">
          {bookings.map((b) => (
            <li key={b.id} className="rounded-lg border bg-white p-4">
              <h2 className="text-lg font-semibold">
                <Link to={`/admin/bookings/${b.id}`} className="text-brand-700 underline">
                  {b.title}
                </Link>
              </h2>
              <p className="text-sm text-slate-700">{b.who}</p>
              <p className="text-sm text-slate-600">{b.since}</p>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
