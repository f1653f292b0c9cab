// The one interface Haya pays owners through (Paystack Transfers, or the offline sandbox), beside the payments provider
// (payments/provider.ts) and in its style: the payouts service never talks to either directly.
import type { ProviderName } from "../payments/provider";

export interface Bank {
  /** The provider's bank code (Paystack's `code`: a CBN or NIBSS code such as 058 or 50211). */
  code: string;
  name: string;
}

/** A transfer recipient the provider has made for an account: what later transfers are sent to. */
export interface Recipient {
  recipientCode: string;
  /** The account's name as the provider holds it. */
  accountName: string;
}

export interface TransferProvider {
  readonly name: ProviderName;
  /** Nigerian banks that take NGN transfers, as the provider lists them. */
  listBanks(): Promise<Bank[]>;
  /**
   * The name of the account `accountNumber` at `bankCode`, as the bank holds it. Throws AccountNotFound when the bank
   * has no such account (or the provider cannot tell whose it is), ProviderError when the provider cannot be asked.
   */
  resolveAccount(bankCode: string, accountNumber: string): Promise<{ accountName: string }>;
  /** Registers the account as a transfer recipient (type nuban, NGN). */
  createRecipient(req: { name: string; bankCode: string; accountNumber: string }): Promise<Recipient>;
  /**
   * Sends `amountKobo` from Haya's balance to the recipient; `reference` is Haya's own and the provider's idempotency
   * key. Throws TransferRefused when the provider will not send it (nothing left Haya's balance), ProviderError when it
   * could not be asked or its answer was lost (whether it left is then not known: verify tells).
   */
  transfer(req: { reference: string; amountKobo: number; recipientCode: string; reason: string }): Promise<TransferState>;
  /** What the provider holds for the transfer `reference` now; `not_found` when it never received it. */
  verifyTransfer(reference: string): Promise<TransferState>;
}

/** A transfer as the provider reports it (never as a webhook claims it). */
export interface TransferState {
  /** pending: accepted, not arrived yet; success: arrived; failed: will not arrive; reversed: arrived, then sent back. */
  status: "pending" | "success" | "failed" | "reversed" | "not_found";
  transferCode: string | null;
  /** The provider's or the bank's reason for a failure or reversal, when it gives one. */
  reason: string | null;
}

/** The provider refused a transfer outright (an invalid recipient, too little in Haya's balance…): nothing was sent. */
export class TransferRefused extends Error {
  override name = "TransferRefused";
}

/** The provider answered that no account matches the number at that bank: the owner's mistake, not an outage. */
export class AccountNotFound extends Error {
  override name = "AccountNotFound";
}
