// A local stand-in for Paystack's API (node:http on a free port) speaking the endpoints Haya uses with Bearer auth:
// POST /transaction/initialize, GET /transaction/verify/:reference, POST /refund, GET /refund?transaction= (the refunds of
// one transaction, by its id or reference), and for payouts GET /bank?country=nigeria (paged by cursor), GET /bank/resolve
// and POST /transferrecipient, and transfers (fake-paystack-transfers.ts). The test decides each charge's outcome (what verify answers, including a wrong amount or
// currency), which accounts its banks hold, makes refunds or any call fail, and sends signed webhooks.
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { signBody } from "../features/payments/provider";
import { NIGERIAN_BANKS } from "../features/payouts/nigerian-banks";
import { fakeTransfers } from "./fake-paystack-transfers";

export interface FakeTransaction {
  id: number;
  reference: string;
  email: string;
  amount: number;
  currency: string;
  callbackUrl: string;
  metadata: unknown;
  /** What verify says: Paystack's "abandoned" until the customer pays or fails. */
  status: string;
  /** What verify reports as paid (a test may make it differ from what was asked). */
  paidAmount: number;
  paidCurrency: string;
  paidAt: string | null;
  refunded: number;
}

export interface FakeRefund {
  id: number;
  /** The transaction's id, as Paystack's refund objects name it. */
  transaction: number;
  reference: string;
  amount: number;
  /** pending, then processed or failed (refundEvent). */
  status: string;
}

export interface FakeRecipient {
  recipient_code: string;
  type: string;
  name: string;
  account_number: string;
  bank_code: string;
  currency: string;
}

