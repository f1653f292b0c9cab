// The admin area's money pages as a browser posts them: the claim form's naira box refuses what is not an amount and
// more than the claim, beside the box, deciding nothing; a good post decides it once. On a booking's page support's
// cancel is refused (403, said on the page) and the booking stays as it was; an admin's cancel says the refund.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { CurrentSession } from "../../../server/features/accounts/accounts.service";
import { rowsOf } from "../../../server/db/rows";
import { disputedClaim, paidBooking } from "../../../server/testing/claims";
import { paymentsHarness, type PaymentsHarness } from "../../../server/testing/payments";
import { action as bookingAction } from "./bookings.$id";
import { action as claimAction } from "./claims.$id";
import { testContext } from "../../../server/testing/page-context";

let h: PaymentsHarness;
beforeAll(async () => {
  h = await paymentsHarness();
  await h.db.execute(sql`insert into users (id, name, email, role, two_factor_enabled) values ('ada', 'Ada Admin', 'ada@example.com', 'admin', true), ('sade', 'Sade Support', 'sade@example.com', 'support', true)`);
});

const session = (id: "ada" | "sade"): CurrentSession => ({
  token: "t",
  user: { id, name: id, email: `${id}@example.com`, emailVerified: true, image: null, role: id === "ada" ? "admin" : "support", twoFactorEnabled: true },
});
function post<A extends (args: never) => unknown>(act: A, who: "ada" | "sade", params: Record<string, string>, form: Record<string, string>) {
  const request = new Request("http://localhost/admin", { method: "POST", body: new URLSearchParams(form) });
  const args = { request, params, context: testContext({ services: h.services, log: () => {}, session: session(who), meta: { ip: "10.0.0.1", headers: new Headers() } }) };
  return (act as unknown as (a: unknown) => Promise<{ data?: { errors?: Record<string, string> }; init?: { status?: number }; ok?: boolean; message?: string }>)(args);
}
const decisions = async () => rowsOf<{ n: number }>(await h.db.execute(sql`select count(*)::int as n from audit_log where action = 'claim.decide'`))[0]!.n;

describe("the claim page's decision", () => {
  it("refuses what is not a naira amount, and more than the claim, beside the box; then decides once", async () => {
    const { claimId } = await disputedClaim(h);
    const params = { id: String(claimId) };
    const note = "The pick-up photos show the scratch already.";
    for (const [amount, message] of [
      ["", /^Enter the amount for the owner, in naira/],
      ["ten thousand", /^Enter the amount in naira, like 12500/],
      ["12.505", /^Enter the amount in naira, like 12500/],
      ["4,000.01", /^The most the owner can get is the ₦4,000 claimed$/],
    ] as const) {
      const r = await post(claimAction, "ada", params, { amount, note });
      expect([amount, r.init?.status, r.data?.errors?.amount]).toEqual([amount, 400, expect.stringMatching(message)]);
    }
    const noReason = await post(claimAction, "ada", params, { amount: "100" });
    expect(noReason.data?.errors?.note).toMatch(/reason|why/i);
    expect(await decisions()).toBe(0);
    const ok = await post(claimAction, "ada", params, { amount: "₦1,500.50", note });
    expect(ok).toMatchObject({ ok: true, message: expect.stringMatching(/^Decided: ₦1,500\.50 to the owner/) });
    expect((await h.services.claims.byId(claimId))?.settledAmountKobo).toBe(150_050);
    expect(await decisions()).toBe(1);
  });
});

describe("a booking page's cancel", () => {
  it("is refused to support (nothing changes) and done for an admin, with the refund it gave", async () => {
    const { b } = await paidBooking(h);
    const form = { intent: "cancel", bookingId: String(b.id), expectRefundKobo: String(b.totalKobo), reason: "The owner cannot hand over" };
    const refused = await post(bookingAction, "sade", { id: String(b.id) }, form);
    expect([refused.init?.status, refused.data?.errors?.form]).toEqual([403, "Only an admin can decide or move money"]);
    expect(await h.statusOf(b.id)).toBe("confirmed");
    const done = await post(bookingAction, "ada", { id: String(b.id) }, form);
    expect(done).toMatchObject({ ok: true, message: expect.stringMatching(/^Booking \d+ is cancelled; ₦[\d,]+ is being refunded to the renter/) });
    expect(await h.statusOf(b.id)).toBe("cancelled");
  });
});
