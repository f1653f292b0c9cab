// A booking's status as the seed shows it: confirmed, active and completed green; requested and awaiting payment a yellow "pending"; the rest grey.
import { badgeOf, type BookingStatus } from "../../../server/features/bookings/booking-states";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/utils";
import { m } from "@core/paraglide/messages";

/** The badge's word in the page's language (badgeOf's English label is the key). */
const LABELS: Record<string, () => string> = {
  pending: m.bookings_status_pending,
  confirmed: m.bookings_status_confirmed,
  active: m.bookings_status_active,
  completed: m.bookings_status_completed,
  declined: m.bookings_status_declined,
  expired: m.bookings_status_expired,
  cancelled: m.bookings_status_cancelled,
};

export function BookingStatusBadge({ status, className }: { status: BookingStatus; className?: string }) {
  const { label, tone } = badgeOf(status);
  return (
    <Badge tone={tone} className={cn("shrink-0", className)}>
      {LABELS[label]?.() ?? label}
    </Badge>
  );
}