export async function fakePaystack(secretKey = `sk_test_${randomBytes(20).toString("hex")}`) {
  const transactions = new Map<string, FakeTransaction>();
  const refunds: FakeRefund[] = [];
  /** The banks' accounts, by `bankCode:accountNumber`: the name GET /bank/resolve answers. */
  const bankAccounts = new Map<string, string>();
  const recipients: FakeRecipient[] = [];
  const transfers = fakeTransfers((code) => recipients.some((r) => r.recipient_code === code));
  /** Every call that passed the key check, as "METHOD /path" (the query left out). */
  const calls: string[] = [];
  /** "METHOD /path" → how many of its next calls answer 500. */
  const failing = new Map<string, number>();
  let refundErrors = 0;
  let lostAnswers = 0;
  let seq = 0;

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString("utf8")));
    req.on("end", () => {
      const send = (status: number, body: object) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      const [path = "", query = ""] = (req.url ?? "").split("?");
      if (req.headers.authorization !== `Bearer ${secretKey}`) return send(401, { status: false, message: "Invalid key" });
      const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
      const call = `${req.method} ${path}`;
      calls.push(call);
      const fails = failing.get(call) ?? 0;
      if (fails > 0) {
        failing.set(call, fails - 1);
        return send(500, { status: false, message: "An error occurred, please try again" });
      }
      const params = new URLSearchParams(query);
      const transferReply = transfers.route(req.method ?? "", path, body);
      if (transferReply) return send(...transferReply);

      if (req.method === "GET" && path === "/bank") {
        if (params.get("country") !== "nigeria") return send(200, { status: true, message: "Banks retrieved", data: [] });
        // Cursor paging as Paystack's use_cursor=true: meta.next names where the next page starts.
        // At most 50 a page (fewer than the list holds), so that a caller must follow the cursor as it must at Paystack.
        const perPage = Math.min(Number(params.get("perPage") ?? 50) || 50, 50);
        const start = params.get("next") ? Number(Buffer.from(params.get("next")!, "base64").toString("utf8").replace("bank:", "")) : 0;
        const page = NIGERIAN_BANKS.slice(start, start + perPage).map((b, i) => ({
          id: start + i + 1,
          name: b.name,
          slug: b.name.toLowerCase().replace(/\W+/g, "-"),
          code: b.code,
          longcode: "",
          gateway: null,
          pay_with_bank: false,
          active: true,
          country: "Nigeria",
          currency: "NGN",
          type: "nuban",
          is_deleted: false,
        }));
        const end = start + page.length;
        const next = end < NIGERIAN_BANKS.length ? Buffer.from(`bank:${end}`).toString("base64") : null;
        return send(200, { status: true, message: "Banks retrieved", data: page, meta: { next, previous: null, perPage } });
      }
      if (req.method === "GET" && path === "/bank/resolve") {
        const accountNumber = params.get("account_number") ?? "";
        const bankCode = params.get("bank_code") ?? "";
        if (!NIGERIAN_BANKS.some((b) => b.code === bankCode)) return send(400, { status: false, message: "Unknown bank code" });
        const name = bankAccounts.get(`${bankCode}:${accountNumber}`);
        if (!name) return send(422, { status: false, message: "Could not resolve account name. Check parameters or try again." });
        return send(200, { status: true, message: "Account number resolved", data: { account_number: accountNumber, account_name: name, bank_id: 9 } });
      }
      if (req.method === "POST" && path === "/transferrecipient") {
        const { type, name, account_number: accountNumber, bank_code: bankCode, currency } = body;
        if (type !== "nuban" || typeof name !== "string" || typeof accountNumber !== "string" || typeof bankCode !== "string" || currency !== "NGN")
          return send(400, { status: false, message: "Invalid parameters" });
        const bank = NIGERIAN_BANKS.find((b) => b.code === bankCode);
        const accountName = bankAccounts.get(`${bankCode}:${accountNumber}`);
        if (!bank || !accountName) return send(400, { status: false, message: "Account number is invalid" });
        const recipient: FakeRecipient = { recipient_code: `RCP_${randomBytes(8).toString("hex")}`, type, name, account_number: accountNumber, bank_code: bankCode, currency };
        recipients.push(recipient);
        return send(201, {
          status: true,
          message: "Transfer recipient created successfully",
          data: { active: true, currency, domain: "test", id: ++seq, name, recipient_code: recipient.recipient_code, type, details: { authorization_code: null, account_number: accountNumber, account_name: accountName, bank_code: bankCode, bank_name: bank.name } },
        });
      }

      if (req.method === "POST" && path === "/transaction/initialize") {
        const { email, amount, reference, currency, callback_url: callbackUrl, metadata } = body;
        if (typeof email !== "string" || !Number.isInteger(amount) || typeof reference !== "string")
          return send(400, { status: false, message: "Invalid parameters" });
        if (transactions.has(reference)) return send(400, { status: false, message: "Duplicate Transaction Reference" });
        const t: FakeTransaction = {
          id: ++seq,
          reference,
          email,
          amount: amount as number,
          currency: typeof currency === "string" ? currency : "NGN",
          callbackUrl: String(callbackUrl ?? ""),
          metadata,
          status: "abandoned",
          paidAmount: amount as number,
          paidCurrency: typeof currency === "string" ? currency : "NGN",
          paidAt: null,
          refunded: 0,
        };
        transactions.set(reference, t);
        const accessCode = randomBytes(8).toString("hex");
        return send(200, { status: true, message: "Authorization URL created", data: { authorization_url: `https://checkout.paystack.test/${accessCode}`, access_code: accessCode, reference } });
      }

      const verify = /^\/transaction\/verify\/(.+)$/.exec(path);
      if (req.method === "GET" && verify) {
        const t = transactions.get(decodeURIComponent(verify[1]!));
        if (!t) return send(400, { status: false, message: "Transaction reference not found" });
        return send(200, {
          status: true,
          message: "Verification successful",
          data: { id: t.id, status: t.status, reference: t.reference, amount: t.paidAmount, currency: t.paidCurrency, paid_at: t.paidAt, customer: { email: t.email }, metadata: t.metadata },
        });
      }

      if (req.method === "POST" && path === "/refund") {
        if (refundErrors > 0) {
          refundErrors--;
          return send(500, { status: false, message: "An error occurred, please try again" });
        }
        const t = transactions.get(String(body.transaction));
        const amount = body.amount === undefined ? t?.amount : Number(body.amount);
        if (!t || t.status !== "success") return send(400, { status: false, message: "Transaction has not been paid" });
        if (!Number.isInteger(amount) || amount! <= 0 || t.refunded + amount! > t.paidAmount)
          return send(400, { status: false, message: "Refund amount cannot be more than transaction amount" });
        t.refunded += amount!;
        const refund = { id: ++seq, transaction: t.id, reference: t.reference, amount: amount!, status: "pending" };
        refunds.push(refund);
        if (lostAnswers > 0) {
          lostAnswers--;
          return send(504, { status: false, message: "Gateway timeout" });
        }
        return send(200, {
          status: true,
          message: "Refund has been queued for processing",
          data: { id: refund.id, transaction: { id: t.id, reference: t.reference, amount: t.paidAmount }, amount, currency: t.paidCurrency, status: "pending" },
        });
      }
      if (req.method === "GET" && path === "/refund") {
        const transaction = new URLSearchParams(query).get("transaction");
        const of = refunds.filter((r) => transaction === null || String(r.transaction) === transaction || r.reference === transaction);
        return send(200, {
          status: true,
          message: "Refunds retrieved",
          data: of.map((r) => ({ id: r.id, transaction: r.transaction, amount: r.amount, currency: "NGN", status: r.status, domain: "test" })),
        });
      }
      return send(404, { status: false, message: "Not found" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    secretKey,
    baseUrl: `http://127.0.0.1:${port}`,
    transactions,
    refunds,
    recipients,
    ...transfers,
    calls,
    /** An account the bank holds: GET /bank/resolve answers `name` for it. */
    addBankAccount(bankCode: string, accountNumber: string, name: string) {
      bankAccounts.set(`${bankCode}:${accountNumber}`, name);
    },
    /** The next `n` calls of `call` ("GET /bank/resolve", "POST /transferrecipient"…) answer 500. */
    failCalls(call: string, n: number) {
      failing.set(call, n);
    },
    /** The customer's outcome at Paystack's page; `amount` / `currency`: what Paystack then reports as paid. */
    complete(reference: string, status: "success" | "failed", paid: { amount?: number; currency?: string } = {}) {
      const t = transactions.get(reference);
      if (!t) throw new Error(`fake Paystack: no transaction ${reference}`);
      t.status = status;
      t.paidAmount = paid.amount ?? t.amount;
      t.paidCurrency = paid.currency ?? t.currency;
      t.paidAt = status === "success" ? new Date().toISOString() : null;
      return t;
    },
    /** The next `n` refund calls answer 500. */
    failRefunds(n: number) {
      refundErrors = n;
    },
    /** The next `n` refund calls are accepted (the refund exists) but answer 504, as if the answer were lost on the way. */
    loseRefundAnswers(n: number) {
      lostAnswers = n;
    },
    /** The charge event Paystack would send for a transaction as it stands. */
    chargeEvent(reference: string) {
      const t = transactions.get(reference)!;
      const event = t.status === "success" ? "charge.success" : "charge.failed";
      return { event, data: { id: t.id, reference: t.reference, amount: t.paidAmount, currency: t.paidCurrency, status: t.status, paid_at: t.paidAt } };
    },
    /** The event Paystack sends when the last refund of a charge is processed, or fails (its amount is then refundable again). */
    refundEvent(reference: string, outcome: "processed" | "failed") {
      const refund = refunds.filter((r) => r.reference === reference).at(-1)!;
      if (outcome === "failed" && refund.status !== "failed") transactions.get(reference)!.refunded -= refund.amount;
      refund.status = outcome;
      return { event: `refund.${outcome}`, data: { id: refund.id, transaction_reference: reference, amount: refund.amount, currency: "NGN", status: outcome } };
    },
    /** POSTs an event to `url` signed as Paystack signs it (or with `signature` instead); answers the status and body. */
    async sendWebhook(url: string, event: object, signature?: string) {
      const body = JSON.stringify(event);
      const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json", "x-paystack-signature": signature ?? signBody(body, secretKey) }, body });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakePaystack = Awaited<ReturnType<typeof fakePaystack>>;
