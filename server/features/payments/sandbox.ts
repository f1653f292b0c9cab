// The sandbox provider: Haya's own test checkout (/checkout/sandbox/:reference), which behaves like a real provider: it
// keeps its own charges (sandbox_charges), answers verify from them, and on Pay or Decline delivers a signed
// Paystack-shaped webhook (charge.success / charge.failed) to Haya's own webhook URL before sending the browser back.
import { randomBytes } from "node:crypto";
import type { Db } from "../../db/client";
import { getOrCreateSecret } from "../accounts/accounts.repo";
import { errorText, type Log } from "../../logger";
import * as repo from "./sandbox.repo";
import type { PaymentProvider } from "./provider";
import { ProviderError, signatureMatches, signBody } from "./provider";

export const SANDBOX_SIGNATURE_HEADER = "x-sandbox-signature";

/** The key the sandbox signs its webhooks with, made once per database. */
export const sandboxSecret = (db: Db) => getOrCreateSecret(db, "sandbox-payments");

export function sandboxProvider(db: Db): PaymentProvider {
  return {
    name: "sandbox",

    async initialize(req) {
      await repo.insertCharge(db, {
        reference: req.reference,
        amountKobo: req.amountKobo,
        currency: req.currency,
        email: req.email,
        callbackUrl: req.callbackUrl,
        webhookUrl: req.webhookUrl,
      });
      return { url: `${new URL(req.callbackUrl).origin}/checkout/sandbox/${encodeURIComponent(req.reference)}` };
    },

    async verify(reference) {
      const charge = await repo.chargeByReference(db, reference);
      if (!charge) throw new ProviderError(`Sandbox verify: no charge ${reference}`);
      return {
        status: charge.status === "success" ? "success" : charge.status === "failed" ? "failed" : "pending",
        amountKobo: charge.amountKobo,
        currency: charge.currency,
        transactionId: String(charge.id),
        paidAt: charge.paidAt,
      };
    },

    // Immediate, as the brief of a test provider allows; it still refuses more than what is left of the charge.
    async refund({ reference, amountKobo }) {
      const charge = await repo.refundCharge(db, reference, amountKobo);
      if (!charge) throw new ProviderError(`Sandbox refund: ${reference} is not paid or has less than ${amountKobo} kobo left`);
      return { status: "processed", providerRefundId: `sbr_${randomBytes(6).toString("hex")}` };
    },

    // The sandbox keeps no list of its refunds (only the amount refunded), and its refund is one UPDATE in Haya's own
    // database: none can be found to adopt. A re-sent one is still refused past what is left of the charge.
    refundsOf() {
      return Promise.resolve([]);
    },

    async checkSignature(rawBody, headers) {
      return signatureMatches(rawBody, await sandboxSecret(db), headers.get(SANDBOX_SIGNATURE_HEADER));
    },
  };
}

/**
 * The renter's click on the sandbox page: the charge is answered once, the webhook is delivered to `webhookUrl` (Haya's
 * own address, from its configuration; "" sends none; a failed delivery is logged: the return page verifies anyway),
 * and the browser's next stop is returned: the return page as a path on the same site. The charge's stored URLs came
 * from the request that opened the checkout (its Host header) and are never followed. undefined: no such charge.
 */
export async function answerSandboxCharge(
  db: Db,
  reference: string,
  outcome: "success" | "failed",
  opts: { log: Log; now?: Date; webhookUrl: string },
): Promise<{ returnUrl: string } | undefined> {
  const answered = await repo.answerCharge(db, reference, outcome, opts.now ?? new Date());
  const charge = answered ?? (await repo.chargeByReference(db, reference));
  if (!charge) return undefined;
  if (answered && !opts.webhookUrl) opts.log("info", "sandbox webhook not sent: Haya's own address is not configured", { reference });
  if (answered && opts.webhookUrl) {
    const body = JSON.stringify({
      event: outcome === "success" ? "charge.success" : "charge.failed",
      data: {
        id: charge.id,
        reference: charge.reference,
        amount: charge.amountKobo,
        currency: charge.currency,
        status: outcome,
        paid_at: charge.paidAt?.toISOString() ?? null,
        customer: { email: charge.email },
      },
    });
    const secret = await sandboxSecret(db);
    try {
      const res = await fetch(opts.webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json", [SANDBOX_SIGNATURE_HEADER]: signBody(body, secret) },
        body,
        signal: AbortSignal.timeout(5_000),
      });
      if (!res.ok) opts.log("warn", "sandbox webhook refused", { reference, status: res.status });
    } catch (e) {
      opts.log("warn", "sandbox webhook not delivered", { reference, error: errorText(e) });
    }
  }
  return { returnUrl: `/payments/return?reference=${encodeURIComponent(charge.reference)}` };
}
