// Links never come from the request: a client that sends another Host or X-Forwarded-Host (with the Origin to match, so
// that the cross-site guard lets it by) still gets a checkout that returns to the site's own address, and booking
// e-mails whose every link is the site's (services.siteUrl, from PUBLIC_URL).
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDaysIso, todayInLagos } from "../../../core/dates";
import { rowsOf } from "../../db/rows";
import { bookingsFixture } from "../../testing/bookings";
import { apiHarness } from "../../testing/http";

const h = await apiHarness();
const { listing } = await bookingsFixture([], { db: h.db });
const SITE = h.services.siteUrl;
const day = (n: number) => addDaysIso(todayInLagos(), n);

const FORGED: [label: string, headers: Record<string, string>][] = [
  ["Host", { host: "evil.example", origin: "http://evil.example" }],
  ["X-Forwarded-Host", { "x-forwarded-host": "evil.example", "sec-fetch-site": "same-origin" }],
];

/** Every http(s) link in the e-mails sent so far. */
async function mailedLinks(): Promise<string[]> {
  const rows = rowsOf<{ body: string }>(await h.db.execute(sql`select coalesce(html, '') || ' ' || coalesce(text, '') as body from mail_outbox`));
  return rows.flatMap((r) => [...r.body.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((m) => m[0]));
}

describe("links in answers and e-mails use the site's own address", () => {
  it.each(FORGED)("a booking, its e-mails and its checkout, requested with a forged %s", async (_label, headers) => {
    const owner = await h.join("Ada Obi");
    const renter = await h.join("Bola Ade");
    const listingId = await listing({ owner: owner.id, mode: "instant" });
    const made = await h.call("POST", "/bookings", { cookie: renter.cookie, headers, body: { listingId, startDate: day(10), endDate: day(11), pickupTime: "10:00 AM", units: 1 } });
    expect(made.status, await made.clone().text()).toBe(201);
    const { booking } = (await made.json()) as { booking: { id: number } };

    const pay = await h.call("POST", `/bookings/${booking.id}/pay`, { cookie: renter.cookie, headers });
    expect(pay.status, await pay.clone().text()).toBe(200);
    const { checkoutUrl } = (await pay.json()) as { checkoutUrl: string };
    expect(new URL(checkoutUrl).origin).toBe(SITE);

    // E-mails are sent once the booking commits: wait for the owner's.
    for (let i = 0; i < 40 && !(await mailedLinks()).some((l) => l.endsWith(`/bookings/${booking.id}`)); i++) await new Promise((r) => setTimeout(r, 50));
    const links = await mailedLinks();
    expect(links.some((l) => l === `${SITE}/bookings/${booking.id}`)).toBe(true);
    for (const link of links) expect(link.startsWith(`${SITE}/`), link).toBe(true);
  });
});
