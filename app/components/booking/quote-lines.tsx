// A booking's itemised price as the server computed it (quote.ts): the item page's live quote and the booking page's receipt.
// Amounts come in kobo and are only formatted here; nothing is added up in the browser.
import type { Quote } from "@core/quote";
import { formatNaira } from "@core/money";
import { cn } from "~/lib/utils";
import { m } from "@core/paraglide/messages";

/** The lines a renter is shown: the quote's, or a booking's (its quote is frozen on it under the same names). */
export type QuoteFigures = Pick<
  Quote,
  "days" | "units" | "pricePerDayKobo" | "rentalKobo" | "discountPct" | "discountKobo" | "serviceFeeKobo" | "vatKobo" | "depositKobo" | "totalKobo"
> & { dayPrices?: Quote["dayPrices"] | undefined; deliveryFeeKobo?: number | undefined; deliveryKm?: number | null | undefined };

/**
 * The rental as lines: one ("₦25,000 × 3 days") when every day costs the daily price, else one per price in the order the
 * prices first come ("₦25,000 × 2 days", "₦40,000 × 1 day": issue 36's prices by day). They sum to the rental.
 */
export function rentalLines(q: Pick<QuoteFigures, "pricePerDayKobo" | "days" | "units" | "dayPrices">): [string, string][] {
  const days = new Map<number, number>(q.dayPrices ? [] : [[q.pricePerDayKobo, q.days]]);
  for (const d of q.dayPrices ?? []) days.set(d.pricePerDayKobo, (days.get(d.pricePerDayKobo) ?? 0) + 1);
  // "₦25,000 × 3 days", and "× 2 units" when there are several.
  const units = q.units > 1 ? m.bookings_ext_units({ count: q.units }) : "";
  return [...days].map(([price, n]) => [`${formatNaira(price)} × ${m.bookings_days({ count: n })}${units}`, formatNaira(price * n * q.units)]);
}

/** Labelled amounts, already formatted, over a bold last line (the total): the frame of every money summary here. */
export function AmountLines({ lines, total, className }: { lines: readonly (readonly [string, string])[]; total: readonly [string, string]; className?: string | undefined }) {
  return (
    <dl className={cn("space-y-1.5 text-sm text-slate-700", className)}>
      {lines.map(([label, amount]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt>{label}</dt>
          <dd className="tabular-nums">{amount}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-bold text-slate-900">
        <dt>{total[0]}</dt>
        <dd className="tabular-nums">{total[1]}</dd>
      </div>
    </dl>
  );
}

/** `delivery`: a delivery's line label ("Delivery and collection (12 km)"), worded by the page's loader; null for a pick-up. */
export function QuoteLines({ quote: q, delivery, className }: { quote: QuoteFigures; delivery?: string | null | undefined; className?: string }) {
  const lines: [string, string][] = rentalLines(q);
  if (q.discountKobo > 0) lines.push([m.bookings_quote_discount({ pct: q.discountPct }), `−${formatNaira(q.discountKobo)}`]);
  lines.push([m.bookings_ext_service_fee(), formatNaira(q.serviceFeeKobo)], [m.bookings_ext_vat(), formatNaira(q.vatKobo)]);
  if (delivery) lines.push([delivery, formatNaira(q.deliveryFeeKobo ?? 0)]);
  if (q.depositKobo > 0) lines.push([m.bookings_quote_deposit(), formatNaira(q.depositKobo)]);
  return <AmountLines lines={lines} total={[m.bookings_cart_total(), formatNaira(q.totalKobo)]} className={className} />;
}
