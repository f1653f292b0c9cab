// Payout account tests' set-up: a fresh database, the whole service set (sandbox, or Paystack at a local fake), people
// who join through the real accounts service, and valid account numbers for banks with a NUBAN check digit.
import { afterAll } from "vitest";
import { nubanCheckDigit } from "../../core/payouts";
import { createServices, type ServiceOptions } from "../services";
import { cookieOf, meta } from "./accounts";
import { freshDatabase } from "./db";
import { fakePaystack, type FakePaystack } from "./fake-paystack";

/** A 10-digit account number at a bank with a 3-digit code whose check digit is right: `serial` is its first 9 digits. */
export const nuban = (bankCode: string, serial: string) => `${serial}${nubanCheckDigit(bankCode, serial)}`;

export async function payoutsHarness(opts: { paystack?: boolean; services?: ServiceOptions } = {}) {
  const { db } = await freshDatabase({ seed: false });
  const fake: FakePaystack | undefined = opts.paystack ? await fakePaystack() : undefined;
  afterAll(() => fake?.close());
  const logs: { level: string; msg: string }[] = [];
  const services = createServices(db, {
    paystack: fake ? { secretKey: fake.secretKey, baseUrl: fake.baseUrl, timeoutMs: 2_000 } : undefined,
    log: (level, msg) => logs.push({ level, msg }),
    ...opts.services,
  });
  let seq = 0;
  /** Joins a new person; answers their session, the request metadata of their browser, and their password. */
  async function join(name = "Ngozi Eze") {
    const email = `payee${++seq}-${Math.random().toString(36).slice(2, 7)}@example.com`;
    const password = `ogbono-${seq}-soup-pot`;
    const { headers } = await services.accounts.signUp({ name, email, password }, meta());
    const cookie = cookieOf(headers);
    const { session } = await services.accounts.getSession(meta(cookie));
    return { session: session!, meta: () => meta(cookie), password, email, cookie };
  }
  return { db, services, payouts: services.payouts, fake, logs, join };
}
