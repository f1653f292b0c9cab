// Delivery and collection at the service level (issue 36 item 1, decision 058), on a real database: a listing in Ikeja
// delivering within 25 km for ₦2,000 plus ₦150 a km. The quote and the booking carry the fee (in the total and, whole,
// in the owner's payout; no fee, VAT or commission on it) and the km it was charged on; a delivery's pick-up time is its
// window's start. Refused, with nothing written: a listing that does not deliver, a place Haya does not know, an
// address beyond the radius (422: the distance and the radius said), a missing street or window. A cancellation before
// pick-up gives the fee back whole (the renter's late one too), every posting balances and the owner's account ends
// where the earnings rule says; the owner's earnings show the fee, and none of it once a cancellation gave it back.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { addDaysIso, lagosMidnight, todayInLagos } from "../../../core/dates";
import type { DeliveryTerms } from "../../../core/delivery";
import { OWNER_RESPONSE_HOURS } from "../../../core/fees";
import { pickupAt } from "../../../core/pickup";
import { quoteBooking } from "../../../core/quote";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { InvalidError, UnprocessableError } from "../../errors";
import { createServices } from "../../services";
import { bookingsFixture, type ListingOpts } from "../../testing/bookings";
import type { Booking, BookingRequest } from "./bookings.schema";

const HOUR = 3_600_000;
/** ₦2,000 flat plus ₦150 a km, within 25 km. */
const TERMS: DeliveryTerms = { radiusKm: 25, feeKobo: 2_000_00, perKmKobo: 150_00, freeWithinKm: 0 };
/** Ikeja (6.60, 3.35) to Yaba (6.51, 3.37) is 10.25 km straight: 11 km charged, ₦2,000 + 11 × ₦150. */
const YABA = { state: "Lagos", city: "Yaba", street: "12 Herbert Macaulay Way", landmark: "Opposite the Yaba College gate" };
const YABA_KM = 11;
const YABA_FEE = 3_650_00;
/** Ikeja to Lekki is 22.86 km: 23 km, ₦2,000 + 23 × ₦150. */
const LEKKI = { state: "Lagos", city: "Lekki", street: "4 Admiralty Way", landmark: "" };
const LEKKI_FEE = 5_450_00;
/** Ikeja to Ibadan (Oyo) is 105.86 km: 106 km, beyond 25. */
const IBADAN = { state: "Oyo", city: "Ibadan", street: "7 Ring Road", landmark: "Near the Challenge bus stop" };
const TOO_FAR = "This address is 106 km from the item; its owner delivers within 25 km";

let db: Db;
let newListing: (o?: ListingOpts) => Promise<number>;
/** The services' clock: real time unless a test sets it. */
let clock: Date | undefined;
let services: ReturnType<typeof createServices>;
const today = todayInLagos();
const day = (n: number) => addDaysIso(today, n);

beforeAll(async () => {
  ({ db, listing: newListing } = await bookingsFixture());
  services = createServices(db, { now: () => clock ?? new Date() });
});

/**
 * A published ₦25,000-a-day listing of `owner`'s in Ikeja (its coordinates set from its state and city by the listings
 * service, as when an owner saves the location step) delivering on `delivery` (null: it does not deliver).
 */
async function ikejaListing(delivery: DeliveryTerms | null = TERMS, o: ListingOpts = {}) {
  const id = await newListing({ mode: "instant", depositKobo: 1_000_000, ...o });
  await services.listings.update(o.owner ?? "owner", id, { state: "Lagos", city: "Ikeja", delivery });
  const [row] = rowsOf<{ lat: number; lng: number }>(await db.execute(sql`select latitude as lat, longitude as lng from listings where id = ${id}`));
  expect(row).toEqual({ lat: 6.6, lng: 3.35 });
  return id;
}

type Ask = BookingRequest & { renterId: string };
const pickup = (listingId: number, over: Partial<Ask> = {}): Ask => ({ listingId, renterId: "renter", startDate: day(10), endDate: day(12), pickupTime: "9:00 AM", units: 1, ...over });
const delivered = (listingId: number, over: Partial<Ask> = {}): Ask => {
  const { pickupTime: _none, ...rest } = pickup(listingId);
  return { ...rest, fulfilment: "delivery", deliveryAddress: YABA, deliveryWindow: "afternoon", ...over };
};

