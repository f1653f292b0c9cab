// The renter of a booking as its owner sees them before deciding (issue 38, item 12), on a request card and on the
// booking page: their rating from owners' reviews, a few reviews by other owners, what is verified, member since, and
// the way to their public profile. Server-rendered text and a link: no script of its own.
import { formatDay, todayInLagos } from "@core/dates";
import { Rating, Stars } from "~/components/rating";
import { Link } from "~/lib/links";
import { cn } from "~/lib/utils";
import type { RenterSummary as Summary } from "../../../server/features/profiles/profiles.service";
import { m } from "@core/paraglide/messages";

const since = (d: Date | string) => new Intl.DateTimeFormat("en-NG", { month: "long", year: "numeric", timeZone: "Africa/Lagos" }).format(new Date(d));
const day = (iso: string) => formatDay(todayInLagos(new Date(iso)));

/** Its one heading is an h3: under the card's h2 title, or under the booking page section's h2. */
export function RenterSummary({ renter: r, className }: { renter: Summary; className?: string }) {
  const verified = [r.idWords.id, r.emailVerified && m.people_verified_email(), r.phoneVerified && m.bookings_renter_verified_phone(), r.businessVerified && m.people_verified_business()].filter(
    Boolean,
  ) as string[];
  return (
    <div className={cn("space-y-2 text-sm text-slate-700", className)}>
      <p className="flex flex-wrap items-center gap-x-2">
        <Rating rating={r.average} count={r.count} />
        <span>{m.people_member_since({ date: since(r.createdAt) })}</span>
      </p>
      {/* 'ID verified' (issue 37). */}
      {r.idWords.badge && <p className="font-semibold text-green-800">{r.idWords.badge}</p>}
      <p>{verified.length ? m.people_verified_list({ list: verified.join(", ") }) : m.people_nothing_verified()}</p>
      {r.reviews.length > 0 && (
        <>
          <h3 className="font-semibold text-slate-900">{m.bookings_renter_owner_reviews()}</h3>
          <ul className="space-y-2">
            {r.reviews.map((v) => (
              <li key={v.id} className="border-l-4 border-slate-200 pl-3">
                <Stars rating={v.rating} className="text-xs" />
                <p className="line-clamp-3 whitespace-pre-line text-slate-800">{v.body}</p>
                <p className="text-xs text-slate-600">
                  {v.authorName} · {day(v.publishedAt)}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
      {r.active && (
        <Link to={`/u/${r.id}`} className="inline-block font-semibold text-brand-700 underline">
          {m.bookings_renter_profile({ name: r.name })}
        </Link>
      )}
    </div>
  );
}
