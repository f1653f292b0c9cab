// The e-mails every booking move sends, as the people concerned receive them (the outbox): who gets which, what they
// say (deadlines, receipt, refund, payout), that the button links to the booking's page on the site's address, that the
// sweeper's moves are told once however many sweep, and that a mail that cannot be sent never fails the move.
import { sql } from "drizzle-orm";
import net, { type AddressInfo } from "node:net";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { addDaysIso, formatDay, lagosMidnight, todayInLagos } from "../../../core/dates";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { createServices, type Services } from "../../services";
import { bookingsFixture, type ListingOpts } from "../../testing/bookings";
import { createMailer } from "../mail/mail.service";
import { bookingMails } from "./booking-mails";
import { createBookingsService } from "./bookings.service";
import { sweepBookings } from "./sweeper";

const SITE = "https://haya.example";
const HOUR = 3_600_000;
const OWNER = "owner@example.com";
const RENTER = "renter@example.com";

let db: Db;
let listing: (o?: ListingOpts) => Promise<number>;
let services: Services;
beforeAll(async () => {
  ({ db, listing } = await bookingsFixture());
  // A trailing slash on the configured address still gives clean links.
  services = createServices(db, { baseUrl: `${SITE}/` });
});

const day = (n: number) => addDaysIso(todayInLagos(), n);

/** A booking from day(2) to day(4) unless told: far enough ahead that no timer is cut short by the pick-up, whatever the hour. */
async function book(o: ListingOpts & { start?: number; end?: number } = {}) {
  const listingId = await listing({ depositKobo: 10_000_00, ...o });
  return services.bookings.createBooking({ listingId, renterId: "renter", startDate: day(o.start ?? 2), endDate: day(o.end ?? 4), pickupTime: "9:00 AM", units: 1 });
}
/** The owner marks the pick-up on the start day (00:00 Lagos, whatever the clock says now). */
const pickedUp = (b: { id: number; startDate: string }) => services.bookings.markPickedUp(b.id, "owner", { now: new Date(lagosMidnight(b.startDate)) });
const paid = (id: number) => services.bookings.transition(id, "pay", { actor: "system", userId: null });

interface Sent {
  to: string;
  subject: string;
  text: string;
  html: string;
}
/** The e-mails whose button leads to booking `id`, oldest first. */
const sentAbout = async (id: number) =>
  rowsOf<Sent>(await db.execute(sql`select "to", subject, text, html from mail_outbox where text like ${`%${SITE}/bookings/${id}\n%`} order by id`));

/** Waits for the `n`-th e-mail about booking `id` (mails go once the move has committed), and checks no more follow. */
async function mailsAbout(id: number, n: number): Promise<Sent[]> {
  await vi.waitFor(async () => expect((await sentAbout(id)).length).toBeGreaterThanOrEqual(n), { timeout: 5_000 });
  await new Promise((r) => setTimeout(r, 100));
  const all = await sentAbout(id);
  expect(all.map((m) => [m.to, m.subject]).slice(n)).toEqual([]);
  return all;
}
const pairs = (mails: Sent[]) => mails.map((m) => [m.to, m.subject]);

describe("booking made", () => {
  it("a request: the owner is asked to accept or decline within 24 hours, the renter is told it was sent", async () => {
    const b = await book();
    const mails = await mailsAbout(b.id, 2);
    const owner = mails.find((x) => x.to === OWNER)!;
    const renter = mails.find((x) => x.to === RENTER)!;
    expect(owner.subject).toBe("New booking request: Canon EOS R5");
    expect(owner.text).toContain(`Accept or decline:\n${SITE}/bookings/${b.id}\n`);
    expect(owner.text).toContain("Please accept or decline within 24 hours, by ");
    expect(owner.text).toContain("(Lagos time)");
    expect(owner.text).toContain("You would earn ₦71,250"); // 3 days × ₦25,000 less 5%
    expect(owner.html).toContain(`href="${SITE}/bookings/${b.id}"`);
    expect(renter.subject).toBe("Request sent: Canon EOS R5");
    expect(renter.text).toContain("Nothing is charged until they accept and you pay ₦93,062");
  });

  it("instant: only the renter hears, with the hour they have to pay", async () => {
    const b = await book({ mode: "instant" });
    const mails = await mailsAbout(b.id, 1);
    expect(pairs(mails)).toEqual([[RENTER, "Pay to confirm: Canon EOS R5"]]);
    expect(mails[0]!.text).toContain(`Pay now:\n${SITE}/bookings/${b.id}`);
    expect(mails[0]!.text).toContain("Pay ₦93,062 within 1 hour to confirm your booking");
    // An hour from booking, in Lagos (UTC+1): e.g. "23 Nov 2026, 16:58 (Lagos time)".
    const lagos = new Date(b.expiresAt!.getTime() + HOUR);
    const clock = `${String(lagos.getUTCHours()).padStart(2, "0")}:${String(lagos.getUTCMinutes()).padStart(2, "0")}`;
    expect(b.expiresAt!.getTime() - b.createdAt.getTime()).toBe(HOUR);
    expect(mails[0]!.text).toContain(`is held for you until ${formatDay(lagos.toISOString().slice(0, 10))}, ${clock} (Lagos time).`);
  });
});

