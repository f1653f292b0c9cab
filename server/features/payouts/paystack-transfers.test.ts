// Payout accounts through Paystack, against the local fake speaking its documented API: the bank list (followed page by
// page, then cached), account look-ups (valid, unknown), recipients (type nuban, NGN), and a provider that fails or
// cannot be reached: a clear "try again" (503 at the edge) and nothing saved.
import { describe, expect, it } from "vitest";
import { UnavailableError, UnprocessableError } from "../../errors";
import { createServices } from "../../services";
import { nuban, payoutsHarness } from "../../testing/payouts";
import { NIGERIAN_BANKS } from "./nigerian-banks";
import { m } from "../../../core/paraglide/messages";

// What the code under test says, in English (it speaks the request's language).
const BANKS_UNAVAILABLE = m.err_banks_unavailable({}, { locale: "en" });
const PROVIDER_UNAVAILABLE = m.err_payout_provider_unavailable({}, { locale: "en" });

const h = await payoutsHarness({ paystack: true });
const fake = h.fake!;
const { payouts } = h;
const ZENITH = "057";

describe("Paystack's bank list", () => {
  it("is read page by page (GET /bank?country=nigeria, by cursor) and kept for later calls", async () => {
    const banks = await payouts.banks();
    expect(banks.map((b) => b.code).sort()).toEqual(NIGERIAN_BANKS.map((b) => b.code).sort());
    expect(banks.find((b) => b.code === "058")?.name).toBe("Guaranty Trust Bank");
    const pages = fake.calls.filter((c) => c === "GET /bank").length;
    expect(pages).toBe(Math.ceil(NIGERIAN_BANKS.length / 50));
    await payouts.banks();
    expect(fake.calls.filter((c) => c === "GET /bank")).toHaveLength(pages);
  });

  it("a list Paystack cannot give is a clear 'try again', and the next call asks again", async () => {
    const fresh = createServices(h.db, { paystack: { secretKey: fake.secretKey, baseUrl: fake.baseUrl } }).payouts;
    fake.failCalls("GET /bank", 1);
    await expect(fresh.banks()).rejects.toEqual(new UnavailableError(BANKS_UNAVAILABLE));
    expect((await fresh.banks()).length).toBe(NIGERIAN_BANKS.length);
  });
});

describe("looking an account up at Paystack (GET /bank/resolve)", () => {
  it("answers the name the bank holds for a valid account", async () => {
    const p = await h.join();
    const number = nuban(ZENITH, "221234567");
    fake.addBankAccount(ZENITH, number, "OKONKWO CHIDINMA ADAEZE");
    expect(await payouts.check(p.session.user.id, { bankCode: ZENITH, accountNumber: number })).toEqual({
      bankCode: ZENITH,
      bankName: "Zenith Bank",
      accountNumber: number,
      accountName: "OKONKWO CHIDINMA ADAEZE",
    });
  });

  it("an account the bank does not know (Paystack's 422) is the owner's mistake, named beside the number", async () => {
    const p = await h.join();
    const refused = await payouts.check(p.session.user.id, { bankCode: ZENITH, accountNumber: nuban(ZENITH, "229999999") }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(UnprocessableError);
    expect((refused as UnprocessableError).fields).toEqual({ accountNumber: "Zenith Bank has no account with this number. Check the number and the bank." });
  });
});

describe("saving as a Paystack transfer recipient (POST /transferrecipient)", () => {
  it("creates a nuban recipient in NGN with the resolved name and keeps its code", async () => {
    const p = await h.join();
    const number = nuban(ZENITH, "231234567");
    fake.addBankAccount(ZENITH, number, "ADEYEMI FOLAKE");
    const { account } = await payouts.save(p.session, { bankCode: ZENITH, accountNumber: number, currentPassword: p.password }, p.meta());
    expect(account).toMatchObject({ bankName: "Zenith Bank", accountName: "ADEYEMI FOLAKE", accountNumberLast4: number.slice(-4) });
    const sent = fake.recipients.at(-1)!;
    expect(sent).toMatchObject({ type: "nuban", name: "ADEYEMI FOLAKE", account_number: number, bank_code: ZENITH, currency: "NGN" });
    const row = await h.db.query.payoutAccounts.findFirst({ where: (t, { eq }) => eq(t.userId, p.session.user.id) });
    expect(row).toMatchObject({ provider: "paystack", recipientCode: sent.recipient_code });
  });

  it("a failed recipient call saves nothing: the account stays as it was, with no hold and no e-mail", async () => {
    const p = await h.join();
    const first = nuban(ZENITH, "241234567");
    const second = nuban(ZENITH, "251234567");
    fake.addBankAccount(ZENITH, first, "BELLO HALIMA");
    fake.addBankAccount(ZENITH, second, "BELLO HALIMA");
    await payouts.save(p.session, { bankCode: ZENITH, accountNumber: first, currentPassword: p.password }, p.meta());
    fake.failCalls("POST /transferrecipient", 1);
    const failed = payouts.save(p.session, { bankCode: ZENITH, accountNumber: second, currentPassword: p.password }, p.meta());
    await expect(failed).rejects.toEqual(new UnavailableError(PROVIDER_UNAVAILABLE));
    expect(await payouts.get(p.session.user.id)).toMatchObject({ accountNumberLast4: first.slice(-4), payoutsHeldUntil: null });
    expect((await h.services.outbox.list({ to: p.email })).map((m) => m.subject)).toEqual(["Verify your email for Haya"]);
    expect(h.logs).toContainEqual({ level: "error", msg: "payouts: transfer recipient failed at the provider" });
  });

  it("a look-up Paystack fails on (500) is 'try again', not 'no such account'", async () => {
    const p = await h.join();
    fake.failCalls("GET /bank/resolve", 1);
    await expect(payouts.check(p.session.user.id, { bankCode: ZENITH, accountNumber: nuban(ZENITH, "261234567") })).rejects.toEqual(new UnavailableError(PROVIDER_UNAVAILABLE));
  });

  it("Paystack out of reach, or refusing Haya's key, is 'try again' and saves nothing", async () => {
    const p = await h.join();
    const number = nuban(ZENITH, "271234567");
    fake.addBankAccount(ZENITH, number, "EZE NGOZI");
    const banks = await payouts.banks();
    for (const paystack of [
      { secretKey: fake.secretKey, baseUrl: "http://127.0.0.1:9", timeoutMs: 2_000 },
      { secretKey: "sk_test_not_ours", baseUrl: fake.baseUrl },
    ]) {
      const other = createServices(h.db, { paystack }).payouts;
      await expect(other.banks()).rejects.toBeInstanceOf(UnavailableError);
      expect(banks.length).toBeGreaterThan(0);
    }
    // With the list already known, the look-up itself is what fails.
    const cut = createServices(h.db, { paystack: { secretKey: fake.secretKey, baseUrl: fake.baseUrl } }).payouts;
    await cut.banks();
    fake.failCalls("GET /bank/resolve", 1);
    await expect(cut.save(p.session, { bankCode: ZENITH, accountNumber: number, currentPassword: p.password }, p.meta())).rejects.toBeInstanceOf(UnavailableError);
    expect(await payouts.get(p.session.user.id)).toBeNull();
  });
});
