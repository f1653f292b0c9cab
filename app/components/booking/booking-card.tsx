// The cards of My Rentals' booking tabs: the frame both share (photo, title, status badge), and My Bookings' card as the
// seed draws it: 'Rented from {owner}', dates, 'Total: ₦…', 'View Details'.
import type * as React from "react";
import { Link } from "~/lib/links";
import type { BookingCard as Card } from "../../../server/features/bookings/booking-views";
import { BookingStatusBadge } from "~/components/booking/booking-status-badge";
import { OverdueBadge } from "~/components/booking/booking-extension";
import { isOverdue } from "../../../server/features/bookings/booking-states";
import { todayInLagos } from "@core/dates";
import { dateRange } from "~/components/booking/booking-format";
import { Photo } from "~/components/photo";
import { buttonVariants } from "~/components/ui/button";
import { CARD_WIDTHS } from "~/lib/images";
import { formatNaira } from "@core/money";
import { m } from "@core/paraglide/messages";

/** The card's frame: cover photo, title and status, then `children`. */
export function CardFrame({ booking, priority, id, children }: { booking: Card; priority: boolean; id?: string; children: React.ReactNode }) {
  return (
    <article id={id} className="flex scroll-mt-52 sm:scroll-mt-44 flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <Photo photo={booking.photo} alt="" widths={CARD_WIDTHS} sizes="(min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw" priority={priority} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="text-base font-semibold leading-snug text-slate-900">{booking.title}</h2>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <BookingStatusBadge status={booking.status} />
            {isOverdue(booking, todayInLagos()) && <OverdueBadge />}
          </div>
        </div>
        {children}
      </div>
    </article>
  );
}

/** 'View Details': the booking's own page. */
export function DetailsLink({ booking }: { booking: Card }) {
  return (
    <Link to={`/bookings/${booking.id}`} prefetch="intent" className={buttonVariants({ variant: "outline" })}>
      {m.bookings_card_view()}<span className="sr-only">: {booking.title}</span>
    </Link>
  );
}

export function BookingCard({ booking, priority = false }: { booking: Card; priority?: boolean }) {
  return (
    <CardFrame booking={booking} priority={priority}>
      <div className="space-y-1 text-sm text-slate-700">
        <p>{m.bookings_card_rented_from({ owner: booking.ownerName })}</p>
        <p>{dateRange(booking.startDate, booking.endDate)}</p>
      </div>
      <p className="font-semibold text-slate-900">{m.bookings_card_total({ amount: formatNaira(booking.totalKobo) })}</p>
      <div className="mt-auto flex flex-col pt-1">
        <DetailsLink booking={booking} />
      </div>
    </CardFrame>
  );
}
