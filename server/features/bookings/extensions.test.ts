// Extensions of a rental in progress, through the real services on the payments harness (the sandbox provider): the
// quote of the extra days, asking, the owner's answer and its deadline, the extra days held from the acceptance (and given
// back when the payment does not come), the payment applied to the extension (never to the booking) with a balanced
// posting, late money refunded in full, and an acceptance racing a new booking for the same days.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDaysIso, lagosMidnight } from "../../../core/dates";
import { rowsOf } from "../../db/rows";
import { ConflictError, InvalidError, NotFoundError } from "../../errors";
import { paymentsHarness, type PaymentsHarness } from "../../testing/payments";
import { isOverdue } from "../../../core/booking-states";
import * as repo from "./bookings.repo";
import { DATES_TAKEN } from "../../testing/english";
import { quoteExtension } from "./extensions.service";
import { m } from "../../../core/paraglide/messages";

// What the code under test says, in English (it speaks the request's language).
const NOT_IN_PROGRESS = m.err_not_in_progress({}, { locale: "en" });
const ALREADY_ASKED = m.err_already_asked({}, { locale: "en" });
const ONLY_RENTER_EXTENDS = m.err_only_renter_extends({}, { locale: "en" });
const ONLY_OWNER_ANSWERS = m.err_only_owner_answers({}, { locale: "en" });
const EXTRA_DAYS_TAKEN = m.err_extra_days_taken({}, { locale: "en" });
const EXTRA_DAYS_CLOSED = m.err_extra_days_closed({}, { locale: "en" });
const EXTENSION_ANSWER_TOO_LATE = m.err_extension_too_late({}, { locale: "en" });

const HOUR = 3_600_000;
const PRICE = 2_500_000; // the fixture's ₦25,000 a day
let h: PaymentsHarness;
beforeAll(async () => {
  h = await paymentsHarness();
});

/** A booking from tomorrow to the day after (instant, ₦10,000 deposit), paid in the sandbox and picked up; the clock at 10:00 on its first day. */
async function active(o: { units?: number; maxDays?: number; end?: number; turnaroundDays?: number } = {}) {
  h.setClock(undefined);
  const b = await h.booking({
    start: 1,
    end: o.end ?? 2,
    ...(o.units ? { units: o.units } : {}),
    ...(o.maxDays ? { maxDays: o.maxDays } : {}),
    ...(o.turnaroundDays ? { turnaroundDays: o.turnaroundDays } : {}),
  });
  await pay(b.id);
  await h.services.bookings.markPickedUp(b.id, "owner", { now: new Date(lagosMidnight(b.startDate)) });
  const at = new Date(lagosMidnight(b.startDate) + 10 * HOUR);
  h.setClock(at);
  return { ...b, at };
}

async function pay(bookingId: number, extensionId?: number) {
  const { reference } = await h.payments.startCheckout({ bookingId, renterId: "renter", ...(extensionId ? { extensionId } : {}) });
  await h.payments.answerSandbox(reference, "success");
  return { reference, settled: await h.payments.settle(reference) };
}

const bookingRow = async (id: number) => (await repo.getBookings(h.db, [id]))[0]!;
const extensionRow = async (id: number) =>
  rowsOf<{ status: string; expiresAt: string | null }>(await h.db.execute(sql`select status, expires_at::text as "expiresAt" from booking_extensions where id = ${id}`))[0]!;
const reject = async (p: Promise<unknown>) => p.then(() => undefined, (e: unknown) => e as Error);

