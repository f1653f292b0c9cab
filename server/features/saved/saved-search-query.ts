// A saved search's query string and label. The query is the browse URL's, normalised so that the same search saved
// twice is the same text (unique per person): only keys the search schema knows, in a fixed order, defaults and empty
// values dropped, never a cursor or page size. The label is how /saved and the alert email name it.
import { formatNaira } from "../../../core/money";
import { SAVED_SEARCH_LABEL_MAX } from "../../../core/saved";
import { InvalidError } from "../../errors";
import { firstValues, searchQuerySchema, type SearchQuery } from "../search/search.schema";
import { m } from "../../../core/paraglide/messages";

/** Where a page starts and how long it is: not part of what is searched. */
const PAGING = new Set(["cursor", "limit", "page"]);
/** The order of the keys browse has; keys added to the search schema later follow, alphabetically. */
const ORDER = ["search", "category", "subcategory", "location", "state", "city", "near", "startDate", "endDate", "pickupTime", "minPrice", "maxPrice", "instant", "sort"];
/** Older names browse still reads (the home page's first links), saved under today's. */
const ALIASES: Record<string, string> = { date: "startDate", time: "pickupTime" };
const rank = (k: string) => (ORDER.includes(k) ? ORDER.indexOf(k) : ORDER.length);
const DEFAULTS: Record<string, unknown> = searchQuerySchema.parse({});

export interface NormalisedQuery {
  /** e.g. `search=jeep&location=Ibadan&sort=price-asc` */
  query: string;
  parsed: SearchQuery;
}

/** The search as the browse page reads it: first value of each key. InvalidError (field `query`) when browse would refuse it. */
export function parseQuery(raw: string): SearchQuery {
  const input = firstValues(new URLSearchParams(raw.startsWith("?") ? raw.slice(1) : raw));
  for (const k of PAGING) delete input[k];
  for (const [old, name] of Object.entries(ALIASES))
    if (old in input) {
      if (!(name in input)) input[name] = input[old]!;
      delete input[old];
    }
  const parsed = searchQuerySchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path[0] !== undefined ? `${String(issue.path[0])}: ` : "";
    const detail = `${where}${issue?.message ?? m.err_invalid()}`;
    throw new InvalidError(m.err_bad_query_detail({ detail }), { query: detail });
  }
  return parsed.data;
}

/** The normalised query string of `raw` (a browse query string, with or without its `?`). */
export function normaliseQuery(raw: string): NormalisedQuery {
  const parsed = parseQuery(raw);
  const params = new URLSearchParams(raw.startsWith("?") ? raw.slice(1) : raw);
  for (const [old, name] of Object.entries(ALIASES)) if (params.has(old) && !params.has(name)) params.set(name, params.get(old)!);
  const data = parsed as Record<string, unknown>;
  const category = typeof data.category === "string" && data.category !== "all" ? data.category : undefined;
  const pairs: [string, string][] = [];
  for (const key of Object.keys(data).filter((k) => !PAGING.has(k)).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))) {
    const v = data[key];
    if (v === undefined || v === null || v === false || v === "" || v === DEFAULTS[key]) continue;
    if (key === "category" && !category) continue;
    if (key === "subcategory" && !category) continue;
    // Numbers and flags as the schema read them (05000 → 5000, instant=on → true); anything richer as it was typed.
    const text = typeof v === "number" ? String(v) : v === true ? "true" : typeof v === "string" ? v : (params.get(key) ?? "").trim();
    if (text) pairs.push([key, text]);
  }
  const query = new URLSearchParams(pairs).toString();
  return { query, parsed: parseQuery(query) };
}

export interface CategoryNames {
  category?: string | undefined;
  subcategory?: string | undefined;
}

const dayMonth = (iso: string) => {
  const d = new Date(`${iso}T12:00:00Z`);
  return Number.isNaN(d.getTime()) ? iso : new Intl.DateTimeFormat("en-NG", { day: "numeric", month: "short", timeZone: "UTC" }).format(d);
};

/**
 * e.g. `“jeep” · Cars & SUVs · Ibadan · ₦5,000–₦20,000/day · instant book`; "All rentals" for a search with no filter. In
 * the language of the person saving it (the request's): the label is theirs, as a name they gave it would be.
 */
export function labelOf(q: SearchQuery, names: CategoryNames = {}): string {
  const d = q as SearchQuery & Record<string, unknown>;
  const parts: string[] = [];
  if (q.search) parts.push(`“${q.search}”`);
  const what = names.subcategory ?? names.category ?? (q.category && q.category !== "all" ? q.category : undefined);
  if (what) parts.push(what);
  if (q.location) parts.push(q.location);
  for (const k of ["state", "city"]) if (typeof d[k] === "string" && d[k] && d[k] !== q.location) parts.push(d[k] as string);
  const start = typeof d.startDate === "string" ? d.startDate : undefined;
  const end = typeof d.endDate === "string" ? d.endDate : undefined;
  if (start) parts.push(end && end !== start ? `${dayMonth(start)} – ${dayMonth(end)}` : dayMonth(start));
  const min = q.minPrice !== undefined ? formatNaira(q.minPrice * 100) : undefined;
  const max = q.maxPrice !== undefined ? formatNaira(q.maxPrice * 100) : undefined;
  if (min && max) parts.push(m.people_label_range({ min, max }));
  else if (min) parts.push(m.people_label_from({ min }));
  else if (max) parts.push(m.people_label_up_to({ max }));
  if (q.instant) parts.push(m.people_label_instant());
  const label = parts.length > 0 ? parts.join(" · ") : m.people_label_all();
  return label.length > SAVED_SEARCH_LABEL_MAX ? `${label.slice(0, SAVED_SEARCH_LABEL_MAX - 1)}…` : label;
}
