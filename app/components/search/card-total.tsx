// A card's price for the dates searched ('₦19,935 for 2 days', the rental with its fees, as the server priced it with the
// booking's own quote) with the refundable caution deposit on a line of its own, not folded into one large number; and
// the item page's address that opens with those dates chosen and priced.
import type { ListingCard } from "../../../server/features/catalogue/catalogue.schema";
import { formatNaira } from "@core/money";
import { m } from "@core/paraglide/messages";

type CardQuote = NonNullable<ListingCard["quote"]>;

export function CardTotal({ quote }: { quote: CardQuote }) {
  return (
    <div className="text-sm text-slate-700">
      <p>
        <strong className="font-semibold text-slate-900">{formatNaira(quote.totalKobo - quote.depositKobo)}</strong> {m.card_total_for({ n: quote.days })}
        <span className="block text-xs text-slate-600">{m.card_total_fees()}</span>
      </p>
      {quote.depositKobo > 0 && <p className="text-xs text-slate-600">{m.card_deposit({ deposit: formatNaira(quote.depositKobo) })}</p>}
    </div>
  );
}

/** `?start=…&end=…&time=…`: the item page's booking panel reads the same names (booking-choice.ts). */
export function itemQuery(quote: CardQuote): string {
  const q = new URLSearchParams({ start: quote.startDate, end: quote.endDate });
  if (quote.pickupTime) q.set("time", quote.pickupTime);
  return `?${q}`;
}