describe("the owner's answer", () => {
  it("accepted: the renter is asked to pay within the day; a double-clicked Accept sends nothing more", async () => {
    const b = await book();
    await mailsAbout(b.id, 2);
    await services.bookings.accept(b.id, "owner");
    await services.bookings.accept(b.id, "owner");
    const mails = await mailsAbout(b.id, 3);
    expect(pairs(mails.slice(2))).toEqual([[RENTER, "Request accepted: pay to confirm Canon EOS R5"]]);
    expect(mails[2]!.text).toContain("owner accepted your request for Canon EOS R5");
    expect(mails[2]!.text).toContain("Pay ₦93,062 within 24 hours, by ");
  });

  it("declined: the renter is told, nothing was charged", async () => {
    const b = await book();
    await mailsAbout(b.id, 2);
    await services.bookings.decline(b.id, "owner");
    const mails = await mailsAbout(b.id, 3);
    expect(pairs(mails.slice(2))).toEqual([[RENTER, "Request declined: Canon EOS R5"]]);
    expect(mails[2]!.text).toContain("Nothing was charged");
  });
});

describe("paid, picked up, returned", () => {
  it("the receipt lists the days at each price when some cost a custom price, adding up to the rental", async () => {
    const listingId = await listing({ mode: "instant" });
    // The middle day of three at ₦40,000 (issue 36's prices by day).
    await db.execute(sql`update listings set day_prices = ${JSON.stringify([{ startDate: day(3), endDate: day(3), pricePerDayKobo: 40_000_00 }])}::jsonb where id = ${listingId}`);
    const b = await services.bookings.createBooking({ listingId, renterId: "renter", startDate: day(2), endDate: day(4), pickupTime: "9:00 AM", units: 1 });
    expect(b.rentalKobo).toBe(90_000_00);
    await paid(b.id);
    const receipt = (await mailsAbout(b.id, 3)).find((x) => x.to === RENTER && x.subject.startsWith("Booking confirmed"))!.text;
    expect(receipt).toContain("Rental: 2 days × 1 × ₦25,000 = ₦50,000");
    expect(receipt).toContain("Rental: 1 day × 1 × ₦40,000 = ₦40,000");
    expect(receipt).not.toContain("3 days × 1 × ₦25,000");
  });

  it("confirmed: the renter gets an itemised receipt and the owner their payout; then pick-up and completion", async () => {
    const b = await book({ mode: "instant" });
    await db.execute(sql`update listings set pickup_notes = 'Collect from 4 Adeola Odeku Street, Victoria Island.' where id = ${b.listingId}`);
    // The booking's e-mail first (it goes once the booking has committed), so that it is the first of the three.
    await mailsAbout(b.id, 1);
    await paid(b.id);
    const all = await mailsAbout(b.id, 3);
    // The owner's pick-up notes (their address) wait for the payment: not in the 'Pay to confirm' e-mail, only in the
    // renter's confirmation.
    expect(all[0]!.text).not.toContain("Adeola Odeku");
    const confirmed = all.slice(1);
    expect(pairs(confirmed).sort()).toEqual([
      [OWNER, "Booking confirmed: Canon EOS R5"],
      [RENTER, "Booking confirmed: Canon EOS R5"],
    ]);
    const receipt = confirmed.find((m) => m.to === RENTER)!.text;
    expect(receipt).toContain("The owner's pick-up notes: Collect from 4 Adeola Odeku Street, Victoria Island.");
    expect(confirmed.find((m) => m.to === OWNER)!.text).not.toContain("Adeola Odeku");
    for (const line of ["Rental: 3 days × 1 × ₦25,000 = ₦75,000", "Service fee (10%): ₦7,500", "VAT on the service fee (7.5%): ₦562", "Caution deposit (refundable): ₦10,000", "Total paid: ₦93,062"])
      expect(receipt).toContain(line);
    const payout = confirmed.find((m) => m.to === OWNER)!.text;
    for (const line of ["Rental: ₦75,000", "Haya's commission (5%): −₦3,750", "Your payout: ₦71,250"]) expect(payout).toContain(line);

    await pickedUp(b);
    const picked = (await mailsAbout(b.id, 4))[3]!;
    expect([picked.to, picked.subject]).toEqual([RENTER, "Picked up: Canon EOS R5"]);
    expect(picked.text).toContain(`Please return it by the end of `);
    expect(picked.text).toContain("caution deposit of ₦10,000 is refunded after the return");

    await services.bookings.markReturned(b.id, "owner");
    const done = (await mailsAbout(b.id, 6)).slice(4);
    expect(pairs(done).sort()).toEqual([
      [OWNER, "Rental completed: your payout for Canon EOS R5 is due"],
      [RENTER, "Rental completed: Canon EOS R5"],
    ]);
    expect(done.find((m) => m.to === OWNER)!.text).toContain("Your payout of ₦71,250 is now due.");
  });
});

