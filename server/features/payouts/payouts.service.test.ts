// Payout accounts in the sandbox: the bank list, the NUBAN check digit, deterministic look-ups, and saving with the
// password again: a first account without a hold, a change with a 24-hour hold and one e-mail, refusals saving nothing.
import { describe, expect, it } from "vitest";
import { nubanCheckDigit, passesNubanCheck } from "../../../core/payouts";
import { InvalidError, RateLimitedError, UnprocessableError } from "../../errors";
import { LIMITS } from "../accounts/rate-limit";
import { nuban, payoutsHarness } from "../../testing/payouts";
import { sandboxAccountName } from "./sandbox-transfers";

// The e-mail's subject in English (each e-mail is in its reader's language).
const PAYOUT_CHANGED_SUBJECT = "Your payout account was changed";

const h = await payoutsHarness();
const { payouts } = h;
const outboxTo = (to: string) => h.services.outbox.list({ to });
const GTB = "058";

describe("the sandbox's banks", () => {
  it("lists real Nigerian banks under the codes Paystack gives them", async () => {
    const banks = new Map((await payouts.banks()).map((b) => [b.code, b.name]));
    expect(Object.fromEntries(["044", "058", "057", "011", "033", "070", "032", "232", "035", "221", "050", "214", "082", "076", "50211", "999992", "999991", "50515"].map((c) => [c, banks.get(c)]))).toEqual({
      "044": "Access Bank",
      "058": "Guaranty Trust Bank",
      "057": "Zenith Bank",
      "011": "First Bank of Nigeria",
      "033": "United Bank For Africa",
      "070": "Fidelity Bank",
      "032": "Union Bank of Nigeria",
      "232": "Sterling Bank",
      "035": "Wema Bank",
      "221": "Stanbic IBTC Bank",
      "050": "Ecobank Nigeria",
      "214": "First City Monument Bank",
      "082": "Keystone Bank",
      "076": "Polaris Bank",
      "50211": "Kuda Bank",
      "999992": "OPay Digital Services Limited (OPay)",
      "999991": "PalmPay",
      "50515": "Moniepoint MFB",
    });
    expect(new Set(banks.keys()).size).toBe(banks.size);
  });
});

describe("the NUBAN check digit", () => {
  it("matches the CBN's worked example (First Bank, serial 000001457 → 0000014579)", () => {
    expect(nubanCheckDigit("011", "000001457")).toBe(9);
    expect(passesNubanCheck("011", "0000014579")).toBe(true);
    expect(passesNubanCheck("011", "0000014578")).toBe(false);
  });
  it("is not applied to banks whose numbers it does not describe (Kuda, OPay, ALAT)", () => {
    for (const code of ["50211", "999992", "035A"]) expect(passesNubanCheck(code, "2012345678")).toBe(true);
  });
});

describe("looking an account up", () => {
  it("gives the same made-up name for the same account every time, and different names for different accounts", async () => {
    const person = await h.join();
    const number = nuban(GTB, "012345678");
    const first = await payouts.check(person.session.user.id, { bankCode: GTB, accountNumber: number });
    expect(first).toEqual({ bankCode: GTB, bankName: "Guaranty Trust Bank", accountNumber: number, accountName: sandboxAccountName(GTB, number) });
    expect(first.accountName).toMatch(/^[A-Z]+ [A-Z]+ [A-Z]+$/);
    expect((await payouts.check(person.session.user.id, { bankCode: GTB, accountNumber: number })).accountName).toBe(first.accountName);
    const names = new Set(["111111111", "222222222", "333333333", "444444444"].map((s) => sandboxAccountName(GTB, nuban(GTB, s))));
    expect(names.size).toBeGreaterThan(1);
  });

  it("refuses a number ending in 0000 (the sandbox's unknown account), a wrong check digit and an unknown bank", async () => {
    const { session } = await h.join();
    const unknown = await payouts.check(session.user.id, { bankCode: "50211", accountNumber: "2012340000" }).catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(UnprocessableError);
    expect((unknown as UnprocessableError).fields).toEqual({ accountNumber: "Kuda Bank has no account with this number. Check the number and the bank." });
    const valid = nuban(GTB, "012345678");
    const wrongDigit = `${valid.slice(0, 9)}${(Number(valid[9]) + 1) % 10}`;
    const digit = await payouts.check(session.user.id, { bankCode: GTB, accountNumber: wrongDigit }).catch((e: unknown) => e);
    expect(digit).toBeInstanceOf(InvalidError);
    expect((digit as InvalidError).fields).toHaveProperty("accountNumber");
    const bank = await payouts.check(session.user.id, { bankCode: "999", accountNumber: "0123456789" }).catch((e: unknown) => e);
    expect((bank as InvalidError).fields).toEqual({ bankCode: "Choose your bank from the list" });
  });
});

