// A booking's status history, oldest first: what happened, who did it, when (Lagos time), and the note (a cancellation's refund rule).
import type { BookingView } from "../../../server/features/bookings/booking-views";
import type { BookingStatus } from "../../../server/features/bookings/booking-states";
import { lagosTime } from "@core/dates";

/** What a move into `to` is called, in the words of the person reading the history. */
function eventName(from: BookingStatus | null, to: BookingStatus): string {
  switch (to) {
    case "requested":
      return "Booking requested";
    case "awaiting_payment":
      return from === "requested" ? "Request accepted" : "Booked, waiting for payment";
    case "confirmed":
      return "Paid: booking confirmed";
    case "active":
      return "Picked up";
    case "completed":
      return "Returned: booking completed";
    case "declined":
      return "Request declined";
    case "expired":
      return from === "requested" ? "Expired: the owner did not answer in time" : "Expired: not paid in time";
    case "cancelled":
      return "Cancelled";
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
