// Paystack behind the provider interface: initialize, verify and refund over its REST API (Bearer secret key), and its
// webhook signature (x-paystack-signature: hex HMAC-SHA512 of the raw body keyed by the same secret key).
import { paystackApi, type PaystackOptions } from "./paystack-api";
import type { PaymentProvider, ProviderRefund, RefundReceipt, VerifiedCharge } from "./provider";
import { ProviderError, signatureMatches } from "./provider";

export type { PaystackOptions } from "./paystack-api";

export function paystackProvider(opts: PaystackOptions): PaymentProvider {
  const { call } = paystackApi(opts);

  return {
    name: "paystack",

    async initialize(req) {
      const data = await call<{ authorization_url?: string }>("POST", "/transaction/initialize", {
        email: req.email,
        amount: req.amountKobo,
        currency: req.currency,
        reference: req.reference,
        callback_url: req.callbackUrl,
        metadata: req.metadata,
      });
      if (!data.authorization_url) throw new ProviderError("Paystack initialize: no authorization_url");
      return { url: data.authorization_url };
    },

    async verify(reference): Promise<VerifiedCharge> {
      const data = await call<{ status?: string; amount?: number; currency?: string; id?: number | string; paid_at?: string | null }>(
        "GET",
        `/transaction/verify/${encodeURIComponent(reference)}`,
      );
      // Paystack's other statuses (ongoing, pending, abandoned, processing, queued) are not final: the renter may still pay.
      const status = data.status === "success" ? "success" : data.status === "failed" || data.status === "reversed" ? "failed" : "pending";
      return {
        status,
        amountKobo: typeof data.amount === "number" ? data.amount : Number.NaN,
        currency: data.currency ?? "",
        transactionId: data.id === undefined ? null : String(data.id),
        paidAt: data.paid_at ? new Date(data.paid_at) : null,
      };
    },

    async refund({ reference, amountKobo }): Promise<RefundReceipt> {
      const data = await call<{ id?: number | string; status?: string }>("POST", "/refund", { transaction: reference, amount: amountKobo });
      return { status: data.status === "processed" ? "processed" : "sent", providerRefundId: data.id === undefined ? null : String(data.id) };
    },

    // GET /refund?transaction= lists the integration's refunds of a transaction; each is checked against the charge
    // again here, so that a filter the API ignored can never make another charge's refund look like this one's.
    async refundsOf({ reference, transactionId }): Promise<ProviderRefund[]> {
      const data = await call<{ id?: number | string; amount?: number; status?: string; transaction?: number | string | { id?: number | string; reference?: string } }[]>(
        "GET",
        `/refund?transaction=${encodeURIComponent(transactionId ?? reference)}&perPage=100`,
      );
      if (!Array.isArray(data)) throw new ProviderError("Paystack list refunds: no list");
      const ofCharge = (t: (typeof data)[number]["transaction"]) =>
        typeof t === "object" && t !== null
          ? t.reference === reference || (transactionId !== null && String(t.id) === transactionId)
          : transactionId !== null && t !== undefined && String(t) === transactionId;
      return data
        .filter((r) => r.id !== undefined && typeof r.amount === "number" && ofCharge(r.transaction))
        .map((r) => ({
          providerRefundId: String(r.id),
          amountKobo: r.amount!,
          // Any status but these two is a refund on its way (pending, processing, needs-attention…): it exists.
          status: r.status === "processed" ? "processed" : r.status === "failed" ? "failed" : "sent",
        }));
    },

    checkSignature(rawBody, headers) {
      return Promise.resolve(signatureMatches(rawBody, opts.secretKey, headers.get("x-paystack-signature")));
    },
  };
}
