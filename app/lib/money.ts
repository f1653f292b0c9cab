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

/** `pct` percent of an amount, in whole kobo (halves round up): the one rounding rule for fees, VAT, commission and refunds. */
export function percentOf(kobo: Kobo, pct: number): Kobo {
  return Math.round((kobo * pct) / 100);
}
