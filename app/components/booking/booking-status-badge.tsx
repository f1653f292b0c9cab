// A booking's status as the side looking at it reads it: confirmed, active and completed green; waiting yellow, saying
// whom it waits for (the owner's answer, the renter's payment); the rest grey.
import { badgeOf, type BookingStatus, type Side } from "@core/booking-states";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/utils";
import { m } from "@core/paraglide/messages";

/** The badge's words in the page's language (badgeOf's label is the key). */
const LABELS: Record<string, () => string> = {
  waiting_owner: m.bookings_status_waiting_owner,
  waiting_your_payment: m.bookings_status_waiting_your_payment,
  waiting_your_answer: m.bookings_status_waiting_your_answer,
  accepted_waiting_payment: m.bookings_status_accepted_waiting_payment,
  confirmed: m.bookings_status_confirmed,
  active: m.bookings_status_active,
  completed: m.bookings_status_completed,
  declined: m.bookings_status_declined,
  expired: m.bookings_status_expired,
  cancelled: m.bookings_status_cancelled,
};

export function BookingStatusBadge({ status, side, className }: { status: BookingStatus; side: Side; className?: string }) {
  const { label, tone } = badgeOf(status, side);
  return (
    <Badge tone={tone} className={cn("shrink-0", className)}>
      {LABELS[label]?.() ?? label}
    </Badge>
  );
}