describe("cancelled", () => {
  it("both parties hear who cancelled, the refund and the rule that gave it", async () => {
    const ahead = await book({ mode: "instant", start: 5, end: 6 });
    await paid(ahead.id);
    // The booking's and the payment's three e-mails go after their moves commit: all sent before the cancellation, so
    // that its two are the last (under load the payment's could otherwise come after them).
    await mailsAbout(ahead.id, 3);
    await services.bookings.cancel(ahead.id, { actor: "renter", userId: "renter" });
    const mails = (await mailsAbout(ahead.id, 5)).slice(3);
    expect(pairs(mails).sort()).toEqual([
      [OWNER, "Booking cancelled: Canon EOS R5"],
      [RENTER, "Booking cancelled: Canon EOS R5"],
    ]);
    const rule = "Refund to the renter: ₦65,375. Full refund: cancelled at least 48 hours before the start date.";
    for (const m of mails) expect(m.text).toContain(rule);
    expect(mails.find((m) => m.to === OWNER)!.text).toContain("renter cancelled the booking of Canon EOS R5");
    expect(mails.find((m) => m.to === RENTER)!.text).toContain("You cancelled your booking");

    const soon = await book({ mode: "instant" });
    await paid(soon.id);
    await mailsAbout(soon.id, 3);
    await services.bookings.cancel(soon.id, { actor: "owner", userId: "owner" });
    const byOwner = (await mailsAbout(soon.id, 5)).slice(3);
    for (const m of byOwner) expect(m.text).toContain("Refund to the renter: ₦93,062. Full refund: the owner cancelled.");
    expect(byOwner.find((m) => m.to === RENTER)!.text).toContain("owner cancelled your booking");
  });
});

describe("the sweeper's moves", () => {
  it("expired requests and unpaid bookings, and rentals completed on their own, are told to both parties once, however many sweep", async () => {
    const request = await book({ start: 1, end: 2 });
    const unpaid = await book({ mode: "instant", start: 1, end: 2 });
    const out = await book({ mode: "instant", start: 1, end: 1 });
    await paid(out.id);
    await pickedUp(out);
    await mailsAbout(out.id, 4);

    const announce = services.bookings.announceMove;
    const at = new Date(Date.now() + 25 * HOUR);
    await Promise.all(Array.from({ length: 4 }, () => sweepBookings(db, at, announce)));
    const r = (await mailsAbout(request.id, 4)).slice(2);
    expect(pairs(r).sort()).toEqual([
      [OWNER, "Request expired: Canon EOS R5"],
      [RENTER, "Request expired: Canon EOS R5"],
    ]);
    expect(r.find((m) => m.to === OWNER)!.text).toContain("You did not answer renter's request");
    const u = (await mailsAbout(unpaid.id, 3)).slice(1);
    expect(pairs(u).sort()).toEqual([
      [OWNER, "Booking expired: Canon EOS R5"],
      [RENTER, "Booking expired: Canon EOS R5"],
    ]);
    expect(u.find((m) => m.to === RENTER)!.text).toContain("was not paid in time");

    // Ends tomorrow: completes from 00:00 Lagos two days after, less than three days from now.
    await Promise.all(Array.from({ length: 4 }, () => sweepBookings(db, new Date(Date.now() + 3 * 24 * HOUR), announce)));
    const done = (await mailsAbout(out.id, 6)).slice(4);
    expect(pairs(done).sort()).toEqual([
      [OWNER, "Rental completed: your payout for Canon EOS R5 is due"],
      [RENTER, "Rental completed: Canon EOS R5"],
    ]);
    expect(done[0]!.text).toContain("completed automatically two days after its end date");
  });
});

