// A listing's fields as the text its form's inputs hold, for the wizard's and the manage page's loaders: worked out on
// the server, so the browser carries none of it (what a failed post sends back has the same shape).
import type { OwnListing } from "../../../server/features/listings/listings.schema";
import type { Values } from "~/lib/forms.server";

/** Kobo as the naira text the forms take back ("25,000", "1,250.50"); nothing for zero. */
export function koboText(kobo: number): string {
  if (kobo <= 0) return "";
  return new Intl.NumberFormat("en-NG", { minimumFractionDigits: kobo % 100 ? 2 : 0, maximumFractionDigits: 2 }).format(kobo / 100);
}

/** Every field of the listing as the text its form input holds (what a failed post sends back has the same shape). */
export function fieldValues(l: OwnListing): Values {
  return {
    categorySlug: l.category.slug,
    subcategorySlug: l.subcategory ? `${l.category.slug}/${l.subcategory.slug}` : "",
    title: l.title,
    description: l.description,
    pricePerDayKobo: koboText(l.pricePerDayKobo),
    weeklyDiscountPct: l.weeklyDiscountPct ? String(l.weeklyDiscountPct) : "",
    monthlyDiscountPct: l.monthlyDiscountPct ? String(l.monthlyDiscountPct) : "",
    units: String(l.units),
    minDays: String(l.minDays),
    maxDays: String(l.maxDays),
    turnaroundDays: l.turnaroundDays ? String(l.turnaroundDays) : "",
    // Empty: the daily price (null); a waived fee shows as 0.
    lateFeePerDayKobo: l.lateFeePerDayKobo === null ? "" : koboText(l.lateFeePerDayKobo) || "0",
    weekendPriceKobo: l.weekendPriceKobo ? koboText(l.weekendPriceKobo) : "",
    ...Object.fromEntries(l.weekendDays.map((d) => [`weekendDays.${d}`, "on"])),
    ...Object.fromEntries(
      l.dayPrices.flatMap((r, i) => [
        [`dayPrices.${i}.startDate`, r.startDate],
        [`dayPrices.${i}.endDate`, r.endDate],
        [`dayPrices.${i}.price`, koboText(r.pricePerDayKobo)],
      ]),
    ),
    bookingMode: l.bookingMode,
    requiresVerifiedId: l.requiresVerifiedId ? "on" : "",
    cautionDepositKobo: koboText(l.cautionDepositKobo),
    state: l.state,
    city: l.city,
    features: l.features.join("\n"),
    included: l.included.join("\n"),
    pickupNotes: l.pickupNotes,
    delivers: l.delivery ? "on" : "",
    deliveryRadiusKm: l.delivery ? String(l.delivery.radiusKm) : "",
    deliveryFeeKobo: l.delivery ? koboText(l.delivery.feeKobo) : "",
    deliveryPerKmKobo: l.delivery ? koboText(l.delivery.perKmKobo) : "",
    deliveryFreeWithinKm: l.delivery?.freeWithinKm ? String(l.delivery.freeWithinKm) : "",
  };
}
