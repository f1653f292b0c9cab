// The webhook endpoints through the whole Hono app (CSRF guard included): a signed sandbox event is applied, a forged or
// missing signature is a 401 that changes nothing, an unknown reference is a 200, Paystack's endpoint is off without a key.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDaysIso, todayInLagos } from "../../../core/dates";
import { rowsOf } from "../../db/rows";
import { signBody } from "../../features/payments/provider";
import { SANDBOX_SIGNATURE_HEADER, sandboxSecret } from "../../features/payments/sandbox";
import { apiHarness, type ApiHarness } from "../../testing/http";

let h: ApiHarness;
let bookingId: number;
let reference: string;
let secret: string;
beforeAll(async () => {
  h = await apiHarness({ seed: true });
  const renter = await h.join("Renter");
  const [listing] = rowsOf<{ id: number }>(await h.db.execute(sql`update listings set booking_mode = 'instant' where id = (select min(id) from listings where status = 'published') returning id::int as id`));
  const start = addDaysIso(todayInLagos(), 20);
  const b = await h.services.bookings.createBooking({ listingId: listing!.id, renterId: renter.id, startDate: start, endDate: start, pickupTime: "9:00 AM", units: 1 });
  bookingId = b.id;
  // The webhook URL points nowhere: the events below are the ones this test sends.
  ({ reference } = await h.services.payments.startCheckout({ bookingId, renterId: renter.id }));
  secret = await sandboxSecret(h.db);
});

const status = async () => rowsOf<{ status: string }>(await h.db.execute(sql`select status from bookings where id = ${bookingId}`))[0]!.status;
const post = (provider: string, body: string, signature?: string) =>
  h.call("POST", `/payments/webhooks/${provider}`, { body, headers: { "content-type": "application/json", ...(signature === undefined ? {} : { [SANDBOX_SIGNATURE_HEADER]: signature }) } });

describe("POST /api/v1/payments/webhooks/:provider", () => {
  it("refuses a forged or missing signature with 401, and nothing changes", async () => {
    await h.services.payments.answerSandbox(reference, "success");
    const body = JSON.stringify({ event: "charge.success", data: { reference, amount: 1, currency: "NGN", status: "success", id: 1 } });
    for (const sig of [signBody(body, "wrong"), "zz", undefined]) {
      const res = await post("sandbox", body, sig);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ error: "invalid_signature" });
    }
    expect(await status()).toBe("awaiting_payment");
  });

  it("applies a signed event (by verifying it), and answers a repeat the same", async () => {
    const body = JSON.stringify({ event: "charge.success", data: { reference, status: "success" } });
    for (let i = 0; i < 2; i++) {
      const res = await post("sandbox", body, signBody(body, secret));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true, outcome: "success" });
    }
    expect(await status()).toBe("confirmed");
    const [sum] = rowsOf<{ n: number; s: number }>(await h.db.execute(sql`select count(distinct journal_id)::int as n, coalesce(sum(amount_kobo), 0)::float8 as s from ledger_entries where booking_id = ${bookingId}`));
    expect(sum).toEqual({ n: 1, s: 0 });
  });

  it("acknowledges an unknown reference; refuses a body that is not an event; Paystack's endpoint is off without a key", async () => {
    const unknown = JSON.stringify({ event: "charge.success", data: { reference: "haya-0-none" } });
    const res = await post("sandbox", unknown, signBody(unknown, secret));
    expect([res.status, await res.json()]).toEqual([200, { received: true, outcome: "ignored: unknown reference" }]);
    expect((await post("sandbox", "not json", signBody("not json", secret))).status).toBe(400);
    expect((await post("paystack", unknown)).status).toBe(404);
  });
});
