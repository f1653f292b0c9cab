// Shared helpers for the end-to-end journeys: the `test` every spec uses (it fails a test whose pages broke the site's
// security headers), hydration wait, API look-ups and the site's number formats.
/* eslint-disable no-empty-pattern -- Playwright fixtures: {} is its "no fixtures" form */
import { test as base, expect, type APIRequestContext, type Locator, type Page, type Response } from "@playwright/test";

/** What Chromium logs when a page breaks its Content-Security-Policy (a blocked script, style, frame…) or its Permissions-Policy. */
const HEADER_COMPLAINT = /Content Security Policy|Permissions[- ]Policy/i;

/**
 * Playwright's `test`, watching every page of every browser context the test opens (its own and any from
 * browser.newContext): a Content-Security-Policy violation or a Permissions-Policy error in Chromium's console fails it.
 * `headerComplaints` is the list so far, for a test that provokes one on purpose (and empties it).
 */
export const test = base.extend<{ headerComplaints: string[] }, { complaints: string[] }>({
  complaints: [async ({}, use) => use([]), { scope: "worker" }],
  browser: [
    async ({ browser, complaints }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        context.on("console", (m) => {
          if (HEADER_COMPLAINT.test(m.text())) complaints.push(`${m.location().url || m.page()?.url()}: ${m.text()}`);
        });
        return context;
      };
      await use(browser);
    },
    { scope: "worker" },
  ],
  headerComplaints: [
    async ({ complaints }, use) => {
      complaints.length = 0;
      await use(complaints);
      // Torn down after the test's contexts are closed, so every message has arrived.
      expect(complaints, "Chromium's complaints about the pages' security headers").toEqual([]);
    },
    { auto: true },
  ],
});

