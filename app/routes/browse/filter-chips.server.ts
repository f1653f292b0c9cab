// Browse's 'Filters on' list and its note of what the dates leave out, in words, each with the address of the same search
// without that filter (or with longer dates): plain links that work without JavaScript. Worked out on the server, so that
// the page's script carries none of this wording or formatting (tests/e2e/budgets.spec.ts).
import type { Category } from "../../../server/features/catalogue/catalogue.schema";
import type { LongerRental } from "../../../server/features/search/search.repo";
import type { SearchQuery } from "../../../server/features/search/search.schema";
import { searchDatesOf } from "../../../server/features/search/search-dates.schema";
import { addDaysIso, pickupTimeText, shortDay } from "@core/dates";
import { formatNaira, nairaToKobo } from "@core/money";
import { findPlace } from "@core/places";
import { DATE_PARAMS } from "~/lib/search-pages.server";
import type { FilterChip, LongerRentalNote, On as FiltersOn } from "./components/filters-on";
import { m } from "@core/paraglide/messages";

/** `params` as a browse address without `names`, from its first page, and without the blank fields a form sends. */
function without(params: URLSearchParams, names: readonly string[]): string {
  const gone = new Set([...names, "cursor", "pages"]);
  const p = new URLSearchParams([...params].filter(([k, v]) => !gone.has(k) && v.trim() !== "" && !(k === "category" && v === "all")));
  const s = p.toString();
  return `/browse${s ? `?${s}` : ""}`;
}

const COORDINATES = /^-?\d{1,3}(\.\d+)?\s*,\s*-?\d{1,3}(\.\d+)?$/;

/** The filters `q` (as parsed from `params`, the address) has on, in the order of the form (active-filters.ts's groups). */
export function filtersOn(params: URLSearchParams, q: SearchQuery, categories: readonly Category[]): FiltersOn {
  const chips: FilterChip[] = [];
  const add = (label: string, names: readonly string[]) => chips.push({ label, remove: m.filters_on_remove({ filter: label }), href: without(params, names) });

  const category = q.category && q.category !== "all" ? categories.find((c) => c.slug === q.category) : undefined;
  if (q.category && q.category !== "all") add(category?.name ?? q.category, ["category", "subcategory"]);
  const sub = q.subcategory ? category?.subcategories.find((s) => s.slug === q.subcategory) : undefined;
  if (sub) add(sub.name, ["subcategory"]);
  const place = q.location ?? [q.city, q.state].filter(Boolean).join(", ");
  if (place) add(m.filters_on_place({ place }), ["location", "state", "city"]);
  const near = params.get("near")?.trim();
  if (q.near && near) add(COORDINATES.test(near) ? m.filters_on_near_you() : m.filters_on_near({ place: findPlace(near)?.city ?? near }), ["near"]);
  const [min, max] = [q.minPrice, q.maxPrice].map((n) => (n === undefined ? undefined : formatNaira(nairaToKobo(n))));
  if (min && max) add(m.filters_on_price_range({ min, max }), ["minPrice", "maxPrice"]);
  else if (min) add(m.filters_on_price_from({ min }), ["minPrice", "maxPrice"]);
  else if (max) add(m.filters_on_price_up_to({ max }), ["minPrice", "maxPrice"]);
  if (q.instant) add(m.filters_on_instant(), ["instant"]);
  if (q.delivers) add(m.filters_on_delivers(), ["delivers"]);
  const dates = searchDatesOf(q);
  if (dates) {
    const days = dates.days > 1 ? `${shortDay(dates.startDate)} – ${shortDay(dates.endDate)}` : shortDay(dates.startDate);
    add(dates.pickupTime ? m.filters_on_dates_pickup({ dates: days, time: pickupTimeText(dates.pickupTime) }) : days, DATE_PARAMS);
  }

  const all = ["category", "subcategory", "location", "state", "city", "near", "minPrice", "maxPrice", "instant", "delivers", ...DATE_PARAMS];
  return { title: m.filters_on_title(), chips, clear: chips.length > 1 ? { label: m.filters_on_clear(), href: without(params, all) } : null };
}

/** 'N more items need at least D days', each with the same search from the same start date for D days. */
export function longerRentalNotes(params: URLSearchParams, q: SearchQuery, longer: readonly LongerRental[]): LongerRentalNote[] {
  const dates = searchDatesOf(q);
  if (!dates) return [];
  return longer.slice(0, 3).map(({ minDays, count }) => {
    const p = new URLSearchParams(params);
    // The start under its own name (the home page's older `date` and `time` too), and an end as many days on.
    p.set("startDate", dates.startDate);
    p.set("endDate", addDaysIso(dates.startDate, minDays - 1));
    if (dates.pickupTime) p.set("pickupTime", dates.pickupTime);
    p.delete("date");
    p.delete("time");
    const href = without(p, []);
    return { text: m.browse_longer_rentals({ n: count, count, days: minDays }), link: m.browse_longer_rentals_link({ days: minDays, start: shortDay(dates.startDate) }), href };
  });
}