async function counts() {
  const [row] = rowsOf<{ b: number; e: number }>(await db.execute(sql`select (select count(*) from bookings)::int as b, (select count(*) from booking_events)::int as e`));
  return row!;
}

/** The call fails with an error of `type` matching `expected`, and writes nothing. */
async function refused(call: () => Promise<unknown>, type: abstract new (...args: never[]) => Error, expected: object) {
  const before = await counts();
  const error = await call().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  expect(error).toMatchObject(expected);
  expect(await counts()).toEqual(before);
}

/** Both the quote and the booking refuse `ask` so. */
async function bothRefuse(ask: Ask, type: abstract new (...args: never[]) => Error, expected: object) {
  await refused(() => services.bookingViews.quote(ask, ask.renterId), type, expected);
  await refused(() => services.bookings.createBooking(ask), type, expected);
}

const stored = async (id: number) =>
  rowsOf<{ fulfilment: string; address: unknown; window: string | null; km: number | null; fee: number; pickupTime: string; total: number; payout: number }>(
    await db.execute(sql`select fulfilment, delivery_address as address, delivery_window as window, delivery_km as km, delivery_fee_kobo::float8 as fee,
      pickup_time as "pickupTime", total_kobo::float8 as total, owner_payout_kobo::float8 as payout from bookings where id = ${id}`),
  )[0]!;