/** The site's own origin (the e2e server's PUBLIC_URL, playwright.config.ts's baseURL). */
export const SITE = `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;
/**
 * Headers of a write that a script makes with a signed-in person's cookie (page.request): like any API client, it says
 * which site it comes from, or the cross-site guard refuses it (server/http/middleware/csrf.ts). Browsers send it themselves.
 */
export const FROM_SITE = { origin: SITE };

/** Thousands separators as the site prints counts (en-NG). */
export const nf = new Intl.NumberFormat("en-NG");

/** Today's date in Lagos as YYYY-MM-DD, the unit the site counts rental days in. */
export function todayInLagos(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Lagos" }).format(now);
}

/** The ISO date `n` days after `iso` (negative: before). */
export function addDays(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Next month in Lagos as YYYY-MM: it always has days ahead, whatever today is. */
export function nextMonth(): string {
  const [y, m] = todayInLagos().split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 7);
}

const DAY_LABEL = new Intl.DateTimeFormat("en-NG", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
/** How the site's calendars name a day: "Saturday, 21 November 2026". */
export const dayLabel = (iso: string) => DAY_LABEL.format(new Date(`${iso}T00:00:00Z`));

const MONTH_TITLE = new Intl.DateTimeFormat("en-NG", { month: "long", year: "numeric", timeZone: "UTC" });
/** How the site's calendars name the month of a day: "November 2026". */
export const monthTitle = (iso: string) => MONTH_TITLE.format(new Date(`${iso.slice(0, 7)}-01T00:00:00Z`));

/** An amount in kobo as the site writes it: "₦56,500", or "₦169,512.50" when it is not whole naira. */
export function naira(kobo: number): string {
  const f = new Intl.NumberFormat("en-NG", kobo % 100 === 0 ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2 });
  return `₦${f.format(kobo / 100)}`;
}

/** "₦56,500/day" or "₦1,234.50/day" → 56500 (naira). */
export function parseNaira(text: string): number {
  const m = /₦([\d,]+(?:\.\d+)?)/.exec(text);
  if (!m) throw new Error(`no naira amount in ${JSON.stringify(text)}`);
  return Number(m[1]!.replace(/,/g, ""));
}

/**
 * Server-rendered pages are visible before React takes over; clicks before hydration are lost.
 * Waits until React has hydrated the whole page (the document's data-hydrated mark).
 */
export async function waitForHydration(page: Page) {
  // React marks nodes while it hydrates, before the page is committed and handles events: the root's effect marks the
  // document when all of it is (app/root.tsx). A choice made in between was replayed against the server's values.
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
}

/**
 * Closes a dialog with Escape as a person would: once it is open as they see it, with focus moved inside. Its effects
 * (the Escape key's listener among them) run then; on a busy machine its content can show a moment before they do, and
 * an Escape pressed in between is lost.
 */
export async function escapeDialog(page: Page, dialog: Locator) {
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

/** Navigates, waits for hydration and returns the main document's response. */
export async function visit(page: Page, url: string): Promise<Response> {
  const response = await page.goto(url);
  expect(response, `no response for ${url}`).not.toBeNull();
  await waitForHydration(page);
  return response!;
}

export interface ApiCard {
  id: number;
  title: string;
  description: string;
  pricePerDayKobo: number;
  category: { slug: string; name: string };
}

export interface ApiSearch {
  items: ApiCard[];
  nextCursor: string | null;
  total: { count: number; capped: boolean };
}

export async function apiListings(request: APIRequestContext, query: Record<string, string | number> = {}): Promise<ApiSearch> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await request.get(`/api/v1/listings?${qs}`);
  expect(res.status(), `GET /api/v1/listings?${qs}`).toBe(200);
  return (await res.json()) as ApiSearch;
}

export interface ApiCategory {
  slug: string;
  name: string;
  title: string;
  description: string;
  onHome: boolean;
  subcategories: { slug: string; name: string }[];
}

export async function apiCategories(request: APIRequestContext): Promise<ApiCategory[]> {
  const res = await request.get("/api/v1/categories");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { categories: ApiCategory[] }).categories;
}

/** The "Showing N results" line as the browse page prints it for an API total. */
export function showingLine(total: ApiSearch["total"]): string {
  const n = `${nf.format(total.count)}${total.capped ? "+" : ""}`;
  return `Showing ${n} ${total.count === 1 && !total.capped ? "result" : "results"}`;
}

/** The browse page's count line, as it should read for the API's answer. */
const countLine = (page: Page) => page.getByRole("status").filter({ hasText: /^Showing / });
const lineOf = (answer: ApiSearch, searched: string | undefined) => `${showingLine(answer.total)}${searched === undefined ? "" : ` for "${searched}"`}`;
async function readCountLine(page: Page): Promise<string | null> {
  await expect(countLine(page)).toHaveText(/^Showing /);
  return countLine(page).textContent();
}

/**
 * Asks the API for `query` again (for up to 20 s) until its answer says what the page's count line does, and returns
 * that answer: each server process keeps a count for 10 s (search.service.ts; on PostgreSQL the suite's server is two
 * processes), and other journeys publish and remove listings meanwhile, so one answer may lag or lead the page. The
 * page's own count may be the stale one (a process's cached count, since renewed everywhere): after an answer that
 * differs, the page is loaded again (its address keeps its search and pages) and its line read anew before the next ask.
 * A wrong count never matches.
 */
async function untilCountAgrees(page: Page, request: APIRequestContext, query: Record<string, string>, searched: string | undefined, shown: string | null) {
  let answer: ApiSearch | undefined;
  let differed = false;
  const agree = async () => {
    if (differed) {
      await page.reload();
      shown = await readCountLine(page);
    }
    answer = await apiListings(request, query);
    differed = lineOf(answer, searched) !== shown;
    return differed ? `the page says "${shown}", the API "${lineOf(answer, searched)}"` : "agree";
  };
  await expect.poll(agree, { timeout: 20_000, intervals: [250, 500, 1_000] }).toBe("agree");
  return answer!;
}

/** The page's count line agrees with the API's count for `query` (untilCountAgrees). */
export async function expectCountAgrees(page: Page, request: APIRequestContext, query: Record<string, string>, searched?: string) {
  await untilCountAgrees(page, request, query, searched, await readCountLine(page));
}

/**
 * The API's answer to `query` asked just before and just after `show` puts the browse page up, and the page's count line
 * checked against either: other tests add listings meanwhile (the suite runs in parallel), so the page may have counted
 * one fewer than the API does a moment later. Else, as expectCountAgrees, until an answer says what the page does. A
 * wrong count never matches. Returns the answer whose count the page shows.
 */
export async function apiAround(page: Page, request: APIRequestContext, query: Record<string, string>, searched: string | undefined, show: () => Promise<unknown>) {
  const before = await apiListings(request, query);
  await show();
  const after = await apiListings(request, query);
  const shown = await readCountLine(page);
  if (shown === lineOf(before, searched)) return before;
  if (shown === lineOf(after, searched)) return after;
  return untilCountAgrees(page, request, query, searched, shown);
}
