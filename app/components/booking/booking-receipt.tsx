// What the owner earns from a booking, beside the renter's receipt (QuoteLines): the rental after any discount, less
// Haya's commission, as frozen when it was booked. Amounts come from the server and are only formatted here.
import { AmountLines } from "~/components/booking/quote-lines";
import { formatNaira } from "@core/money";

/** `rentalKobo`: the rental the owner earns on, after any long-rental discount. */
export type Payout = { rentalKobo: number; ownerCommissionKobo: number; ownerPayoutKobo: number };

export function OwnerPayout({ figures: f }: { figures: Payout }) {
  return (
    <AmountLines
      lines={[
        ["Rental", formatNaira(f.rentalKobo)],
        ["Haya commission", `−${formatNaira(f.ownerCommissionKobo)}`],
      ]}
      total={["Your payout", formatNaira(f.ownerPayoutKobo)]}
    />
  );
}