describe("quoting the extra days", () => {
  it("prices days × units × the booking's price per day, with the service fee, VAT on it and the owner's commission, no discount and no deposit", () => {
    const q = quoteExtension({ units: 2, pricePerDayKobo: PRICE }, "2026-12-24", "2027-01-02");
    expect(q).toEqual({
      fromEndDate: "2026-12-24",
      toEndDate: "2027-01-02",
      days: 9,
      units: 2,
      pricePerDayKobo: PRICE,
      dayPrices: null,
      rentalKobo: 9 * 2 * PRICE,
      serviceFeeKobo: 4_500_000,
      vatKobo: 337_500,
      totalKobo: 45_000_000 + 4_500_000 + 337_500,
      ownerCommissionKobo: 2_250_000,
      ownerPayoutKobo: 45_000_000 - 2_250_000,
    });
  });

  it("prices the extra days one by one as the listing does now: its weekend and custom prices, else the booking's daily price (issue 36)", () => {
    // 2026-12-24 is a Thursday: the extra days are Friday 25 to Monday 28; Saturday ₦40,000, Monday 28 ₦60,000.
    const terms = { weekendPriceKobo: 4_000_000, weekendDays: [6], dayPrices: [{ startDate: "2026-12-28", endDate: "2026-12-28", pricePerDayKobo: 6_000_000 }] };
    const q = quoteExtension({ units: 2, pricePerDayKobo: PRICE }, "2026-12-24", "2026-12-28", terms);
    expect(q.dayPrices!.map((d) => d.pricePerDayKobo)).toEqual([PRICE, 4_000_000, PRICE, 6_000_000]);
    expect(q).toMatchObject({ days: 4, rentalKobo: 2 * (2 * PRICE + 4_000_000 + 6_000_000) });
    expect(q.totalKobo).toBe(q.rentalKobo + q.serviceFeeKobo + q.vatKobo);
  });

  it("the renter's preview holds nothing and refuses what asking would refuse", async () => {
    const b = await active({ maxDays: 5 });
    const q = await h.services.extensions.quote(b.id, "renter", { endDate: addDaysIso(b.endDate, 2) });
    expect(q).toMatchObject({ fromEndDate: b.endDate, days: 2, totalKobo: 2 * PRICE + 500_000 + 37_500 });
    expect((await bookingRow(b.id)).endDate).toBe(b.endDate);
    const tooLong = await reject(h.services.extensions.quote(b.id, "renter", { endDate: addDaysIso(b.startDate, 5) }));
    expect(tooLong).toBeInstanceOf(InvalidError);
    expect(tooLong!.message).toMatch(/at most 5 days in all/);
    const notLater = await reject(h.services.extensions.quote(b.id, "renter", { endDate: b.endDate }));
    expect(notLater).toBeInstanceOf(InvalidError);
    expect(await reject(h.services.extensions.quote(b.id, "renter", { endDate: "soon" }))).toBeInstanceOf(InvalidError);
  });

  it("only the renter of a rental in progress, before its end date is over, may ask", async () => {
    const b = await active();
    const ask = (who: string) => h.services.extensions.request(b.id, who, { endDate: addDaysIso(b.endDate, 1) });
    expect(await reject(ask("renter2"))).toBeInstanceOf(NotFoundError);
    expect((await reject(ask("owner")))?.message).toBe(ONLY_RENTER_EXTENDS);
    h.setClock(new Date(lagosMidnight(addDaysIso(b.endDate, 1))));
    expect(await reject(ask("renter"))).toBeInstanceOf(ConflictError);
    h.setClock(undefined);
    const unpaid = await h.booking({ start: 3, end: 4 });
    expect((await reject(h.services.extensions.request(unpaid.id, "renter", { endDate: addDaysIso(unpaid.endDate, 1) })))?.message).toBe(NOT_IN_PROGRESS);
  });
});