describe("the look-up limit", () => {
  it("refuses look-ups past the hour's limit: each one reads a name on someone's account", async () => {
    const { session } = await h.join();
    const number = nuban(GTB, "600000006");
    for (let i = 0; i < LIMITS.payoutLookupAccount.limit; i++) await payouts.check(session.user.id, { bankCode: GTB, accountNumber: number });
    await expect(payouts.check(session.user.id, { bankCode: GTB, accountNumber: number })).rejects.toBeInstanceOf(RateLimitedError);
    // Another person is not held back by it.
    expect((await payouts.check((await h.join()).session.user.id, { bankCode: GTB, accountNumber: number })).accountName).toBe(sandboxAccountName(GTB, number));
  });
});

describe("saving a payout account", () => {
  it("needs the current password: a wrong one saves nothing", async () => {
    const p = await h.join();
    const wrong = payouts.save(p.session, { bankCode: GTB, accountNumber: nuban(GTB, "100000001"), currentPassword: "not-my-password" }, p.meta());
    await expect(wrong).rejects.toMatchObject({ fields: { currentPassword: "Your current password is not correct" } });
    expect(await payouts.get(p.session.user.id)).toBeNull();
  });

  it("saves the first account without a hold or an e-mail, with the looked-up name and a sandbox recipient", async () => {
    const p = await h.join();
    const number = nuban(GTB, "200000002");
    const { account, added, changed } = await payouts.save(p.session, { bankCode: GTB, accountNumber: number, currentPassword: p.password }, p.meta());
    expect({ added, changed }).toEqual({ added: true, changed: false });
    expect(account).toMatchObject({ bankCode: GTB, bankName: "Guaranty Trust Bank", accountName: sandboxAccountName(GTB, number), accountNumberLast4: number.slice(-4), maskedAccountNumber: `••••••${number.slice(-4)}`, payoutsHeldUntil: null });
    expect(JSON.stringify(account)).not.toContain(number);
    const row = (await h.db.query.payoutAccounts.findFirst({ where: (t, { eq }) => eq(t.userId, p.session.user.id) }))!;
    expect(row).toMatchObject({ provider: "sandbox", accountNumber: number });
    expect(row.recipientCode).toMatch(/^RCP_sandbox_[0-9a-f]{16}$/);
    expect(await outboxTo(p.email)).toEqual(expect.not.arrayContaining([expect.objectContaining({ subject: PAYOUT_CHANGED_SUBJECT })]));
  });

  it("a change holds payouts for 24 hours and e-mails the owner once, with the bank and last four digits", async () => {
    const p = await h.join("Tunde Bakare");
    const before = nuban(GTB, "300000003");
    await payouts.save(p.session, { bankCode: GTB, accountNumber: before, currentPassword: p.password }, p.meta());
    const start = Date.now();
    const { account, changed } = await payouts.save(p.session, { bankCode: "50211", accountNumber: "2098765432", currentPassword: p.password }, p.meta());
    expect(changed).toBe(true);
    expect(account).toMatchObject({ bankName: "Kuda Bank", accountNumberLast4: "5432" });
    const held = new Date(account.payoutsHeldUntil!).getTime();
    expect(held - start).toBeGreaterThanOrEqual(24 * 3_600_000 - 1_000);
    expect(held - start).toBeLessThanOrEqual(24 * 3_600_000 + 60_000);
    const mails = (await outboxTo(p.email)).filter((m) => m.subject === PAYOUT_CHANGED_SUBJECT);
    expect(mails).toHaveLength(1);
    const mail = (await h.services.outbox.get(mails[0]!.id))!;
    expect(mail.text).toContain("Kuda Bank, account ending 5432");
    expect(mail.text).toContain(`Guaranty Trust Bank, account ending ${before.slice(-4)}`);
    expect(mail.text).toMatch(/If you did not make this change/);
    expect(mail.text).not.toContain("2098765432");

    // Saving the same account again changes nothing that matters: no new e-mail, the hold stays as it was.
    const again = await payouts.save(p.session, { bankCode: "50211", accountNumber: "2098765432", currentPassword: p.password }, p.meta());
    expect(again.changed).toBe(false);
    expect(again.account.payoutsHeldUntil).toBe(account.payoutsHeldUntil);
    expect((await outboxTo(p.email)).filter((m) => m.subject === PAYOUT_CHANGED_SUBJECT)).toHaveLength(1);
  });

  it("refuses an account the bank does not know and keeps the saved one", async () => {
    const p = await h.join();
    const number = nuban(GTB, "400000004");
    await payouts.save(p.session, { bankCode: GTB, accountNumber: number, currentPassword: p.password }, p.meta());
    const refused = payouts.save(p.session, { bankCode: "999992", accountNumber: "8010000000", currentPassword: p.password }, p.meta());
    await expect(refused).rejects.toBeInstanceOf(UnprocessableError);
    expect(await payouts.get(p.session.user.id)).toMatchObject({ bankCode: GTB, accountNumberLast4: number.slice(-4), payoutsHeldUntil: null });
  });
});

describe("deleting the account", () => {
  it("removes the payout account with it", async () => {
    const p = await h.join();
    await payouts.save(p.session, { bankCode: GTB, accountNumber: nuban(GTB, "500000005"), currentPassword: p.password }, p.meta());
    await h.services.accounts.deleteAccount(p.session, { currentPassword: p.password }, p.meta());
    expect(await payouts.get(p.session.user.id)).toBeNull();
  });
});
