// A card's total for the dates searched ('₦84,000 for 3 days'), as the server priced it with the booking's own quote,
// and the item page's address that opens with those dates chosen and priced.
import type { ListingCard } from "../../../server/features/catalogue/catalogue.schema";
import { formatNaira } from "@core/money";
import { m } from "@core/paraglide/messages";

type CardQuote = NonNullable<ListingCard["quote"]>;

export function CardTotal({ quote }: { quote: CardQuote }) {
  return (
    <p className="text-sm text-slate-700">
      <strong className="font-semibold text-slate-900">{formatNaira(quote.totalKobo)}</strong> {m.card_total_for({ n: quote.days })}
      <span className="block text-xs text-slate-600">
        {quote.depositKobo > 0 ? m.card_total_fees_deposit({ deposit: formatNaira(quote.depositKobo) }) : m.card_total_fees()}
      </span>
    </p>
  );
}

/** `?start=…&end=…&time=…`: the item page's booking panel reads the same names (booking-choice.ts). */
export function itemQuery(quote: CardQuote): string {
  const q = new URLSearchParams({ start: quote.startDate, end: quote.endDate });
  if (quote.pickupTime) q.set("time", quote.pickupTime);
  return `?${q}`;
}
