// Helpers for booking journeys: an owner with a published listing, a renter on a phone of their own, and bookings made
// through the JSON API (POST /api/v1/bookings) from the renter's session, as the item page's booking panel does.
import type { Browser, Locator, Page } from "@playwright/test";
import type { Quote } from "../../core/quote";
import { expect, newPerson, signUp, type Person } from "./accounts-helpers";
import { addDays, dayLabel, monthTitle, todayInLagos, visit, FROM_SITE } from "./helpers";
import { apiListing, verifiedOwner } from "./listing-helpers";

/** A booking as POST /api/v1/bookings answers its renter: the frozen quote (without the owner's figures), days and status. */
export type ApiBooking = Omit<Quote, "ownerCommissionKobo" | "ownerPayoutKobo"> & { id: number; status: string; startDate: string; endDate: string };

/** The owner's commission and payout of a booking, as the API answers its owner (never its renter). */
export async function ownerFigures(owner: Page, id: number): Promise<Pick<Quote, "ownerCommissionKobo" | "ownerPayoutKobo">> {
  const res = await owner.request.get(`/api/v1/bookings/${id}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { booking: Pick<Quote, "ownerCommissionKobo" | "ownerPayoutKobo"> }).booking;
}

/** A verified owner on `page` with a published listing (with a photo): requests by default, 3 units, a ₦20,000 deposit. */
export async function ownerWithListing(page: Page, fields: Record<string, unknown> & { title: string }) {
  const owner = await verifiedOwner(page);
  const listingId = await apiListing(page, { bookingMode: "request", units: 3, cautionDepositKobo: 20_000_00, ...fields }, { publish: true });
  return { owner, listingId };
}

/** Someone else, joined on a phone of their own (same client address: the per-IP limits stay the test's). */
export async function renterPhone(browser: Browser, ip: string, label = "renter"): Promise<{ page: Page; person: Person; close: () => Promise<void> }> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ip } });
  const page = await context.newPage();
  const person = await signUp(page, newPerson(label));
  return { page, person, close: () => context.close() };
}

/** Books `listingId` with the API from `page`'s session: from `fromDay` days ahead for `days` days. */
export async function apiBooking(page: Page, listingId: number, { fromDay = 10, days = 3, units = 1, pickupTime = "10:00 AM" } = {}): Promise<ApiBooking> {
  const startDate = addDays(todayInLagos(), fromDay);
  const res = await page.request.post("/api/v1/bookings", { headers: FROM_SITE, data: { listingId, startDate, endDate: addDays(startDate, days - 1), pickupTime, units } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { booking: ApiBooking }).booking;
}

/**
 * The owner's pick-up of booking `id`, made from `page`'s session as if the clock read 09:00 in Lagos on `day` (the
 * /dev/move developer tool): a booking that can be picked up right now cannot be made at every hour, since a pick-up
 * today needs an hour's notice, so journeys book from tomorrow and mark the pick-up as of then.
 */
export async function pickUpOn(page: Page, id: number, day: string) {
  const at = new Date(`${day}T09:00:00+01:00`).toISOString();
  const res = await page.request.post("/dev/move", { headers: FROM_SITE, form: { at, booking: String(id), intent: "pickUp" } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The value a list of figures shows under `term` (the whole term: "Service fee" is not "VAT on the service fee"). */
export const figure = (scope: Locator, term: string) =>
  scope.locator("dt", { hasText: new RegExp(`^${term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) }).locator("xpath=following-sibling::dd[1]");

/** Opens the booking page and waits for it. */
export async function openBooking(page: Page, id: number) {
  const response = await visit(page, `/bookings/${id}`);
  await expect(page.getByText(`Booking #${id}`)).toBeVisible();
  return response;
}

/** The seed's badge colours as the badge is painted: green, yellow or grey. */
export async function badgeTone(badge: Locator): Promise<string> {
  const cls = (await badge.getAttribute("class")) ?? "";
  return /bg-green-/.test(cls) ? "green" : /bg-yellow-/.test(cls) ? "yellow" : /bg-slate-/.test(cls) ? "grey" : cls;
}

const SHORT_DAY = new Intl.DateTimeFormat("en-NG", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
/** How bookings write their days: "12 Dec 2026 – 14 Dec 2026" (one day alone when start = end). */
export function dayRange(start: string, end: string): string {
  const f = (iso: string) => SHORT_DAY.format(new Date(`${iso}T00:00:00Z`));
  return start === end ? f(start) : `${f(start)} – ${f(end)}`;
}

/** Pages the item page's calendar to the month of `iso`, back or forward (it opens on the current month, or the chosen
 * day's, and a second pick may have moved it on: a day three days back can be in the month before), in English or Pidgin. */
export async function showMonthOf(page: Page, iso: string) {
  const grid = page.getByRole("grid");
  const month = monthTitle(iso);
  const [previous, next] = new URL(page.url()).pathname.startsWith("/pcm/") ? ["Di month before", "Di month after"] : ["Previous month", "Next month"];
  for (let i = 0; i < 8; i++) {
    const shown = await grid.getAttribute("aria-label");
    if (shown === month) break;
    const earlier = shown !== null && monthOrder(shown) > monthOrder(month);
    await page.getByRole("button", { name: earlier ? previous : next }).click();
    await expect(grid).not.toHaveAttribute("aria-label", shown ?? "");
  }
  await expect(grid).toHaveAttribute("aria-label", month);
}

/** A month title ("November 2026") as a number that sorts by time. */
function monthOrder(title: string): number {
  const d = new Date(`1 ${title} 00:00:00Z`);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
}

/** Clicks `iso` on the item page's calendar, paging back or forward to its month. */
export async function pickDay(page: Page, iso: string) {
  await showMonthOf(page, iso);
  await page.getByRole("button", { name: dayLabel(iso), exact: true }).click();
}