describe("quoting and booking a delivery", () => {
  it("the quote adds the fee to the total and, whole, to the owner's payout, with the km it was charged on; fee, VAT and commission unchanged", async () => {
    const l = await ikejaListing();
    const plain = await services.bookingViews.quote(pickup(l), "renter");
    const q = await services.bookingViews.quote(delivered(l), "renter");
    expect(plain).toMatchObject({ deliveryFeeKobo: 0, deliveryKm: null });
    expect(q).toEqual({ ...plain, deliveryFeeKobo: YABA_FEE, deliveryKm: YABA_KM, totalKobo: plain.totalKobo + YABA_FEE, ownerPayoutKobo: plain.ownerPayoutKobo + YABA_FEE });
    // The core arithmetic, with the fee as an input.
    const { deliveryKm: _km, ...quote } = q;
    expect(quote).toEqual(quoteBooking({ startDate: day(10), endDate: day(12), units: 1, pricePerDayKobo: 25_000_00, weeklyDiscountPct: 0, monthlyDiscountPct: 0, cautionDepositKobo: 1_000_000, deliveryFeeKobo: YABA_FEE }));
    // Farther costs more, per km.
    expect(await services.bookingViews.quote(delivered(l, { deliveryAddress: LEKKI }), "renter")).toMatchObject({ deliveryFeeKobo: LEKKI_FEE, deliveryKm: 23 });
  });

  it("one fee for the booking, whatever the units", async () => {
    const l = await ikejaListing(TERMS, { units: 3 });
    const one = await services.bookingViews.quote(delivered(l), "renter");
    const three = await services.bookingViews.quote(delivered(l, { units: 3 }), "renter");
    expect(three.deliveryFeeKobo).toBe(YABA_FEE);
    expect(three.totalKobo - three.depositKobo - three.rentalKobo - three.serviceFeeKobo - three.vatKobo).toBe(YABA_FEE);
    expect(one.deliveryFeeKobo).toBe(YABA_FEE);
  });

  it("books it: the fee and km stored, the address as given (the state by its name), the window kept and its start the pick-up time", async () => {
    const l = await ikejaListing();
    const q = await services.bookingViews.quote(delivered(l), "renter");
    const b = await services.bookings.createBooking(delivered(l, { deliveryAddress: { ...YABA, state: "lagos" } }));
    expect(b).toMatchObject({
      status: "awaiting_payment",
      fulfilment: "delivery",
      deliveryAddress: YABA,
      deliveryWindow: "afternoon",
      deliveryKm: YABA_KM,
      deliveryFeeKobo: YABA_FEE,
      pickupTime: "Noon",
      totalKobo: q.totalKobo,
      ownerPayoutKobo: q.ownerPayoutKobo,
    });
    expect(await stored(b.id)).toEqual({ fulfilment: "delivery", address: YABA, window: "afternoon", km: YABA_KM, fee: YABA_FEE, pickupTime: "Noon", total: q.totalKobo, payout: q.ownerPayoutKobo });
  });

  it("each window's start is the booking's pick-up time; a pick-up time sent with a delivery is not its time", async () => {
    for (const [window, time, start] of [["morning", "8:00 AM", 20], ["afternoon", "Noon", 24], ["evening", "4:00 PM", 28]] as const) {
      const l = await ikejaListing();
      const b = await services.bookings.createBooking(delivered(l, { deliveryWindow: window, pickupTime: "10:00 AM", startDate: day(start), endDate: day(start + 1) }));
      expect(b.pickupTime, window).toBe(time);
    }
  });

  it("a landmark may be left out (stored as empty)", async () => {
    const l = await ikejaListing();
    const { landmark: _l, ...noLandmark } = YABA;
    const b = await services.bookings.createBooking(delivered(l, { deliveryAddress: noLandmark as typeof YABA }));
    expect(b.deliveryAddress).toEqual({ ...YABA, landmark: "" });
  });

  it("the owner's answer and the payment timers run to the window's start, as to a pick-up time", async () => {
    // 20:00 in Lagos: tomorrow's 8 AM window is 12 hours away, sooner than the owner's usual time to answer.
    clock = new Date(lagosMidnight(day(0)) + 20 * HOUR);
    try {
      const l = await ikejaListing(TERMS, { mode: "request" });
      const b = await services.bookings.createBooking(delivered(l, { startDate: day(1), endDate: day(2), deliveryWindow: "morning" }));
      expect(OWNER_RESPONSE_HOURS * HOUR).toBeGreaterThan(12 * HOUR);
      expect(b.expiresAt!.getTime()).toBe(pickupAt(day(1), "8:00 AM").getTime());
    } finally {
      clock = undefined;
    }
  });

  it("free within N km: Yaba (11 km) free within 12, Lekki (23 km) at the whole fee; the km stored either way", async () => {
    const l = await ikejaListing({ ...TERMS, freeWithinKm: 12 });
    const free = await services.bookings.createBooking(delivered(l));
    expect(free).toMatchObject({ deliveryFeeKobo: 0, deliveryKm: YABA_KM });
    const plain = await services.bookingViews.quote(pickup(l, { startDate: day(20), endDate: day(22) }), "renter");
    expect(await services.bookingViews.quote(delivered(l, { deliveryAddress: LEKKI, startDate: day(20), endDate: day(22) }), "renter")).toMatchObject({
      deliveryFeeKobo: LEKKI_FEE,
      deliveryKm: 23,
      totalKobo: plain.totalKobo + LEKKI_FEE,
    });
  });

  it("a delivery to the item's own town centre is 0 km: the flat fee", async () => {
    const l = await ikejaListing();
    expect(await services.bookingViews.quote(delivered(l, { deliveryAddress: { ...YABA, city: "Ikeja" } }), "renter")).toMatchObject({ deliveryFeeKobo: 2_000_00, deliveryKm: 0 });
  });

  it("exactly at the radius is delivered: a 23 km radius reaches Lekki (22.86 km), a 22 km one does not", async () => {
    const at = await ikejaListing({ ...TERMS, radiusKm: 23 });
    expect(await services.bookingViews.quote(delivered(at, { deliveryAddress: LEKKI }), "renter")).toMatchObject({ deliveryFeeKobo: LEKKI_FEE, deliveryKm: 23 });
    const short = await ikejaListing({ ...TERMS, radiusKm: 22 });
    await bothRefuse(delivered(short, { deliveryAddress: LEKKI }), UnprocessableError, { message: "This address is 23 km from the item; its owner delivers within 22 km" });
  });

  it("a pick-up of a listing that delivers is priced and stored as a pick-up: no fee, no km, no address even if one is sent", async () => {
    const l = await ikejaListing();
    const b = await services.bookings.createBooking(pickup(l, { deliveryAddress: YABA, deliveryWindow: "morning" }));
    expect(b).toMatchObject({ fulfilment: "pickup", deliveryAddress: null, deliveryWindow: null, deliveryKm: null, deliveryFeeKobo: 0, pickupTime: "9:00 AM" });
  });
});

