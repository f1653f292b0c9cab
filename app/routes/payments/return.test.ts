// The sandbox page and the return page as the browser uses them: the page shows the charge, Pay posts and is sent back
// to /payments/return, which settles and goes on to the booking with the result (success, failed, pending, refunded or
// flagged: only a failure says nothing was charged); unknown references are 404s.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { paymentsHarness, type PaymentsHarness } from "../../../server/testing/payments";
import type { Route as CheckoutRoute } from "../checkout/+types/sandbox.$reference";
import type { Route as ReturnRoute } from "./+types/return";
import { action as answer, loader as checkoutPage } from "~/routes/checkout/sandbox.$reference";
import { loader as returnPage } from "./return";
import { testContext } from "../../../server/testing/page-context";

let h: PaymentsHarness;
beforeAll(async () => {
  h = await paymentsHarness();
});

const context = () => testContext({ services: h.services, log: () => {}, session: null });
const visit = (path: string) => returnPage({ request: new Request(`${h.origin}${path}`), params: {}, context: context() } as unknown as ReturnRoute.LoaderArgs);
function press(reference: string, outcome: string) {
  const request = new Request(`${h.origin}/checkout/sandbox/${reference}`, { method: "POST", body: new URLSearchParams({ outcome }) });
  return answer({ request, params: { reference }, context: context() } as unknown as CheckoutRoute.ActionArgs);
}
const statusOf = async (p: Promise<unknown>) => ((await p.then(() => undefined, (e: unknown) => e)) as { init?: { status?: number } } | undefined)?.init?.status;
const location = (r: unknown) => (r as Response).headers.get("Location");

describe("sandbox page and return page", () => {
  it("Pay → return → the booking page with payment=success", async () => {
    const b = await h.booking();
    const { reference } = await h.payments.startCheckout({ bookingId: b.id, renterId: "renter" });
    const page = await checkoutPage({ params: { reference }, context: context() } as unknown as CheckoutRoute.LoaderArgs);
    expect(page.checkout).toMatchObject({ amountKobo: b.totalKobo, title: "Canon EOS R5" });
    const back = location(await press(reference, "success"));
    expect(back).toBe(`/payments/return?reference=${reference}`);
    expect(location(await visit(`/payments/return?reference=${reference}`))).toBe(`/bookings/${b.id}?payment=success`);
    // Paystack's way of coming back.
    expect(location(await visit(`/payments/return?trxref=${reference}&reference=${reference}`))).toBe(`/bookings/${b.id}?payment=success`);
  });

  it("a checkout opened through a hostile Host header is sent back to a path on this site", async () => {
    const b = await h.booking();
    const { reference } = await h.payments.startCheckout({ bookingId: b.id, renterId: "renter" });
    expect(location(await press(reference, "success"))).toBe(`/payments/return?reference=${reference}`);
    expect(location(await visit(`/payments/return?reference=${reference}`))).toBe(`/bookings/${b.id}?payment=success`);
  });

  it("Decline → payment=failed, and the booking still waits", async () => {
    const b = await h.booking();
    const { reference } = await h.payments.startCheckout({ bookingId: b.id, renterId: "renter" });
    await press(reference, "failed");
    expect(location(await visit(`/payments/return?reference=${reference}`))).toBe(`/bookings/${b.id}?payment=failed`);
    expect(await h.statusOf(b.id)).toBe("awaiting_payment");
  });

  it("a payment still open at the provider is pending, never failed: the renter is not told to pay again", async () => {
    const b = await h.booking();
    const { reference } = await h.payments.startCheckout({ bookingId: b.id, renterId: "renter" });
    expect(location(await visit(`/payments/return?reference=${reference}`))).toBe(`/bookings/${b.id}?payment=pending`);
    expect(await h.paymentOf(reference)).toMatchObject({ status: "initialized" });
  });

  it("money for a booking no longer open is refunded, and says so", async () => {
    const b = await h.booking();
    const { reference } = await h.payments.startCheckout({ bookingId: b.id, renterId: "renter" });
    await h.services.bookings.cancel(b.id, { actor: "renter", userId: "renter" });
    await press(reference, "success");
    expect(location(await visit(`/payments/return?reference=${reference}`))).toBe(`/bookings/${b.id}?payment=refunded`);
  });

  it("money that does not match the booking is flagged, and says so", async () => {
    const b = await h.booking();
    const { reference } = await h.payments.startCheckout({ bookingId: b.id, renterId: "renter" });
    await h.db.execute(sql`update sandbox_charges set amount_kobo = 100 where reference = ${reference}`);
    await press(reference, "success");
    expect(location(await visit(`/payments/return?reference=${reference}`))).toBe(`/bookings/${b.id}?payment=flagged`);
    expect(await h.statusOf(b.id)).toBe("awaiting_payment");
  });

  it("unknown references and incomplete links are errors that change nothing", async () => {
    expect(await statusOf(visit("/payments/return?reference=nope"))).toBe(404);
    expect(await statusOf(visit("/payments/return"))).toBe(400);
    expect(await statusOf(checkoutPage({ params: { reference: "nope" }, context: context() } as unknown as CheckoutRoute.LoaderArgs))).toBe(404);
    expect(await statusOf(press("nope", "success"))).toBe(404);
    expect(await statusOf(press("nope", "maybe"))).toBe(400);
  });
});
