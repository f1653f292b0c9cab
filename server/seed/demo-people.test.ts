// The demo people: they sign in with the README's password, and the renter's bookings of the owner's listings are in
// every booking state, paid as real bookings are (sandbox payments, refunds, a balanced ledger), whatever the seed's now.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDaysIso, todayInLagos } from "../../core/dates";
import { BOOKING_STATUSES } from "../../core/booking-states";
import { paymentLines } from "../features/payments/ledger";
import { createServices } from "../services";
import { meta } from "../testing/accounts";
import { freshDatabase } from "../testing/db";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";
import { DEMO_PASSWORD, DEMO_PEOPLE } from "./data/demo-people";
import { seedDemoPeople, type DemoPeople } from "./demo-people";

interface BookingRow {
  id: number;
  status: string;
  renterId: string;
  ownerId: string;
  startDate: string;
  endDate: string;
  totalKobo: number;
  ownerPayoutKobo: number;
  ownerCommissionKobo: number;
  serviceFeeKobo: number;
  vatKobo: number;
  depositKobo: number;
  rentalKobo: number;
  discountKobo: number;
  refundKobo: number | null;
}

const bookingsOf = async (db: Db, renterId: string) =>
  rowsOf<BookingRow>(
    await db.execute(sql`select id::int, status, renter_id as "renterId", owner_id as "ownerId", start_date::text as "startDate", end_date::text as "endDate",
      total_kobo::float8 as "totalKobo", owner_payout_kobo::float8 as "ownerPayoutKobo", owner_commission_kobo::float8 as "ownerCommissionKobo",
      service_fee_kobo::float8 as "serviceFeeKobo", vat_kobo::float8 as "vatKobo", deposit_kobo::float8 as "depositKobo",
      rental_kobo::float8 as "rentalKobo", discount_kobo::float8 as "discountKobo", refund_kobo::float8 as "refundKobo"
      from bookings where renter_id = ${renterId} order by id`),
  );

/** The booking's postings by kind, each as account → kobo (a booking has at most one posting of each kind here). */
async function postingsOf(db: Db, bookingId: number): Promise<Record<string, Record<string, number>>> {
  const rows = rowsOf<{ kind: string; account: string; amount: number }>(
    await db.execute(sql`select kind, account, amount_kobo::float8 as amount from ledger_entries where booking_id = ${bookingId} order by id`),
  );
  const byKind: Record<string, Record<string, number>> = {};
  for (const r of rows) (byKind[r.kind] ??= {})[r.account] = r.amount;
  return byKind;
}

/** Lines as a posting's record, zero lines left out (post writes none). */
const asRecord = (lines: { account: string; amountKobo: number }[]) =>
  Object.fromEntries(lines.filter((l) => l.amountKobo !== 0).map((l) => [l.account, l.amountKobo]));

