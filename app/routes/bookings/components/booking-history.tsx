// A booking's status history, oldest first: what happened, who did it, when (Lagos time), and the note (a cancellation's refund rule).
import type { BookingView } from "../../../../server/features/bookings/booking-views";
import type { BookingStatus } from "@core/booking-states";
import { lagosTime } from "@core/dates";
import { m } from "@core/paraglide/messages";

/** What a move into `to` is called, in the words of the person reading the history. */
function eventName(from: BookingStatus | null, to: BookingStatus): string {
  switch (to) {
    case "requested":
      return m.bookings_event_requested();
    case "awaiting_payment":
      return from === "requested" ? m.bookings_event_accepted() : m.bookings_event_booked();
    case "confirmed":
      return m.bookings_event_paid();
    case "active":
      return m.bookings_event_picked_up();
    case "completed":
      return m.bookings_event_returned();
    case "declined":
      return m.bookings_event_declined();
    case "expired":
      return from === "requested" ? m.bookings_event_expired_request() : m.bookings_event_expired_payment();
    case "cancelled":
      return m.bookings_event_cancelled();
  }
}

type Props = Pick<BookingView, "history" | "ownerName" | "renterName">;

export function BookingHistory({ history, ownerName, renterName }: Props) {
  const who = (actor: string) => (actor === "renter" ? renterName : actor === "owner" ? ownerName : "Haya");
  return (
    <ol className="space-y-3 border-l-2 border-slate-200 pl-4">
      {history.map((e, i) => (
        <li key={i} className="text-sm">
          <p className="font-semibold text-slate-900">{eventName(e.from, e.to)}</p>
          <p className="text-slate-700">
            {who(e.actor)}, <time dateTime={new Date(e.at).toISOString()}>{lagosTime(e.at)}</time>
          </p>
          {e.note && <p className="text-slate-600">{e.note}</p>}
        </li>
      ))}
    </ol>
  );
}
