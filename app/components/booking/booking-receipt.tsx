// The booking's itemised receipt as frozen when it was booked (rental, discount, fees, deposit, total), and for the owner
// what they earn (commission and payout).
import type { Booking } from "../../../server/features/bookings/bookings.schema";
import { plural } from "~/components/booking/booking-format";
import { formatNaira } from "~/lib/money";
import { cn } from "~/lib/utils";

export type ReceiptFigures = Pick<
  Booking,
  "days" | "units" | "pricePerDayKobo" | "rentalKobo" | "discountPct" | "discountKobo" | "serviceFeeKobo" | "vatKobo" | "depositKobo" | "totalKobo"
>;

function Line({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className={cn("flex justify-between gap-4 py-1.5", strong && "border-t border-slate-200 pt-2 font-semibold text-slate-900")}>
      <dt>{term}</dt>
      <dd className="shrink-0 tabular-nums">{value}</dd>
    </div>
  );
}

/** What the renter pays, line by line. */
export function BookingReceipt({ figures: f }: { figures: ReceiptFigures }) {
  const times = `${plural(f.days, "day")} × ${formatNaira(f.pricePerDayKobo)}${f.units > 1 ? ` × ${plural(f.units, "unit")}` : ""}`;
  return (
    <dl className="text-sm text-slate-700">
      <Line term={times} value={formatNaira(f.rentalKobo)} />
      {f.discountKobo > 0 && <Line term={`Long-rental discount (${f.discountPct}%)`} value={`−${formatNaira(f.discountKobo)}`} />}
      <Line term="Service fee" value={formatNaira(f.serviceFeeKobo)} />
      <Line term="VAT on the service fee" value={formatNaira(f.vatKobo)} />
      {f.depositKobo > 0 && <Line term="Caution deposit (refundable)" value={formatNaira(f.depositKobo)} />}
      <Line term="Total" value={formatNaira(f.totalKobo)} strong />
    </dl>
  );
}

/** What the owner earns from the booking: the rental after any discount, less Haya's commission. */
export function OwnerPayout({ figures: f }: { figures: ReceiptFigures & { ownerCommissionKobo: number; ownerPayoutKobo: number } }) {
  return (
    <dl className="text-sm text-slate-700">
      <Line term="Rental" value={formatNaira(f.rentalKobo - f.discountKobo)} />
      <Line term="Haya commission" value={`−${formatNaira(f.ownerCommissionKobo)}`} />
      <Line term="Your payout" value={formatNaira(f.ownerPayoutKobo)} strong />
    </dl>
  );
}
