// A booking's status as the seed shows it: confirmed, active and completed green; requested and awaiting payment a yellow "pending"; the rest grey.
import { badgeOf, type BookingStatus } from "../../../server/features/bookings/booking-states";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/utils";

export function BookingStatusBadge({ status, className }: { status: BookingStatus; className?: string }) {
  const { label, tone } = badgeOf(status);
  return (
    <Badge tone={tone} className={cn("shrink-0", className)}>
      {label}
    </Badge>
  );
}
