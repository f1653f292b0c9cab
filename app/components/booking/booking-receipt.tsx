// What the owner earns from a booking, beside the renter's receipt (QuoteLines): the rental after any discount, less
// Haya's commission, as frozen when it was booked.
import { formatNaira } from "~/lib/money";

type Payout = { rentalKobo: number; discountKobo: number; ownerCommissionKobo: number; ownerPayoutKobo: number };

export function OwnerPayout({ figures: f }: { figures: Payout }) {
  const lines = [
    ["Rental", formatNaira(f.rentalKobo - f.discountKobo)],
    ["Haya commission", `−${formatNaira(f.ownerCommissionKobo)}`],
  ] as const;
  return (
    <dl className="space-y-1.5 text-sm text-slate-700">
      {lines.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-4">
          <dt>{term}</dt>
          <dd className="tabular-nums">{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-bold text-slate-900">
        <dt>Your payout</dt>
        <dd className="tabular-nums">{formatNaira(f.ownerPayoutKobo)}</dd>
      </div>
    </dl>
  );
}