describe("what a delivery is refused for (nothing written)", () => {
  it("a listing that does not deliver: 400 on fulfilment", async () => {
    const l = await ikejaListing(null);
    await bothRefuse(delivered(l), InvalidError, { message: "The owner does not deliver this item: choose pick-up", fields: { fulfilment: "The owner does not deliver this item: choose pick-up" } });
    // A pick-up of it is fine.
    expect((await services.bookingViews.quote(pickup(l), "renter")).deliveryFeeKobo).toBe(0);
  });

  it("a city or area Haya does not know in that state (a made-up one, or a real one of another state): 400 on deliveryAddress.city", async () => {
    const l = await ikejaListing();
    const unknown = "Haya does not know where Atlantis is in Lagos: write the nearest city or area";
    await bothRefuse(delivered(l, { deliveryAddress: { ...YABA, city: "Atlantis" } }), InvalidError, { fields: { "deliveryAddress.city": unknown } });
    const error = await services.bookingViews.quote(delivered(l, { deliveryAddress: { ...YABA, state: "Kano" } }), "renter").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidError);
    expect(error).not.toBeInstanceOf(UnprocessableError);
    expect((error as InvalidError).fields).toEqual({ "deliveryAddress.city": "Haya does not know where Yaba is in Kano: write the nearest city or area" });
  });

  it("beyond the radius: UnprocessableError (422) saying the distance and the radius, on deliveryAddress.city", async () => {
    const l = await ikejaListing();
    await bothRefuse(delivered(l, { deliveryAddress: IBADAN }), UnprocessableError, { message: TOO_FAR, fields: { "deliveryAddress.city": TOO_FAR } });
  });

  it("a missing or short street, no address, no window or an unknown one, an unknown state or fulfilment: 400 naming the field", async () => {
    const l = await ikejaListing();
    const street = "Write the street and house number (3 to 160 characters)";
    const cases: [Partial<Ask>, Record<string, string>][] = [
      [{ deliveryAddress: { ...YABA, street: "" } }, { "deliveryAddress.street": street }],
      [{ deliveryAddress: { ...YABA, street: "  " } }, { "deliveryAddress.street": street }],
      [{ deliveryAddress: { ...YABA, street: "x".repeat(161) } }, { "deliveryAddress.street": street }],
      [{ deliveryAddress: { state: "Lagos", city: "Yaba" } as typeof YABA }, { "deliveryAddress.street": street }],
      [{ deliveryAddress: undefined }, { "deliveryAddress.street": street }],
      [{ deliveryAddress: null }, { "deliveryAddress.street": street }],
      [{ deliveryWindow: undefined }, { deliveryWindow: "Choose when to deliver" }],
      [{ deliveryWindow: "midnight" }, { deliveryWindow: "Choose when to deliver" }],
      [{ deliveryAddress: { ...YABA, state: "Wakanda" } }, { "deliveryAddress.state": "Choose the state to deliver to" }],
      [{ deliveryAddress: { ...YABA, city: "" } }, { "deliveryAddress.city": "Write the city or area to deliver to" }],
      [{ deliveryAddress: { ...YABA, landmark: "x".repeat(121) } }, { "deliveryAddress.landmark": "A landmark is at most 120 characters" }],
      [{ fulfilment: "drone" as "delivery" }, { fulfilment: "Choose pick-up or delivery" }],
    ];
    for (const [over, fields] of cases) await bothRefuse(delivered(l, over), InvalidError, { fields });
    // A pick-up still needs its time.
    const { pickupTime: _t, ...noTime } = pickup(l);
    await bothRefuse(noTime as Ask, InvalidError, { fields: { pickupTime: "Choose a pick-up time" } });
  });
});