describe("asking and answering", () => {
  it("accepting holds the extra days at once: the booking's end date and days move, and the renter has 24 hours to pay", async () => {
    const b = await active();
    const to = addDaysIso(b.endDate, 3);
    const e = await h.services.extensions.request(b.id, "renter", { endDate: to });
    expect(e).toMatchObject({ status: "requested", fromEndDate: b.endDate, toEndDate: to, days: 3, totalKobo: 3 * PRICE + 750_000 + 56_200 });
    expect(e.expiresAt!.getTime()).toBe(b.at.getTime() + 24 * HOUR);
    expect((await reject(h.services.extensions.request(b.id, "renter", { endDate: addDaysIso(to, 1) })))?.message).toBe(ALREADY_ASKED);
    expect((await reject(h.services.extensions.accept(b.id, e.id, "renter")))?.message).toBe(ONLY_OWNER_ANSWERS);
    expect(await reject(h.services.extensions.accept(b.id, e.id, "renter2"))).toBeInstanceOf(NotFoundError);

    const accepted = await h.services.extensions.accept(b.id, e.id, "owner");
    expect(accepted.status).toBe("awaiting_payment");
    expect(accepted.expiresAt!.getTime()).toBe(b.at.getTime() + 24 * HOUR);
    // A double-clicked Accept answers with the extension as it is.
    expect((await h.services.extensions.accept(b.id, e.id, "owner")).status).toBe("awaiting_payment");
    const booking = await bookingRow(b.id);
    expect(booking).toMatchObject({ status: "active", endDate: to, days: 2 + 3 });
    expect(await h.services.bookingViews.fullDays(booking.listingId, addDaysIso(b.endDate, 1), to)).toEqual([addDaysIso(b.endDate, 1), addDaysIso(b.endDate, 2), to]);
  });

  it("the owner is emailed of the request, the renter of the answer, each with the link to the booking's extension", async () => {
    const b = await active();
    const mailsTo = async (to: string) =>
      rowsOf<{ subject: string; text: string }>(await h.db.execute(sql`select subject, text from mail_outbox where "to" = ${to} and text like ${`%/bookings/${b.id}#extension%`} order by id`));
    const e = await h.services.extensions.request(b.id, "renter", { endDate: addDaysIso(b.endDate, 1) });
    const [asked] = await mailsTo("owner@example.com");
    expect(asked?.subject).toBe("Extension asked: Canon EOS R5");
    expect(asked?.text).toMatch(/1 more day, to .* for ₦23,750 more to you/);
    await h.services.extensions.decline(b.id, e.id, "owner");
    const second = await h.services.extensions.request(b.id, "renter", { endDate: addDaysIso(b.endDate, 2) });
    await h.services.extensions.accept(b.id, second.id, "owner");
    expect((await mailsTo("renter@example.com")).map((m) => m.subject)).toEqual(["Extension declined: Canon EOS R5", "Extension accepted: pay for Canon EOS R5"]);
    expect((await mailsTo("renter@example.com"))[1]?.text).toMatch(/Pay ₦55,375 by/);
  });

  it("a declined request changes nothing, and the renter may ask again", async () => {
    const b = await active();
    const e = await h.services.extensions.request(b.id, "renter", { endDate: addDaysIso(b.endDate, 1) });
    expect((await h.services.extensions.decline(b.id, e.id, "owner")).status).toBe("declined");
    expect((await h.services.extensions.decline(b.id, e.id, "owner")).status).toBe("declined");
    expect((await reject(h.services.extensions.accept(b.id, e.id, "owner")))?.message).toMatch(/already been answered/);
    expect((await bookingRow(b.id)).endDate).toBe(b.endDate);
    expect((await h.services.extensions.request(b.id, "renter", { endDate: addDaysIso(b.endDate, 1) })).status).toBe("requested");
  });

  it("a request not answered within 24 hours expires (no answer after the deadline, even before the sweep)", async () => {
    const b = await active();
    const e = await h.services.extensions.request(b.id, "renter", { endDate: addDaysIso(b.endDate, 1) });
    h.setClock(e.expiresAt!);
    expect((await reject(h.services.extensions.accept(b.id, e.id, "owner")))?.message).toBe(EXTENSION_ANSWER_TOO_LATE);
    expect((await h.services.bookingTimers.sweep(new Date(e.expiresAt!.getTime() - 1), [b.id])).extensions).toEqual([]);
    expect((await h.services.bookingTimers.sweep(e.expiresAt!, [b.id])).extensions).toEqual([e.id]);
    expect((await extensionRow(e.id)).status).toBe("expired");
    expect((await bookingRow(b.id)).endDate).toBe(b.endDate);
  });

  it("asked late on the last day, the owner must answer before that day is over", async () => {
    const b = await active();
    h.setClock(new Date(lagosMidnight(b.endDate) + 20 * HOUR));
    const e = await h.services.extensions.request(b.id, "renter", { endDate: addDaysIso(b.endDate, 1) });
    expect(e.expiresAt!.getTime()).toBe(lagosMidnight(addDaysIso(b.endDate, 1)));
  });

  it("days taken or closed meanwhile cannot be accepted", async () => {
    const b = await active();
    const e = await h.services.extensions.request(b.id, "renter", { endDate: addDaysIso(b.endDate, 2) });
    const listingId = (await bookingRow(b.id)).listingId;
    await h.db.execute(sql`insert into listing_blocked_dates (listing_id, day) values (${listingId}, ${addDaysIso(b.endDate, 2)})`);
    expect((await reject(h.services.extensions.accept(b.id, e.id, "owner")))?.message).toBe(EXTRA_DAYS_CLOSED);
    expect((await extensionRow(e.id)).status).toBe("requested");
  });

  it("with a turnaround day, the booking's own days never stand in its way, the next booking's turnaround does (issue 36)", async () => {
    const b = await active({ turnaroundDays: 1 });
    const { listingId } = await bookingRow(b.id);
    // The next renter from 4 days after the end: the extended rental plus its turnaround day may reach the day before.
    await h.services.bookings.createBooking({ listingId, renterId: "renter2", startDate: addDaysIso(b.endDate, 4), endDate: addDaysIso(b.endDate, 5), pickupTime: "9:00 AM", units: 1 });
    expect((await reject(h.services.extensions.quote(b.id, "renter", { endDate: addDaysIso(b.endDate, 3) })))?.message).toBe(EXTRA_DAYS_TAKEN);
    const e = await h.services.extensions.request(b.id, "renter", { endDate: addDaysIso(b.endDate, 2) });
    expect((await h.services.extensions.accept(b.id, e.id, "owner")).status).toBe("awaiting_payment");
    expect((await bookingRow(b.id)).endDate).toBe(addDaysIso(b.endDate, 2));
    expect(await repo.overHeldDays(h.db, listingId, b.startDate, addDaysIso(b.endDate, 10))).toEqual([]);
  });
});

describe("paying", () => {
  it("a verified payment pays the extension, never moves the booking, and posts the extension's money (no deposit); the ledger sums to zero", async () => {
    const b = await active();
    const e = await h.services.extensions.request(b.id, "renter", { endDate: addDaysIso(b.endDate, 2) });
    expect((await reject(h.payments.startCheckout({ bookingId: b.id, renterId: "renter", extensionId: e.id })))?.message).toMatch(/not accepted/);
    await h.services.extensions.accept(b.id, e.id, "owner");
    expect(await reject(h.payments.startCheckout({ bookingId: b.id, renterId: "renter2", extensionId: e.id }))).toBeInstanceOf(NotFoundError);

    const { reference, settled } = await pay(b.id, e.id);
    expect(settled).toEqual({ bookingId: b.id, status: "success" });
    expect(await h.paymentOf(reference)).toMatchObject({ status: "success", applied: true });
    expect((await extensionRow(e.id)).status).toBe("paid");
    expect(await h.statusOf(b.id)).toBe("active");
    expect((await bookingRow(b.id)).endDate).toBe(e.toEndDate);
    const [, extra] = await h.postingsOf(b.id);
    expect(extra).toEqual({
      kind: "payment",
      lines: { provider_cash: e.totalKobo, owner_payable: -e.ownerPayoutKobo, haya_commission: -e.ownerCommissionKobo, haya_service_fee: -e.serviceFeeKobo, vat_payable: -e.vatKobo },
    });
    await h.expectBalanced();
    // The receipt is still the booking's own payment; paid again, nothing changes.
    expect((await h.payments.summary(b.id)).paid?.reference).not.toBe(reference);
    expect(await h.payments.settle(reference)).toEqual({ bookingId: b.id, status: "success" });
    expect((await reject(h.payments.startCheckout({ bookingId: b.id, renterId: "renter", extensionId: e.id })))?.message).toMatch(/already paid/);
    // The rental now completes two days after the new end date, not the old one.
    expect((await h.services.bookingTimers.sweep(new Date(lagosMidnight(addDaysIso(b.endDate, 2))), [b.id])).completed).toEqual([]);
  });

  it("not paid in time: the extension expires, the booking's end date goes back, and money that comes after is refunded in full", async () => {
    const b = await active();
    const e = await h.services.extensions.request(b.id, "renter", { endDate: addDaysIso(b.endDate, 1) });
    const accepted = await h.services.extensions.accept(b.id, e.id, "owner");
    const { reference } = await h.payments.startCheckout({ bookingId: b.id, renterId: "renter", extensionId: e.id });
    expect((await h.services.bookingTimers.sweep(accepted.expiresAt!, [b.id])).extensions).toEqual([e.id]);
    expect((await extensionRow(e.id)).status).toBe("expired");
    expect(await bookingRow(b.id)).toMatchObject({ status: "active", endDate: b.endDate, days: 2 });
    expect((await reject(h.payments.startCheckout({ bookingId: b.id, renterId: "renter", extensionId: e.id })))?.message).toMatch(/expired/);

    await h.payments.answerSandbox(reference, "success");
    expect(await h.payments.settle(reference)).toEqual({ bookingId: b.id, status: "refunded" });
    expect((await h.refundsOf(b.id)).filter((r) => r.reason === "late_payment")).toMatchObject([{ amountKobo: e.totalKobo }]);
    expect((await extensionRow(e.id)).status).toBe("expired");
    await h.expectBalanced();
  });

  it("an extension waiting for its payment when the item comes back expires at the next sweep, with its days", async () => {
    const b = await active();
    const e = await h.services.extensions.request(b.id, "renter", { endDate: addDaysIso(b.endDate, 1) });
    await h.services.extensions.accept(b.id, e.id, "owner");
    await h.services.bookings.markReturned(b.id, "owner", { now: b.at });
    expect((await h.services.bookingTimers.sweep(b.at, [b.id])).extensions).toEqual([e.id]);
    expect((await bookingRow(b.id)).endDate).toBe(b.endDate);
  });
});

describe("an acceptance racing a new booking of the same days", () => {
  it("whichever takes the listing's lock first gets the days; the other is refused", async () => {
    const b = await active();
    const next = addDaysIso(b.endDate, 1);
    const listingId = (await bookingRow(b.id)).listingId;
    const e = await h.services.extensions.request(b.id, "renter", { endDate: next });
    await h.services.bookings.createBooking({ listingId, renterId: "renter2", startDate: next, endDate: next, pickupTime: "9:00 AM", units: 1 });
    expect((await reject(h.services.extensions.accept(b.id, e.id, "owner")))?.message).toBe(EXTRA_DAYS_TAKEN);

    const c = await active();
    const cNext = addDaysIso(c.endDate, 1);
    const ce = await h.services.extensions.request(c.id, "renter", { endDate: cNext });
    await h.services.extensions.accept(c.id, ce.id, "owner");
    const lost = await reject(h.services.bookings.createBooking({ listingId: (await bookingRow(c.id)).listingId, renterId: "renter2", startDate: cNext, endDate: cNext, pickupTime: "9:00 AM", units: 1 }));
    expect(lost?.message).toBe(DATES_TAKEN);
  });

  // On PostgreSQL the two run at once and serialize on the listing's row lock; PGlite runs one transaction at a time.
  it("at once, many times: exactly one wins each time and no day is ever over-held", async () => {
    for (let i = 0; i < 6; i++) {
      const b = await active();
      const row = await bookingRow(b.id);
      const to = addDaysIso(b.endDate, 2);
      const e = await h.services.extensions.request(b.id, "renter", { endDate: to });
      const results = await Promise.allSettled([
        h.services.extensions.accept(b.id, e.id, "owner"),
        h.services.bookings.createBooking({ listingId: row.listingId, renterId: "renter2", startDate: addDaysIso(b.endDate, 1), endDate: to, pickupTime: "9:00 AM", units: 1 }),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const loser = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
      expect([EXTRA_DAYS_TAKEN, DATES_TAKEN]).toContain((loser.reason as Error).message);
      expect(await repo.overHeldDays(h.db, row.listingId, b.startDate, addDaysIso(to, 1))).toEqual([]);
    }
  });
});

describe("overdue", () => {
  it("an active booking is overdue from 8 PM on its end date until it is marked returned", () => {
    // Due back by 8 PM Lagos (19:00 UTC) on the end date.
    expect(isOverdue({ status: "active", endDate: "2026-12-24" }, new Date("2026-12-24T19:00:00Z"))).toBe(false);
    expect(isOverdue({ status: "active", endDate: "2026-12-24" }, new Date("2026-12-24T19:01:00Z"))).toBe(true);
    expect(isOverdue({ status: "completed", endDate: "2026-12-24" }, new Date("2026-12-26T00:00:00Z"))).toBe(false);
  });
});
