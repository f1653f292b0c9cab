// The cards of My Rentals' booking tabs: the frame both share (thumbnail, title, status badge in the side's words), and My
// Bookings' card as the seed draws it: 'Rented from {owner}', dates, 'Total: ₦…', 'View Details' — with the next step
// and its deadline when the booking waits (Pay for the renter's payment, the owner's answer).
import type * as React from "react";
import { Link } from "~/lib/links";
import type { BookingCard as Card } from "../../../../server/features/bookings/booking-views";
import { BookingStatusBadge } from "~/components/booking/booking-status-badge";
import { OverdueBadge } from "~/components/booking/booking-extension";
import type { Side } from "@core/booking-states";
import { deadlineText } from "@core/pickup";
import { ActionForm, ActionMessage } from "~/components/booking/booking-actions";
import { dateRange } from "~/components/booking/booking-format";
import { Photo } from "~/components/photo";
import { buttonVariants } from "~/components/ui/button";
import { THUMB_WIDTHS } from "~/lib/images";
import { formatNaira } from "@core/money";
import { m } from "@core/paraglide/messages";

/** The card's frame: a thumbnail of the listing's photo (none without one) beside its title, its status (as `side` reads it) under both, then `children`. */
export function CardFrame({ booking, side, priority, id, children }: { booking: Card; side: Side; priority: boolean; id?: string; children: React.ReactNode }) {
  return (
    <article id={id} className="flex scroll-mt-52 sm:scroll-mt-44 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      {/* A thumbnail, not a cover photo: a list of a dozen bookings on a phone was mostly pictures (or grey boxes). */}
      <div className="flex items-start gap-3">
        {booking.photo && (
          <div className="w-20 shrink-0 overflow-hidden rounded-lg">
            <Photo photo={booking.photo} alt="" widths={THUMB_WIDTHS} sizes="5rem" priority={priority} />
          </div>
        )}
        <h2 className="min-w-0 text-base font-semibold leading-snug text-slate-900">{booking.title}</h2>
      </div>
      {/* The status under the title and photo: its words ('accepted, waiting for payment') would squeeze the title. */}
      <div className="-mt-1 flex flex-wrap gap-1">
        <BookingStatusBadge status={booking.status} side={side} />
        {booking.overdue && <OverdueBadge />}
      </div>
      {children}
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

/** A deadline on a card, as the booking page shows it: the next step is in view without opening the booking. */
export function CardDeadline({ text }: { text: string }) {
  return <p className="rounded-lg bg-yellow-50 p-2 text-sm font-semibold text-yellow-900">{text}</p>;
}

/** The renter's next step: the owner's answer they wait for, or their own payment (Pay, back at this card). */
function RenterNext({ booking: b, error }: { booking: Card; error?: string | undefined }) {
  if (!b.expiresAt || (b.status !== "requested" && b.status !== "awaiting_payment")) return null;
  const at = deadlineText({ ...b, expiresAt: b.expiresAt });
  if (b.status === "requested") return <CardDeadline text={m.bookings_deadline_renter_wait_answer({ at })} />;
  return (
    <>
      <CardDeadline text={m.bookings_deadline_pay({ at })} />
      <ActionMessage error={error} />
      <ActionForm action={`/my-rentals?tab=bookings#booking-${b.id}`} intent="pay" fields={{ bookingId: String(b.id) }} label={m.bookings_action_pay({ amount: formatNaira(b.totalKobo) })}>
        <span className="sr-only">: {b.title}</span>
      </ActionForm>
    </>
  );
}

export function BookingCard({ booking, priority = false, error }: { booking: Card; priority?: boolean; error?: string | undefined }) {
  return (
    <CardFrame booking={booking} side="renter" priority={priority} id={`booking-${booking.id}`}>
      <div className="space-y-1 text-sm text-slate-700">
        <p>{m.bookings_card_rented_from({ owner: booking.ownerName })}</p>
        <p>{dateRange(booking.startDate, booking.endDate)}</p>
      </div>
      <p className="font-semibold text-slate-900">{m.bookings_card_total({ amount: formatNaira(booking.totalKobo) })}</p>
      <RenterNext booking={booking} error={error} />
      <div className="mt-auto flex flex-col pt-1">
        <DetailsLink booking={booking} />
      </div>
    </CardFrame>
  );
}