describe("a delivery today", () => {
  it("too soon for its window: refused on the window the renter chose (a delivery has no pick-up time field), not on pickupTime", async () => {
    // 11:00 in Lagos: the 8 AM window has gone, noon's is an hour away.
    clock = new Date(lagosMidnight(day(0)) + 11 * HOUR);
    try {
      const l = await ikejaListing();
      const ask = delivered(l, { startDate: day(0), endDate: day(1), deliveryWindow: "morning" });
      expect((await services.bookingViews.quote({ ...ask, deliveryWindow: "afternoon" }, "renter")).deliveryFeeKobo).toBe(YABA_FEE);
      const error = await services.bookingViews.quote(ask, "renter").catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InvalidError);
      expect(Object.keys((error as InvalidError).fields)).toEqual(["deliveryWindow"]);
    } finally {
      clock = undefined;
    }
  });
});

describe("the address is the owner's to read only once the booking is paid", () => {
  const mailsTo = async (email: string, bookingId: number) =>
    rowsOf<{ subject: string; text: string }>(await db.execute(sql`select subject, text from mail_outbox where "to" = ${email} and text like ${`%/bookings/${bookingId}%`} order by id`));

  it("the owner's e-mails: none says it while the booking is asked for or awaits payment; the one after payment does", async () => {
    const l = await ikejaListing(TERMS, { mode: "request" });
    const b = await services.bookings.createBooking(delivered(l, { startDate: day(30), endDate: day(31) }));
    await services.bookings.transition(b.id, "accept", { actor: "party", userId: "owner" });
    await vi.waitFor(async () => expect((await mailsTo("owner@example.com", b.id)).length).toBeGreaterThan(0));
    for (const mail of await mailsTo("owner@example.com", b.id)) expect(mail.text, mail.subject).not.toContain(YABA.street);
    const before = (await mailsTo("owner@example.com", b.id)).length;
    await services.bookings.transition(b.id, "pay", { actor: "system", userId: null });
    await vi.waitFor(async () => expect((await mailsTo("owner@example.com", b.id)).length).toBeGreaterThan(before));
    const paid = (await mailsTo("owner@example.com", b.id)).slice(before);
    expect(paid.some((mail) => mail.text.includes(YABA.street))).toBe(true);
  });

  it("the owner's copy of their data (Download my data) does not hold a booking's address before it is paid", async () => {
    const { bookingsOf } = await import("../exports/exports.repo");
    const l = await ikejaListing(TERMS, { mode: "request" });
    const b = await services.bookings.createBooking(delivered(l, { startDate: day(40), endDate: day(41) }));
    const asOwner = (await bookingsOf(db, "owner")).find((x) => x.id === b.id)!;
    expect(asOwner.yourRole).toBe("owner");
    expect(JSON.stringify(asOwner)).not.toContain(YABA.street);
    // The renter's own copy has it.
    expect((await bookingsOf(db, "renter")).find((x) => x.id === b.id)!.deliveryAddress).toEqual(YABA);
  });
});

