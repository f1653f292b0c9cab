// Paystack behind the transfer provider interface: its bank list (GET /bank, paged by cursor), account name lookup
// (GET /bank/resolve), transfer recipients (POST /transferrecipient), transfers (POST /transfer, with Haya's reference
// as the idempotency key) and their state (GET /transfer/verify/:reference), over the same client as payments.
import { paystackApi, type PaystackOptions } from "../payments/paystack-api";
import { ProviderError } from "../payments/provider";
import { AccountNotFound, TransferRefused, type Bank, type TransferProvider, type TransferState } from "./transfer-provider";

/** Enough pages for Paystack's few hundred Nigerian banks and wallets; a cursor that never ends is an error, not a loop. */
const MAX_BANK_PAGES = 20;

interface PaystackTransfer {
  status?: string;
  transfer_code?: string;
  reason?: string | null;
  gateway_response?: string | null;
}

/** Paystack's transfer statuses as Haya counts them: "otp" and "received" are still on their way, abandoned/blocked/rejected will not arrive. */
function stateOf(t: PaystackTransfer): TransferState {
  const s = t.status ?? "";
  const status = s === "success" || s === "reversed" ? s : s === "failed" || s === "abandoned" || s === "blocked" || s === "rejected" ? "failed" : "pending";
  // The bank's words are the gateway's response; `reason` is the narration Haya sent with the transfer, never why it failed.
  const reason = status === "failed" || status === "reversed" ? (t.gateway_response || null) : null;
  return { status, transferCode: t.transfer_code ?? null, reason };
}

interface PaystackBank {
  name?: string;
  code?: string;
  active?: boolean;
  is_deleted?: boolean | null;
  type?: string;
}

export function paystackTransfers(opts: PaystackOptions): TransferProvider {
  const { request, call } = paystackApi(opts);
  return {
    name: "paystack",

    async listBanks() {
      const banks = new Map<string, Bank>();
      let next: string | null | undefined;
      for (let page = 0; page < MAX_BANK_PAGES; page++) {
        const cursor = next ? `&next=${encodeURIComponent(next)}` : "";
        const answer = await request<PaystackBank[]>("GET", `/bank?country=nigeria&currency=NGN&type=nuban&use_cursor=true&perPage=100${cursor}`);
        if (!Array.isArray(answer.data)) throw new ProviderError("Paystack list banks: no list");
        // Paystack lists some codes twice (a bank under an old name and a new one): the first name stands.
        for (const b of answer.data)
          if (b.code && b.name && b.active !== false && b.is_deleted !== true && !banks.has(b.code)) banks.set(b.code, { code: b.code, name: b.name.trim() });
        next = answer.meta?.next;
        if (!next) return [...banks.values()].sort((a, b) => a.name.localeCompare(b.name, "en"));
      }
      throw new ProviderError(`Paystack list banks: more than ${MAX_BANK_PAGES} pages`);
    },

    async resolveAccount(bankCode, accountNumber) {
      try {
        const data = await call<{ account_name?: string }>("GET", `/bank/resolve?account_number=${encodeURIComponent(accountNumber)}&bank_code=${encodeURIComponent(bankCode)}`);
        if (!data.account_name?.trim()) throw new AccountNotFound("Paystack resolve: no account name");
        return { accountName: data.account_name.trim() };
      } catch (e) {
        // 422 "Could not resolve account name", 400 "Unknown bank code" / "Invalid account number": the details are wrong.
        // Anything else (401, 429, 5xx, a timeout) is the provider's trouble, and says nothing about the account.
        if (e instanceof ProviderError && (e.status === 422 || e.status === 400)) throw new AccountNotFound(e.providerMessage ?? e.message);
        throw e;
      }
    },

    async createRecipient({ name, bankCode, accountNumber }) {
      const data = await call<{ recipient_code?: string; details?: { account_name?: string | null } }>("POST", "/transferrecipient", {
        type: "nuban",
        name,
        account_number: accountNumber,
        bank_code: bankCode,
        currency: "NGN",
      });
      if (!data.recipient_code) throw new ProviderError("Paystack create recipient: no recipient_code");
      return { recipientCode: data.recipient_code, accountName: data.details?.account_name?.trim() || name };
    },

    async transfer({ reference, amountKobo, recipientCode, reason }) {
      try {
        const data = await call<PaystackTransfer>("POST", "/transfer", { source: "balance", amount: amountKobo, recipient: recipientCode, reference, reason, currency: "NGN" });
        return stateOf(data);
      } catch (e) {
        // A 4xx is Paystack's refusal (balance too low, recipient invalid): nothing was sent. 429, 5xx and silence are not
        // an answer, and verify decides later whether the transfer exists.
        if (e instanceof ProviderError && e.status !== undefined && e.status >= 400 && e.status < 500 && e.status !== 429)
          throw new TransferRefused(e.providerMessage ?? e.message);
        throw e;
      }
    },

    async verifyTransfer(reference) {
      try {
        return stateOf(await call<PaystackTransfer>("GET", `/transfer/verify/${encodeURIComponent(reference)}`));
      } catch (e) {
        if (e instanceof ProviderError && e.status === 404) return { status: "not_found", transferCode: null, reason: null };
        throw e;
      }
    },
  };
}