describe("deadlines cut short by the pick-up", () => {
  it("a request at 22:00 for 08:00 tomorrow: the owner has until 08:00, and so has the renter to pay once it is accepted", async () => {
    const clock = { at: new Date("2026-11-23T22:00:00+01:00") };
    const evening = createBookingsService(db, { now: () => clock.at });
    evening.addHooks({ after: bookingMails({ db, mail: createMailer({ db, from: "Haya <no-reply@haya.ng>" }), baseUrl: SITE }) });
    const listingId = await listing();
    const b = await evening.createBooking({ listingId, renterId: "renter", startDate: "2026-11-24", endDate: "2026-11-24", pickupTime: "8:00 AM", units: 1 });
    const made = await mailsAbout(b.id, 2);
    expect(made.find((m) => m.to === OWNER)!.text).toContain("Please accept or decline by 24 Nov 2026, 08:00 (Lagos time), the pick-up time. After that the request expires.");
    expect(made.find((m) => m.to === RENTER)!.text).toContain("They have to answer by 24 Nov 2026, 08:00 (Lagos time), the pick-up time.");

    clock.at = new Date("2026-11-23T23:30:00+01:00");
    await evening.accept(b.id, "owner");
    const accepted = (await mailsAbout(b.id, 3))[2]!;
    expect(accepted.subject).toBe("Request accepted: pay to confirm Canon EOS R5");
    expect(accepted.text).toContain("Pay ₦27,687 by 24 Nov 2026, 08:00 (Lagos time), the pick-up time, to confirm it;");
  });
});

describe("a mail that cannot be sent", () => {
  it("is logged, and the move it tells of stands", async () => {
    // An SMTP server that is down: a port nothing listens on.
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const lines: { msg: string; fields?: Record<string, unknown> }[] = [];
    const down = createServices(db, { baseUrl: SITE, smtpUrl: `smtp://127.0.0.1:${port}`, log: (_level, msg, fields) => void lines.push({ msg, fields }) });

    const listingId = await listing();
    const b = await down.bookings.createBooking({ listingId, renterId: "renter", startDate: day(3), endDate: day(4), pickupTime: "Noon", units: 1 });
    expect(b.status).toBe("requested");
    const accepted = await down.bookings.accept(b.id, "owner");
    expect(accepted.status).toBe("awaiting_payment");

    await vi.waitFor(() => expect(lines.filter((l) => l.msg === "booking mail not sent")).toHaveLength(3), { timeout: 10_000 });
    expect(lines.filter((l) => l.msg === "booking mail not sent").map((l) => [l.fields!.to, l.fields!.subject]).sort()).toEqual([
      ["owner", "New booking request: Canon EOS R5"],
      ["renter", "Request accepted: pay to confirm Canon EOS R5"],
      ["renter", "Request sent: Canon EOS R5"],
    ]);
    expect((await down.bookings.history(b.id)).map((e) => e.toStatus)).toEqual(["requested", "awaiting_payment"]);
  });
});

describe("in each reader's language", () => {
  it("a Pidgin renter reads Pidgin with links to the /pcm pages; the English owner's e-mail is unchanged", async () => {
    await db.execute(sql`update users set language = 'pcm' where id = 'renter'`);
    try {
      const b = await book();
      const owner = (await mailsAbout(b.id, 1))[0]!;
      expect(owner.to).toBe(OWNER);
      expect(owner.subject).toBe("New booking request: Canon EOS R5");
      expect(owner.text).toMatch(/^Hello .*,\n\n.* would like to rent Canon EOS R5, /);
      expect(owner.text).toContain("Haya, Nigeria's rental marketplace");
      expect(owner.html).toMatch(/<html lang="en">/);
      const [renter] = rowsOf<Sent>(await db.execute(sql`select "to", subject, text, html from mail_outbox where text like ${`%${SITE}/pcm/bookings/${b.id}\n%`}`));
      expect(renter!.to).toBe(RENTER);
      expect(renter!.subject).toBe("Request don go: Canon EOS R5");
      expect(renter!.text).toContain("Your request for Canon EOS R5, ");
      expect(renter!.text).toContain("Dem must answer before ");
      expect(renter!.text).toContain(`See di booking:\n${SITE}/pcm/bookings/${b.id}`);
      expect(renter!.text).toContain(`You dey get dis email because na you dey rent for booking #${b.id} on Haya.`);
      expect(renter!.html).toMatch(/<html lang="pcm">/);
      expect(renter!.html).toContain("If di button no work");
    } finally {
      await db.execute(sql`update users set language = 'en' where id = 'renter'`);
    }
  });
});
