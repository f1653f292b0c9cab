// Payments tests' set-up: the bookings fixture's database, the whole service set (sandbox, or Paystack at a local fake),
// the HTTP app listening on a free port (webhooks arrive over real HTTP), and ledger checks.
import { getRequestListener } from "@hono/node-server";
import { sql } from "drizzle-orm";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, expect } from "vitest";
import { addDaysIso, todayInLagos } from "../../core/dates";
import { rowsOf } from "../db/rows";
import type { MediaService } from "../features/media/media.service";
import { createApp } from "../http/app";
import { createServices } from "../services";
import { bookingsFixture, type ListingOpts } from "./bookings";
import { fakePaystack, type FakePaystack } from "./fake-paystack";

export async function paymentsHarness(opts: { paystack?: boolean } = {}) {
  const { db, listing } = await bookingsFixture();
  const fake: FakePaystack | undefined = opts.paystack ? await fakePaystack() : undefined;
  const logs: { level: string; msg: string; fields?: Record<string, unknown> }[] = [];
  /** The services' clock: real time unless a test sets it (setClock). */
  let clock: Date | undefined;
  const services = createServices(db, {
    now: () => clock ?? new Date(),
    paystack: fake ? { secretKey: fake.secretKey, baseUrl: fake.baseUrl } : undefined,
    log: (level, msg, fields) => logs.push({ level, msg, ...(fields ? { fields } : {}) }),
  });
  const app = createApp({ services, media: {} as MediaService, build: () => Promise.reject(new Error("no pages here")), log: () => {}, mode: "test" });
  const server = http.createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await fake?.close();
  });

  const today = todayInLagos();
  /** An instant booking by `renter` from today + `start` to today + `end`, awaiting payment. */
  async function booking(o: ListingOpts & { start?: number; end?: number } = {}) {
    const listingId = await listing({ mode: "instant", depositKobo: 1_000_000, ...o });
    return services.bookings.createBooking({
      listingId,
      renterId: "renter",
      startDate: addDaysIso(today, o.start ?? 10),
      endDate: addDaysIso(today, o.end ?? 12),
      pickupTime: "9:00 AM",
      units: 1,
    });
  }

  const statusOf = async (bookingId: number) =>
    rowsOf<{ status: string }>(await db.execute(sql`select status from bookings where id = ${bookingId}`))[0]!.status;
  const paymentOf = async (reference: string) =>
    rowsOf<{ status: string; applied: boolean; note: string }>(await db.execute(sql`select status, applied, note from payments where reference = ${reference}`))[0]!;
  const refundsOf = async (bookingId: number) =>
    rowsOf<{ id: number; amountKobo: number; status: string; reason: string; attempts: number }>(
      await db.execute(sql`select id::int, amount_kobo::float8 as "amountKobo", status, reason, attempts from refunds where booking_id = ${bookingId} order by id`),
    );
  /** The booking's postings (kind, then account → signed kobo), in order. */
  async function postingsOf(bookingId: number) {
    const rows = rowsOf<{ journal: string; kind: string; account: string; amount: number }>(
      await db.execute(sql`select journal_id as journal, kind, account, amount_kobo::float8 as amount from ledger_entries where booking_id = ${bookingId} order by id`),
    );
    const journals = new Map<string, { kind: string; lines: Record<string, number> }>();
    for (const r of rows) {
      const j = journals.get(r.journal) ?? { kind: r.kind, lines: {} };
      j.lines[r.account] = r.amount;
      journals.set(r.journal, j);
    }
    return [...journals.values()];
  }
  /** Every posting sums to zero, and so does the whole ledger. */
  async function expectBalanced() {
    const unbalanced = rowsOf<{ journal: string }>(await db.execute(sql`select journal_id as journal from ledger_entries group by journal_id having sum(amount_kobo) <> 0`));
    expect(unbalanced).toEqual([]);
    const [total] = rowsOf<{ sum: number }>(await db.execute(sql`select coalesce(sum(amount_kobo), 0)::float8 as sum from ledger_entries`));
    expect(total!.sum).toBe(0);
  }
  /** The sum of an account's lines for one booking. */
  async function balance(bookingId: number, account: string) {
    const [r] = rowsOf<{ sum: number }>(await db.execute(sql`select coalesce(sum(amount_kobo), 0)::float8 as sum from ledger_entries where booking_id = ${bookingId} and account = ${account}`));
    return r!.sum;
  }

  /** Moves the services' clock to `at` (undefined: real time again). */
  const setClock = (at: Date | undefined) => {
    clock = at;
  };

  return { db, services, payments: services.payments, fake, origin, logs, today, setClock, booking, statusOf, paymentOf, refundsOf, postingsOf, expectBalanced, balance };
}
export type PaymentsHarness = Awaited<ReturnType<typeof paymentsHarness>>;

/** The harness with Paystack at a local fake, the fake, and Haya's Paystack webhook URL. */
export async function paystackHarness() {
  const h = await paymentsHarness({ paystack: true });
  return { h, fake: h.fake!, hook: `${h.origin}/api/v1/payments/webhooks/paystack` };
}