describe("cancelling a paid delivery", () => {
  /** A delivery to Yaba starting `start` days from today (3 days), paid in the sandbox: confirmed. */
  async function paidDelivery(start: number, o: ListingOpts = {}) {
    const l = await ikejaListing(TERMS, o);
    const b = await services.bookings.createBooking(delivered(l, { startDate: day(start), endDate: day(start + 2) }));
    const { reference } = await services.payments.startCheckout({ bookingId: b.id, renterId: "renter" });
    await services.payments.answerSandbox(reference, "success");
    await services.payments.settle(reference);
    expect(await statusOf(b.id)).toBe("confirmed");
    return b;
  }
  const statusOf = async (id: number) => rowsOf<{ status: string }>(await db.execute(sql`select status from bookings where id = ${id}`))[0]!.status;
  const balance = async (id: number, account: string) =>
    rowsOf<{ sum: number }>(await db.execute(sql`select coalesce(sum(amount_kobo), 0)::float8 as sum from ledger_entries where booking_id = ${id} and account = ${account}`))[0]!.sum;
  /** Every journal of the booking sums to zero, and so do its lines together. */
  async function balanced(id: number) {
    const journals = rowsOf<{ kind: string; sum: number }>(await db.execute(sql`select min(kind) as kind, sum(amount_kobo)::float8 as sum from ledger_entries where booking_id = ${id} group by journal_id`));
    expect(journals.length).toBeGreaterThan(0);
    for (const j of journals) expect(j.sum, j.kind).toBe(0);
    const [all] = rowsOf<{ sum: number }>(await db.execute(sql`select coalesce(sum(amount_kobo), 0)::float8 as sum from ledger_entries where booking_id = ${id}`));
    expect(all!.sum).toBe(0);
  }
  const refundOwed = async (id: number) =>
    Object.fromEntries(
      rowsOf<{ account: string; amount: number }>(await db.execute(sql`select account, amount_kobo::float8 as amount from ledger_entries where booking_id = ${id} and kind = 'refund_owed' order by id`)).map((r) => [r.account, r.amount]),
    );
  /** The one refund sent and settled (the sandbox processes it at once, after the cancellation commits). */
  const refundSent = (id: number) =>
    vi.waitFor(async () => expect(rowsOf<{ status: string }>(await db.execute(sql`select status from refunds where booking_id = ${id}`)).map((r) => r.status)).toEqual(["processed"]));
  const earningLine = async (owner: string, id: number) => (await services.earnings.earnings(owner)).lines.find((l) => l.bookingId === id);

  it("paid and not cancelled: the payment posts the fee to the owner with the rental; the owner's earnings show it, no commission on it", async () => {
    const b = await paidDelivery(10);
    await balanced(b.id);
    expect(await balance(b.id, "owner_payable")).toBe(-b.ownerPayoutKobo);
    expect(await balance(b.id, "haya_commission")).toBe(-b.ownerCommissionKobo);
    expect(await balance(b.id, "provider_cash")).toBe(b.totalKobo);
    const rental = b.rentalKobo - b.discountKobo;
    expect(b.ownerCommissionKobo).toBe(Math.round(rental * 0.05));
    expect(b.ownerPayoutKobo).toBe(rental - b.ownerCommissionKobo + YABA_FEE);

    expect(await services.bookingViews.ownerEarnings(b)).toEqual({ rentalKobo: rental, refundKobo: 0, commissionKobo: b.ownerCommissionKobo, deliveryKobo: YABA_FEE, claimKobo: 0, lateFeeKobo: 0, netKobo: b.ownerPayoutKobo });
    expect(await earningLine("owner", b.id)).toMatchObject({ rentalKobo: rental, refundKobo: 0, commissionKobo: b.ownerCommissionKobo, deliveryKobo: YABA_FEE, claimKobo: 0, lateFeeKobo: 0, netKobo: b.ownerPayoutKobo });
    const csv = await services.earnings.statementCsv("owner");
    expect(csv.split("\r\n")[0]).toContain("Delivery (NGN)");
    expect(csv).toContain(`,${(YABA_FEE / 100).toFixed(2)},`);
  });

  it("by the renter 48 h or more ahead: everything back, the fee whole; every account of the booking back to zero", async () => {
    const b = await paidDelivery(10);
    const preview = (await services.bookingViews.view(b.id, "renter"))!.cancelRefund;
    expect(preview).toMatchObject({ refundKobo: b.totalKobo, deliveryRefundKobo: YABA_FEE });
    const cancelled = await services.bookings.cancel(b.id, { actor: "renter", userId: "renter" });
    expect(cancelled).toMatchObject({ status: "cancelled", refundKobo: b.totalKobo });
    expect(await refundOwed(b.id)).toEqual({
      owner_payable: b.ownerPayoutKobo,
      haya_commission: b.ownerCommissionKobo,
      haya_service_fee: b.serviceFeeKobo,
      vat_payable: b.vatKobo,
      deposits_held: b.depositKobo,
      refunds_payable: -b.totalKobo,
    });
    await refundSent(b.id);
    await balanced(b.id);
    for (const account of ["provider_cash", "owner_payable", "haya_commission", "haya_service_fee", "vat_payable", "deposits_held", "refunds_payable"])
      expect(await balance(b.id, account), account).toBe(0);
    const after: Booking = (await services.bookingViews.view(b.id, "owner"))!.booking;
    expect(await services.bookingViews.ownerEarnings(after)).toMatchObject({ deliveryKobo: 0, netKobo: 0 });
    expect(await earningLine("owner", b.id)).toMatchObject({ rentalKobo: b.rentalKobo - b.discountKobo, refundKobo: b.rentalKobo - b.discountKobo, commissionKobo: 0, deliveryKobo: 0, netKobo: 0 });
  });

  it("by the renter under 48 h ahead: half the rental, the deposit and the whole fee back; fees kept; the owner keeps half the rental less its commission and none of the fee", async () => {
    const b = await paidDelivery(1);
    const rental = b.rentalKobo - b.discountKobo;
    const half = Math.ceil(rental / 2);
    const back = half + b.depositKobo + YABA_FEE;
    const preview = (await services.bookingViews.view(b.id, "renter"))!.cancelRefund;
    expect(preview).toMatchObject({ refundKobo: back, rentalRefundKobo: half, feesRefundKobo: 0, depositRefundKobo: b.depositKobo, deliveryRefundKobo: YABA_FEE });
    const cancelled = await services.bookings.cancel(b.id, { actor: "renter", userId: "renter" });
    expect(cancelled.refundKobo).toBe(back);
    await refundSent(b.id);
    await balanced(b.id);
    const kept = rental - half;
    const keptCommission = Math.round((b.ownerCommissionKobo * kept) / rental);
    // The owner is owed exactly what they keep of the rental, less its commission: the fee went back to the renter.
    expect(await balance(b.id, "owner_payable")).toBe(-(kept - keptCommission));
    expect(await balance(b.id, "haya_commission")).toBe(-keptCommission);
    expect(await balance(b.id, "haya_service_fee")).toBe(-b.serviceFeeKobo);
    expect(await balance(b.id, "vat_payable")).toBe(-b.vatKobo);
    expect(await balance(b.id, "deposits_held")).toBe(0);
    expect(await balance(b.id, "refunds_payable")).toBe(0);
    expect(await balance(b.id, "provider_cash")).toBe(b.totalKobo - back);
    expect(await refundOwed(b.id)).toMatchObject({ owner_payable: b.ownerPayoutKobo - (kept - keptCommission), refunds_payable: -back });

    const after = (await services.bookingViews.view(b.id, "owner"))!.booking;
    expect(await services.bookingViews.ownerEarnings(after)).toEqual({ rentalKobo: rental, refundKobo: half, commissionKobo: keptCommission, deliveryKobo: 0, claimKobo: 0, lateFeeKobo: 0, netKobo: kept - keptCommission });
    expect(await earningLine("owner", b.id)).toMatchObject({ rentalKobo: rental, refundKobo: half, commissionKobo: keptCommission, deliveryKobo: 0, netKobo: kept - keptCommission });
  });

  it("by the owner: everything back, the fee whole", async () => {
    const b = await paidDelivery(1);
    const cancelled = await services.bookings.cancel(b.id, { actor: "owner", userId: "owner" });
    expect(cancelled.refundKobo).toBe(b.totalKobo);
    await refundSent(b.id);
    await balanced(b.id);
    expect(await balance(b.id, "owner_payable")).toBe(0);
    expect(await balance(b.id, "provider_cash")).toBe(0);
    expect(await earningLine("owner", b.id)).toMatchObject({ deliveryKobo: 0, netKobo: 0 });
  });

  it("after pick-up and return, the owner keeps the fee: completed, the earnings line still shows it", async () => {
    const b = await paidDelivery(1);
    await services.bookings.markPickedUp(b.id, "owner", { now: new Date(lagosMidnight(b.startDate) + 13 * HOUR) });
    await services.bookings.markReturned(b.id, "owner", { now: new Date(lagosMidnight(b.endDate) + 12 * HOUR) });
    expect(await statusOf(b.id)).toBe("completed");
    await balanced(b.id);
    expect(await balance(b.id, "owner_payable")).toBe(-b.ownerPayoutKobo);
    expect(await earningLine("owner", b.id)).toMatchObject({ bookingStatus: "completed", deliveryKobo: YABA_FEE, netKobo: b.ownerPayoutKobo });
  });

  it("each owner's earnings add up: rental − refund − commission + delivery + claim = net, on every line", async () => {
    const { lines } = await services.earnings.earnings("owner");
    expect(lines.length).toBeGreaterThanOrEqual(5);
    for (const l of lines) expect(l.rentalKobo - l.refundKobo - l.commissionKobo + l.deliveryKobo + l.claimKobo, String(l.bookingId)).toBe(l.netKobo);
  });
});
