// Money is integer kobo below the UI; this is the one place that turns it into naira text.
export type Kobo = number;

const naira = new Intl.NumberFormat("en-NG", { maximumFractionDigits: 0 });
const nairaAndKobo = new Intl.NumberFormat("en-NG", { minimumFractionDigits: 2 });

/** 2_500_000 kobo → "₦25,000". Kobo are shown only when the amount is not whole naira. */
export function formatNaira(kobo: Kobo): string {
  const whole = kobo % 100 === 0;
  const text = whole
    ? naira.format(kobo / 100)
    : nairaAndKobo.format(kobo / 100);
  return `₦${text}`;
}

export function nairaToKobo(naira: number): Kobo {
  return Math.round(naira * 100);
}

/**
 * `pct` percent of an amount, in whole kobo (halves round up): the one rounding rule for fees, VAT, commission and refunds.
 * Exact for any safe whole amount when `pct` has at most one decimal (all of Haya's do): whole thousands of kobo give
 * whole kobo (1,000 × 7.5% = 75), and only the rest is rounded, so `kobo × pct` never passes 2^53 and loses digits.
 */
export function percentOf(kobo: Kobo, pct: number): Kobo {
  const tenths = pct * 10;
  if (kobo >= 1000 && Number.isInteger(tenths)) {
    const thousands = Math.floor(kobo / 1000);
    return thousands * tenths + Math.round(((kobo - thousands * 1000) * pct) / 100);
  }
  return Math.round((kobo * pct) / 100);
}

/** A short price for a calendar's day (issue 36): "₦800", "₦40k", "₦42.5k", "₦1.2m"; whole naira, trailing zeros dropped. */
export function shortNaira(kobo: Kobo): string {
  const naira = Math.round(kobo / 100);
  const short = (n: number, unit: string) => `₦${String(Math.round(n * 10) / 10)}${unit}`;
  if (naira >= 1_000_000) return short(naira / 1_000_000, "m");
  if (naira >= 1_000) return short(naira / 1_000, "k");
  return `₦${naira}`;
}
