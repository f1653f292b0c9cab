// The one interface Haya pays through: the in-app sandbox (default) or Paystack. The service never talks to either directly.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Kobo } from "../../../core/money";

export const PROVIDERS = ["sandbox", "paystack"] as const;
export type ProviderName = (typeof PROVIDERS)[number];

/** What the provider says about a charge when asked (never what a webhook claims). */
export interface VerifiedCharge {
  /** pending: not finished yet (the page is open, or the renter left it and may come back). */
  status: "success" | "failed" | "pending";
  amountKobo: Kobo;
  currency: string;
  /** The provider's id of the transaction; null when it has none yet. */
  transactionId: string | null;
  paidAt: Date | null;
}

export interface RefundReceipt {
  /** sent: accepted, to be processed (Paystack); processed: the money is back (sandbox). */
  status: "sent" | "processed";
  providerRefundId: string | null;
}

/** A refund the provider holds for a charge, as listed when Haya asks before sending one again. */
export interface ProviderRefund {
  providerRefundId: string;
  amountKobo: Kobo;
  /** sent: accepted or under way; processed: the money is back; failed: it will not be paid. */
  status: "sent" | "processed" | "failed";
}

export interface CheckoutRequest {
  reference: string;
  amountKobo: Kobo;
  currency: "NGN";
  email: string;
  /** Where the renter's browser comes back to (Haya's /payments/return). */
  callbackUrl: string;
  /** Haya's own webhook URL for this provider (the sandbox calls it; Paystack's is set in its dashboard). */
  webhookUrl: string;
  metadata: Record<string, string | number>;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Opens a charge and answers with the page the renter's browser goes to. */
  initialize(req: CheckoutRequest): Promise<{ url: string }>;
  verify(reference: string): Promise<VerifiedCharge>;
  /** Sends a refund of `amountKobo` of the charge `reference`; throws when the provider refuses or cannot be reached. */
  refund(req: { reference: string; amountKobo: Kobo }): Promise<RefundReceipt>;
  /**
   * The refunds the provider already holds for a charge (`transactionId`: the provider's id of it, when known), asked
   * before a refund is sent again, so that one the provider accepted without Haya hearing of it is adopted, not repeated.
   */
  refundsOf(charge: { reference: string; transactionId: string | null }): Promise<ProviderRefund[]>;
  /** Whether a webhook's raw body carries this provider's signature. */
  checkSignature(rawBody: string, headers: Headers): Promise<boolean>;
}

/** Hex HMAC-SHA512 of the raw body: the signature scheme of Paystack, which the sandbox copies. */
export function signBody(rawBody: string, key: string): string {
  return createHmac("sha512", key).update(rawBody, "utf8").digest("hex");
}

/** Compares a received signature with the expected one in constant time (a missing or malformed one is simply false). */
export function signatureMatches(rawBody: string, key: string, received: string | null): boolean {
  if (!received) return false;
  const expected = Buffer.from(signBody(rawBody, key), "hex");
  const given = Buffer.from(received.trim().toLowerCase(), "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A provider's HTTP answer could not be used: the message says which call and why, for the logs. `status` and
 * `providerMessage`: what the provider answered, when it answered at all (unset: it could not be reached in time).
 */
export class ProviderError extends Error {
  override name = "ProviderError";
  constructor(
    message: string,
    readonly status?: number,
    readonly providerMessage?: string,
  ) {
    super(message);
  }
}