describe("the demo people", () => {
  let db: Db;
  let people: DemoPeople;
  const now = new Date();

  beforeAll(async () => {
    db = (await freshDatabase()).db;
    people = (await seedDemoPeople(db, { now }))!;
    expect(people).toBeDefined();
  });

  it("are found by their e-mail addresses, verified, and sign in with the README's password", async () => {
    const { accounts } = createServices(db);
    for (const p of DEMO_PEOPLE) {
      const [row] = rowsOf<{ id: string; verified: boolean }>(
        await db.execute(sql`select id, email_verified as verified from users where lower(email) = ${p.email}`),
      );
      expect(row, p.email).toEqual({ id: p.id, verified: true });
      const { headers } = await accounts.signIn({ email: p.email, password: DEMO_PASSWORD }, meta());
      const { session } = await accounts.getSession(meta(headers.getSetCookie().map((c) => c.split(";")[0]).join("; ")));
      expect(session?.user).toMatchObject({ id: p.id, email: p.email, emailVerified: true });
      await expect(accounts.signIn({ email: p.email, password: "not-the-demo-password" }, meta())).rejects.toThrow();
    }
  });

  it("give the owner published listings with photos, and the renter a booking of them in every state", async () => {
    const listings = rowsOf<{ id: number; status: string; photos: number }>(
      await db.execute(sql`select l.id::int, l.status, (select count(*)::int from listing_photos p where p.listing_id = l.id) as photos
        from listings l where owner_id = ${people.owner} order by id`),
    );
    expect(listings.map((l) => l.id)).toEqual(Object.values(people.listings).sort((a, b) => a - b));
    expect(listings.length).toBeGreaterThanOrEqual(4);
    for (const l of listings) expect(l).toMatchObject({ status: "published", photos: 3 });

    const bookings = await bookingsOf(db, people.renter);
    expect(new Set(bookings.map((b) => b.status))).toEqual(new Set(BOOKING_STATUSES));
    for (const b of bookings) expect(b.ownerId).toBe(people.owner);
    expect(await bookingsOf(db, people.admin)).toEqual([]);
  });

  it("have bookings whose days fit their states as of the seed's today in Lagos", async () => {
    const today = todayInLagos(now);
    const byId = new Map((await bookingsOf(db, people.renter)).map((b) => [b.id, b]));
    const b = (key: keyof DemoPeople["bookings"]) => byId.get(people.bookings[key])!;
    for (const key of ["requested", "awaitingPayment", "confirmed", "declined", "expired", "cancelled"] as const) expect(b(key).startDate > today, key).toBe(true);
    expect(b("active").startDate <= today && today <= b("active").endDate).toBe(true);
    expect(b("overdue")).toMatchObject({ status: "active", endDate: addDaysIso(today, -1) });
    for (const key of ["paidOutLater", "payoutPaidLater", "payoutFailedLater", "completedAutomatically", "completedRecently"] as const) {
      expect(b(key).status, key).toBe("completed");
      expect(b(key).endDate < today, key).toBe(true);
    }
    expect(b("completedRecently").endDate).toBe(addDaysIso(today, -1));
  });

  it("record every move in the booking's history, each from where the last one left it, none after now", async () => {
    for (const b of await bookingsOf(db, people.renter)) {
      const events = rowsOf<{ from: string | null; to: string; at: Date }>(
        await db.execute(sql`select from_status as "from", to_status as "to", at from booking_events where booking_id = ${b.id} order by at, id`),
      );
      expect(events[0]?.from, `booking ${b.id}`).toBeNull();
      for (let i = 1; i < events.length; i++) expect(events[i]!.from).toBe(events[i - 1]!.to);
      expect(events.at(-1)?.to).toBe(b.status);
      for (const e of events) expect(new Date(e.at).getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });

  it("pay for bookings through the sandbox, post them to a ledger that sums to zero, and refund what is owed", async () => {
    const paid = new Set(["confirmed", "active", "completed", "cancelled"]);
    for (const b of await bookingsOf(db, people.renter)) {
      const payments = rowsOf<{ provider: string; status: string; applied: boolean; amount: number }>(
        await db.execute(sql`select provider, status, applied, amount_kobo::float8 as amount from payments where booking_id = ${b.id}`),
      );
      const postings = await postingsOf(db, b.id);
      if (!paid.has(b.status)) {
        expect(payments, `booking ${b.id} (${b.status})`).toEqual([]);
        expect(postings).toEqual({});
        continue;
      }
      expect(payments).toEqual([{ provider: "sandbox", status: "success", applied: true, amount: b.totalKobo }]);
      expect(postings.payment).toEqual(asRecord(paymentLines(b)));
    }

    const refunds = rowsOf<{ bookingId: number; reason: string; amount: number; status: string }>(
      await db.execute(sql`select booking_id::int as "bookingId", reason, amount_kobo::float8 as amount, status from refunds order by booking_id`),
    );
    const byId = new Map((await bookingsOf(db, people.renter)).map((b) => [b.id, b]));
    const refundOf = (key: keyof DemoPeople["bookings"]) => refunds.filter((r) => r.bookingId === people.bookings[key]);
    const cancelled = byId.get(people.bookings.cancelled)!;
    // Cancelled late (under 48 hours before the start): half the rental and the whole deposit back, the fees kept.
    expect(cancelled.refundKobo).toBe((cancelled.rentalKobo - cancelled.discountKobo) / 2 + cancelled.depositKobo);
    expect(refundOf("cancelled")).toEqual([{ bookingId: cancelled.id, reason: "cancellation", amount: cancelled.refundKobo, status: "processed" }]);
    for (const key of ["paidOutLater", "payoutPaidLater", "payoutFailedLater", "completedAutomatically"] as const) {
      const b = byId.get(people.bookings[key])!;
      expect(refundOf(key), key).toEqual([{ bookingId: b.id, reason: "deposit", amount: b.depositKobo, status: "processed" }]);
    }
    // Returned yesterday: the 48 hours for a damage claim are still open, and the deposit is still held.
    expect(refundOf("completedRecently")).toEqual([]);
    expect(refunds).toHaveLength(5);

    const unbalanced = rowsOf(await db.execute(sql`select journal_id from ledger_entries group by journal_id having sum(amount_kobo) <> 0`));
    expect(unbalanced).toEqual([]);
    const [total] = rowsOf<{ sum: number; n: number }>(await db.execute(sql`select coalesce(sum(amount_kobo), 0)::float8 as sum, count(*)::int as n from ledger_entries`));
    expect(total).toEqual({ sum: 0, n: expect.any(Number) });
    expect(total!.n).toBeGreaterThan(0);
  });

  it("give the owner a payout that arrived, one the bank declined, and money available to withdraw, all in the ledger", async () => {
    const services = createServices(db, { now: () => now });
    const payouts = await services.earnings.payouts(people.owner);
    expect(payouts.map((p) => [p.status, p.bankName])).toEqual([
      ["failed", "Kuda Bank"],
      ["success", "Guaranty Trust Bank"],
    ]);
    expect(payouts[0]!.failureReason).toMatch(/declined/);
    const earnings = await services.earnings.earnings(people.owner);
    const byBooking = Object.fromEntries(earnings.lines.map((l) => [l.bookingId, l.state]));
    expect(byBooking[people.bookings.payoutPaidLater]).toBe("paid");
    expect(byBooking[people.bookings.payoutFailedLater]).toBe("available");
    expect(byBooking[people.bookings.paidOutLater]).toBe("available");
    expect(byBooking[people.bookings.completedRecently]).toBe("pending");
    // The open claim holds its booking's money: pending, with no date until the claim is settled.
    expect(earnings.lines.find((l) => l.bookingId === people.bookings.claimOpen)).toMatchObject({ state: "pending", availableAt: null });
    expect(await services.claims.view(people.bookings.claimOpen, people.renter)).toMatchObject({ status: "open", amountKobo: 2_500_000, photos: [{ stage: "claim" }] });
    expect(earnings).toMatchObject({ canWithdraw: true, paidOutKobo: payouts[1]!.amountKobo });
    expect((await services.payouts.get(people.owner))?.bankName).toBe("Guaranty Trust Bank");
    const [unbalanced] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (select journal_id from ledger_entries group by journal_id having sum(amount_kobo) <> 0) j`));
    expect(unbalanced!.n).toBe(0);
  });

  it("find their inboxes and bells filled: a question about the canopies with an answer waiting, the confirmed booking's conversation, and what happened to their bookings", async () => {
    const services = createServices(db);
    const renterInbox = await services.messages.inbox(people.renter, {});
    const which = (c: { listing: { id: number }; bookingId: number | null }) =>
      c.bookingId === people.bookings.confirmed ? "booking" : c.listing.id === people.listings.canopy && c.bookingId === null ? "canopy" : "other";
    expect(renterInbox.conversations.map((c) => [which(c), c.unread])).toEqual([
      ["canopy", 1],
      ["booking", 0],
    ]);
    expect(renterInbox.unread).toBe(1);
    expect((await services.messages.inbox(people.owner, {})).unread).toBe(0);
    for (const who of [people.owner, people.renter]) {
      const bell = await services.notifications.list(who, { limit: 50 });
      expect(bell.unread).toBeGreaterThan(0);
      expect(bell.items.length).toBeGreaterThan(bell.unread);
      // Each comes at the moment it happened, none after now.
      expect(bell.items.every((n) => new Date(n.createdAt).getTime() <= now.getTime())).toBe(true);
    }
    const kinds = rowsOf<{ kind: string }>(await db.execute(sql`select distinct kind from notifications where user_id = ${people.owner}`)).map((r) => r.kind);
    expect(kinds).toEqual(expect.arrayContaining(["booking_requested", "booking_paid", "message", "payout_sent", "payout_failed"]));
  });

  it("are added once: seeding again changes nothing", async () => {
    const count = async () => rowsOf<{ n: number }>(await db.execute(sql`select (select count(*) from users)::int + (select count(*) from bookings)::int + (select count(*) from ledger_entries)::int as n`))[0]!.n;
    const before = await count();
    expect(await seedDemoPeople(db, { now })).toBeUndefined();
    expect(await count()).toBe(before);
  });
});

// Moments of the day at which "yesterday", "today" and "48 hours ago" are easy to get wrong (Lagos is UTC+1).
describe.each([
  ["23:30 on 31 December in Lagos", "2026-12-31T22:30:00Z"],
  ["00:30 on 1 March 2028 in Lagos, the day after 29 February", "2028-02-29T23:30:00Z"],
])("the demo people as of %s", (_why, instant) => {
  it("are seeded with every booking state and a balanced ledger", async () => {
    const { db } = await freshDatabase();
    const now = new Date(instant);
    const people = (await seedDemoPeople(db, { now }))!;
    const bookings = await bookingsOf(db, people.renter);
    expect(new Set(bookings.map((b) => b.status))).toEqual(new Set(BOOKING_STATUSES));
    const [late] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from booking_events where at > ${now.toISOString()}::timestamptz`));
    expect(late!.n).toBe(0);
    const [total] = rowsOf<{ sum: number }>(await db.execute(sql`select coalesce(sum(amount_kobo), 0)::float8 as sum from ledger_entries`));
    expect(total!.sum).toBe(0);
  }, 90_000);
});
