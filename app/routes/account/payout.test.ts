// /account's payout account forms as a browser posts them without JavaScript: step 1 answers the account's name and saves
// nothing; step 2 needs the password (a wrong one gives the form back with the account, never the password) and
// redirects to the saved notice, "add" the first time and "change" after.
import { describe, expect, it } from "vitest";
import { cookieOf, meta } from "../../../server/testing/accounts";
import { apiHarness } from "../../../server/testing/http";
import { nuban } from "../../../server/testing/payouts";
import { sandboxAccountName } from "../../../server/features/payouts/sandbox-transfers";
import type { Route } from "./+types/index";
import { action, loader } from "./index";
import { testContext } from "../../../server/testing/page-context";

const h = await apiHarness();
const GTB = "058";

async function person() {
  const password = `egusi-${Math.random().toString(36).slice(2, 8)}-soup`;
  const { headers } = await h.services.accounts.signUp({ name: "Kemi Adeyemi", email: `form-payee-${Math.random().toString(36).slice(2, 8)}@example.com`, password }, meta());
  const cookie = cookieOf(headers);
  const { session } = await h.services.accounts.getSession(meta(cookie));
  const context = testContext({ services: h.services, log: () => {}, siteUrl: "http://localhost", session, meta: meta(cookie) });
  return { id: session!.user.id, password, context };
}
type Person = Awaited<ReturnType<typeof person>>;
type Answer = { data: { ok: boolean; checked?: Record<string, string>; errors?: Record<string, string>; values?: Record<string, string> }; init: { status?: number } | null };
const post = async (p: Person, fields: Record<string, string>) =>
  (await action({ request: new Request("http://localhost/account", { method: "POST", body: new URLSearchParams(fields) }), params: {}, context: p.context } as unknown as Route.ActionArgs)) as unknown as Answer & Response;
const page = (p: Person) => loader({ request: new Request("http://localhost/account"), params: {}, context: p.context } as unknown as Route.LoaderArgs);

describe("/account: payout account", () => {
  it("step 1 shows the account's name and saves nothing; step 2 saves it with the password", async () => {
    const p = await person();
    expect((await page(p)).payoutAccount).toBeNull();
    expect((await page(p)).banks).toContainEqual({ code: GTB, name: "Guaranty Trust Bank" });
    const number = nuban(GTB, "987654321");
    const checked = await post(p, { intent: "payout-check", bankCode: GTB, accountNumber: `${number.slice(0, 3)}-${number.slice(3)}` });
    expect(checked.data).toMatchObject({ ok: true, checked: { bankCode: GTB, bankName: "Guaranty Trust Bank", accountNumber: number, accountName: sandboxAccountName(GTB, number) } });
    expect((await page(p)).payoutAccount).toBeNull();

    const wrong = await post(p, { intent: "payout-save", bankCode: GTB, accountNumber: number, accountName: "X", bankName: "Y", currentPassword: "wrong-password-here" });
    expect(wrong.init?.status).toBe(400);
    expect(wrong.data.errors).toMatchObject({ currentPassword: "Your current password is not correct" });
    expect(wrong.data.values).toMatchObject({ bankCode: GTB, accountNumber: number });
    expect(wrong.data.values).not.toHaveProperty("currentPassword");
    expect((await page(p)).payoutAccount).toBeNull();

    const saved = await post(p, { intent: "payout-save", bankCode: GTB, accountNumber: number, accountName: "NOT THE BANK'S", bankName: "Y", currentPassword: p.password });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/account?saved=payout-add#payout-account");
    // The bank's name is saved, never the one the form sent back.
    expect((await page(p)).payoutAccount).toMatchObject({ bankName: "Guaranty Trust Bank", accountName: sandboxAccountName(GTB, number), maskedAccountNumber: `••••••${number.slice(-4)}`, payoutsHeldUntil: null });

    const changed = await post(p, { intent: "payout-save", bankCode: "50515", accountNumber: "6012345678", currentPassword: p.password });
    expect(changed.headers.get("location")).toBe("/account?saved=payout-change#payout-account");
    expect((await page(p)).payoutAccount?.payoutsHeldUntil).not.toBeNull();
  });

  it("bad input and unknown accounts come back beside their fields, with what was typed", async () => {
    const p = await person();
    const short = await post(p, { intent: "payout-check", bankCode: "", accountNumber: "12345" });
    expect(short.data.errors).toMatchObject({ bankCode: "Choose your bank from the list", accountNumber: "Enter the 10-digit account number (NUBAN), digits only" });
    expect(short.data.values).toMatchObject({ accountNumber: "12345" });
    const unknown = await post(p, { intent: "payout-check", bankCode: "999991", accountNumber: "9010000000" });
    expect(unknown.init?.status).toBe(422);
    expect(unknown.data.errors).toMatchObject({ accountNumber: "PalmPay has no account with this number. Check the number and the bank." });
    expect(unknown.data.values).toMatchObject({ bankCode: "999991", accountNumber: "9010000000" });
  });
});
