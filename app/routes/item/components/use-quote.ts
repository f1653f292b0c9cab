// The live quote on the item page: asks POST /api/v1/bookings/quote whenever the choice changes, and keeps only the
// answer to the latest choice (an older request still on its way is aborted).
import { useEffect, useRef, useState } from "react";
import type { QuoteFigures } from "~/components/booking/quote-lines";

export interface QuoteRequest {
  listingId: number;
  startDate: string;
  endDate: string;
  pickupTime: string;
  units: number;
  fulfilment?: string;
  deliveryAddress?: { state: string; city: string; street: string; landmark: string };
  deliveryWindow?: string;
}

/** The quote as POST /api/v1/bookings/quote answers it. */
type QuoteJson = Omit<QuoteFigures, "days" | "dayPrices"> & { days: { date: string; pricePerDayKobo: number }[]; dayCount: number };

/** The server's quote for a choice, or its reason for refusing it. */
export type QuoteAnswer = { quote: QuoteFigures } | { error: string };

const FAILED = "We could not get the price just now. Check your connection and choose the dates again.";

async function fetchQuote(body: string, signal: AbortSignal): Promise<QuoteAnswer> {
  const res = await fetch("/api/v1/bookings/quote", { method: "POST", headers: { "Content-Type": "application/json" }, body, signal });
  const json = (await res.json().catch(() => ({}))) as { quote?: QuoteJson; message?: string; fields?: Record<string, string> };
  if (res.ok && json.quote) {
    // The API lists every day with its price (`days`); the lines group them by price.
    return { quote: { ...json.quote, days: json.quote.dayCount, dayPrices: json.quote.days } };
  }
  // A field's own message says more than "Some fields are not valid".
  return { error: Object.values(json.fields ?? {})[0] ?? json.message ?? FAILED };
}

/** The answer for `request` (null: nothing chosen); `initial` is the one the server rendered the page with. */
export function useQuote(request: QuoteRequest | null, initial: { key: string; answer: QuoteAnswer } | null) {
  const key = request ? JSON.stringify(request) : "";
  const [latest, setLatest] = useState(initial);
  const asked = useRef(initial?.key ?? "");
  useEffect(() => {
    if (!key || asked.current === key) return;
    asked.current = key;
    const abort = new AbortController();
    // A short pause so that typing "12" units asks once.
    const timer = setTimeout(() => {
      fetchQuote(key, abort.signal).then(
        (answer) => setLatest({ key, answer }),
        () => !abort.signal.aborted && setLatest({ key, answer: { error: FAILED } }),
      );
    }, 150);
    return () => {
      clearTimeout(timer);
      abort.abort();
      asked.current = "";
    };
  }, [key]);
  if (!key) return { answer: null, loading: false };
  // While the new answer is on its way the last one stays on screen, marked busy.
  return { answer: latest?.answer ?? null, loading: latest?.key !== key };
}
