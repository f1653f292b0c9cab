// The transfer side of the Paystack fake (fake-paystack.ts): POST /transfer (source balance, NGN, the reference as its
// idempotency key: a reference used before is refused, as Paystack refuses it) and GET /transfer/verify/:reference.
// The test decides each transfer's outcome (settleTransfer), makes the next transfers be refused, fail or lose their
// answer, and builds the transfer.* events Paystack would send.
import { randomBytes } from "node:crypto";

export interface FakeTransfer {
  reference: string;
  transfer_code: string;
  amount: number;
  recipient: string;
  reason: string;
  /** pending until the test settles it: success, failed or reversed. */
  status: string;
  gateway_response: string | null;
}

type Reply = [status: number, body: object];

export function fakeTransfers(recipientExists: (code: string) => boolean) {
  const transfers = new Map<string, FakeTransfer>();
  let refusals = 0;
  let errors = 0;
  let lostAnswers = 0;

  const data = (t: FakeTransfer) => ({ ...t, currency: "NGN", source: "balance", domain: "test", integration: 1 });

  /** Answers a transfer call, or undefined when the call is not one. */
  function route(method: string, path: string, body: Record<string, unknown>): Reply | undefined {
    if (method === "POST" && path === "/transfer") {
      if (errors > 0) {
        errors--;
        return [500, { status: false, message: "An error occurred, please try again" }];
      }
      if (refusals > 0) {
        refusals--;
        return [400, { status: false, message: "Your balance is not enough to fulfil this request" }];
      }
      const { source, amount, recipient, reference, reason, currency } = body;
      if (source !== "balance" || !Number.isInteger(amount) || (amount as number) <= 0 || typeof recipient !== "string" || typeof reference !== "string" || currency !== "NGN")
        return [400, { status: false, message: "Invalid parameters" }];
      if (!/^[a-z0-9_-]{16,50}$/.test(reference)) return [400, { status: false, message: "Invalid transfer reference" }];
      if (!recipientExists(recipient)) return [400, { status: false, message: "Recipient specified is invalid" }];
      if (transfers.has(reference)) return [400, { status: false, message: "Duplicate Transfer Reference" }];
      const t: FakeTransfer = { reference, transfer_code: `TRF_${randomBytes(6).toString("hex")}`, amount: amount as number, recipient, reason: String(reason ?? ""), status: "pending", gateway_response: null };
      transfers.set(reference, t);
      if (lostAnswers > 0) {
        lostAnswers--;
        return [504, { status: false, message: "Gateway timeout" }];
      }
      return [200, { status: true, message: "Transfer has been queued", data: data(t) }];
    }
    const verify = /^\/transfer\/verify\/(.+)$/.exec(path);
    if (method === "GET" && verify) {
      const t = transfers.get(decodeURIComponent(verify[1]!));
      if (!t) return [404, { status: false, message: "Transfer not found" }];
      return [200, { status: true, message: "Transfer retrieved", data: data(t) }];
    }
    return undefined;
  }

  return {
    route,
    transfers,
    /** The next `n` transfers are refused (400: Haya's balance is too low): nothing is sent. */
    refuseTransfers(n: number) {
      refusals = n;
    },
    /** The next `n` transfer calls answer 500 without making a transfer. */
    failTransferCalls(n: number) {
      errors = n;
    },
    /** The next `n` transfers are made but answer 504, as if the answer were lost on the way. */
    loseTransferAnswers(n: number) {
      lostAnswers = n;
    },
    /** What becomes of a transfer, as verify will say; answers the event Paystack sends for it. */
    settleTransfer(reference: string, status: "success" | "failed" | "reversed", reason: string | null = null) {
      const t = transfers.get(reference);
      if (!t) throw new Error(`fake Paystack: no transfer ${reference}`);
      t.status = status;
      t.gateway_response = reason;
      return { event: `transfer.${status}`, data: { ...data(t), reason: t.reason } };
    },
  };
}
