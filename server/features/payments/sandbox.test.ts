// Paying through the sandbox, end to end over real HTTP: the checkout opens a sandbox charge, Pay or Decline answers it and
// delivers a signed webhook to Haya's own address (never one taken from the request), the browser goes back to a path on
// the same site, the return verifies, and only the renter may start a checkout.
import { beforeAll, describe, expect, it } from "vitest";
import { ConflictError, NotFoundError } from "../../errors";
import { createServices } from "../../services";
import { paymentsHarness, type PaymentsHarness } from "../../testing/payments";

let h: PaymentsHarness;
beforeAll(async () => {
  h = await paymentsHarness();
});

/** Payments on the harness's database with Haya's own address set to `baseUrl`, as server/serve.ts sets it (the harness sets none). */
const servedAt = (baseUrl: string) =>
  createServices(h.db, { baseUrl, log: (level, msg, fields) => h.logs.push({ level, msg, ...(fields ? { fields } : {}) }) }).payments;

describe("sandbox checkout", () => {
  it("Pay: the webhook confirms the booking, the return says success, one payment posting of the whole total", async () => {
    const b = await h.booking();
    const payments = servedAt(h.origin);
    const { url, reference } = await payments.startCheckout({ bookingId: b.id, renterId: "renter" });
    expect(url).toBe(`${h.origin}/checkout/sandbox/${reference}`);
    expect(await h.payments.sandboxCheckout(reference)).toMatchObject({ amountKobo: b.totalKobo, title: "Canon EOS R5", startDate: b.startDate, endDate: b.endDate, status: "pending" });

    const { returnUrl } = await payments.answerSandbox(reference, "success");
    expect(returnUrl).toBe(`/payments/return?reference=${reference}`);
    // The webhook has already confirmed it, before the browser comes back.
    expect(await h.statusOf(b.id)).toBe("confirmed");
    expect(await h.payments.settle(reference)).toEqual({ bookingId: b.id, status: "success" });
    const summary = await h.payments.summary(b.id);
    expect(summary).toMatchObject({ paid: { amountKobo: b.totalKobo, provider: "sandbox", reference }, refunds: [] });

    expect(await h.postingsOf(b.id)).toEqual([
      {
        kind: "payment",
        lines: {
          provider_cash: b.totalKobo,
          owner_payable: -b.ownerPayoutKobo,
          haya_commission: -b.ownerCommissionKobo,
          haya_service_fee: -b.serviceFeeKobo,
          vat_payable: -b.vatKobo,
          deposits_held: -b.depositKobo,
        },
      },
    ]);
    // A second click finds the charge answered: nothing more happens.
    await h.payments.answerSandbox(reference, "failed");
    expect(await h.payments.settle(reference)).toEqual({ bookingId: b.id, status: "success" });
    expect(await h.postingsOf(b.id)).toHaveLength(1);
    await h.expectBalanced();
  });

  it("Decline: the payment fails, the booking still waits, and a new attempt can pay it", async () => {
    const b = await h.booking();
    const first = await h.payments.startCheckout({ bookingId: b.id, renterId: "renter" });
    await servedAt(h.origin).answerSandbox(first.reference, "failed");
    expect(await h.paymentOf(first.reference)).toMatchObject({ status: "failed" });
    expect(await h.payments.settle(first.reference)).toEqual({ bookingId: b.id, status: "failed" });
    expect(await h.statusOf(b.id)).toBe("awaiting_payment");
    expect(await h.postingsOf(b.id)).toEqual([]);

    const second = await h.payments.startCheckout({ bookingId: b.id, renterId: "renter" });
    expect(second.reference).not.toBe(first.reference);
    await servedAt(h.origin).answerSandbox(second.reference, "success");
    expect(await h.statusOf(b.id)).toBe("confirmed");
    await h.expectBalanced();
  });

  it("the return verifies when the webhook could not be delivered", async () => {
    const b = await h.booking();
    // Haya's own address is unreachable (nothing listens on port 9 here).
    const payments = servedAt("http://127.0.0.1:9");
    const { reference } = await payments.startCheckout({ bookingId: b.id, renterId: "renter" });
    await payments.answerSandbox(reference, "success");
    expect(await h.statusOf(b.id)).toBe("awaiting_payment");
    expect(h.logs.some((l) => l.msg === "sandbox webhook not delivered")).toBe(true);
    expect(await h.payments.settle(reference)).toEqual({ bookingId: b.id, status: "success" });
    expect(await h.statusOf(b.id)).toBe("confirmed");
    await h.expectBalanced();
  });

  it("a checkout opened through a hostile Host header still returns to a path on this site and notifies Haya's own address", async () => {
    const b = await h.booking();
    const { reference } = await servedAt(h.origin).startCheckout({ bookingId: b.id, renterId: "renter" });
    const { returnUrl } = await servedAt(h.origin).answerSandbox(reference, "success");
    expect(returnUrl).toBe(`/payments/return?reference=${reference}`);
    // The webhook reached Haya (the harness's server) before the browser comes back.
    expect(await h.statusOf(b.id)).toBe("confirmed");
    expect(h.logs.filter((l) => l.fields?.reference === reference).map((l) => l.msg)).not.toContain("sandbox webhook not delivered");
    await h.expectBalanced();
  });

  it("without Haya's own address configured, no webhook is sent anywhere; the return verifies", async () => {
    const b = await h.booking();
    const { reference } = await h.payments.startCheckout({ bookingId: b.id, renterId: "renter" });
    await h.payments.answerSandbox(reference, "success");
    expect(await h.statusOf(b.id)).toBe("awaiting_payment");
    expect(h.logs.some((l) => l.msg === "sandbox webhook not sent: Haya's own address is not configured" && l.fields?.reference === reference)).toBe(true);
    expect(await h.payments.settle(reference)).toEqual({ bookingId: b.id, status: "success" });
  });

  it("only the renter, and only while awaiting payment, can start a checkout; nothing is written otherwise", async () => {
    const b = await h.booking();
    for (const renterId of ["renter2", "owner"]) {
      const e = await h.payments.startCheckout({ bookingId: b.id, renterId }).catch((x: unknown) => x);
      expect(e).toBeInstanceOf(NotFoundError);
      expect((e as Error).message).toBe("Booking not found");
    }
    expect(await h.payments.startCheckout({ bookingId: 999_999, renterId: "renter" }).catch((x: unknown) => x)).toBeInstanceOf(NotFoundError);

    const requested = await h.booking({ mode: "request" });
    const e = await h.payments.startCheckout({ bookingId: requested.id, renterId: "renter" }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ConflictError);
    expect((e as Error).message).toBe("The owner has not accepted this request yet");

    const { reference } = await h.payments.startCheckout({ bookingId: b.id, renterId: "renter" });
    await servedAt(h.origin).answerSandbox(reference, "success");
    const paid = await h.payments.startCheckout({ bookingId: b.id, renterId: "renter" }).catch((x: unknown) => x);
    expect((paid as Error).message).toBe("This booking is already paid");
    expect(await h.payments.summary(requested.id)).toEqual({ paid: null, refunds: [] });
  });

  it("an unknown reference is not found on the page, its answer, or its return", async () => {
    for (const call of [() => h.payments.sandboxCheckout("nope"), () => h.payments.answerSandbox("nope", "success"), () => h.payments.settle("nope")])
      expect(await call().catch((x: unknown) => x)).toBeInstanceOf(NotFoundError);
  });
});
