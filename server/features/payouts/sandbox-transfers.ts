// The sandbox's transfer provider: the committed list of Nigerian banks, and account names made up from the number, the
// same every time, so that the whole payout flow runs offline. Like Paystack it keeps its own records (recipients and
// transfers, in sandbox_* tables), answers verify from them, and tells Haya of each outcome by a signed webhook to
// Haya's own address, SANDBOX_SETTLE_MS after the transfer. The account number decides what happens:
//   …0000  no such account (refused at look-up, as Paystack's resolve does)
//   …9999  the bank declines the transfer: transfer.failed
//   …8888  it arrives, then the bank sends it back: transfer.success, then transfer.reversed
//   other  it arrives: transfer.success
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../../db/client";
import { errorText, type Log } from "../../logger";
import { SANDBOX_SIGNATURE_HEADER, sandboxSecret } from "../payments/sandbox";
import { signBody } from "../payments/provider";
import { NIGERIAN_BANKS } from "./nigerian-banks";
import * as repo from "./sandbox-transfers.repo";
import { AccountNotFound, TransferRefused, type TransferProvider, type TransferState } from "./transfer-provider";

export const SANDBOX_INVALID_SUFFIX = "0000";
export const SANDBOX_FAILING_SUFFIX = "9999";
export const SANDBOX_REVERSED_SUFFIX = "8888";
/** How long a sandbox transfer takes to arrive (and, for a reversed one, to come back after that). */
export const SANDBOX_SETTLE_MS = 2_000;
const SANDBOX_DECLINED = "Sandbox: the receiving bank declined the transfer";
export const SANDBOX_REVERSED = "Sandbox: the receiving bank sent the transfer back";

const FIRST = ["Adaeze", "Babajide", "Chiamaka", "Chinedu", "Emeka", "Funmilayo", "Halima", "Ibrahim", "Ifeanyi", "Kemi", "Musa", "Ngozi", "Oluwaseun", "Tunde", "Yetunde", "Zainab"];
const MIDDLE = ["Adaobi", "Bolanle", "Chukwuma", "Damilola", "Ebere", "Folake", "Garba", "Ikenna", "Nkechi", "Segun", "Temitope", "Uche"];
const SURNAME = ["Abubakar", "Adebayo", "Adeyemi", "Balogun", "Bello", "Chukwu", "Danjuma", "Eze", "Ibekwe", "Lawal", "Nwosu", "Obi", "Ogunleye", "Okafor", "Okonkwo", "Umar"];

const digest = (bankCode: string, accountNumber: string) => createHash("sha256").update(`${bankCode}:${accountNumber}`).digest();

/** The name the sandbox gives an account: three Nigerian names picked by the hash of the bank and number, in capitals as banks give them. */
export function sandboxAccountName(bankCode: string, accountNumber: string): string {
  const h = digest(bankCode, accountNumber);
  return `${SURNAME[h[0]! % SURNAME.length]} ${FIRST[h[1]! % FIRST.length]} ${MIDDLE[h[2]! % MIDDLE.length]}`.toUpperCase();
}

/** What a transfer to this account number comes to. */
const outcomeFor = (accountNumber: string) =>
  accountNumber.endsWith(SANDBOX_FAILING_SUFFIX) ? "failed" : accountNumber.endsWith(SANDBOX_REVERSED_SUFFIX) ? "reversed" : "success";

/** The transfer as it stands at `at`: pending until it settles; a reversed one is a success for SANDBOX_SETTLE_MS first. */
function stateAt(t: repo.SandboxTransfer, at: Date): TransferState {
  const since = at.getTime() - t.settlesAt.getTime();
  const status = since < 0 ? "pending" : t.outcome === "reversed" && since < SANDBOX_SETTLE_MS ? "success" : (t.outcome as TransferState["status"]);
  const reason = status === "failed" ? SANDBOX_DECLINED : status === "reversed" ? SANDBOX_REVERSED : null;
  return { status, transferCode: t.transferCode, reason };
}

export interface SandboxTransfersOptions {
  /** Haya's own sandbox webhook address; "" sends none (tests, which then reconcile by verify). */
  webhookUrl: string;
  log?: Log | undefined;
  now?: (() => Date) | undefined;
}

export function sandboxTransfers(db: Db, opts: SandboxTransfersOptions): TransferProvider {
  const now = opts.now ?? (() => new Date());
  const known = new Set(NIGERIAN_BANKS.map((b) => b.code));
  const resolve = (bankCode: string, accountNumber: string) => {
    if (!known.has(bankCode)) throw new AccountNotFound(`Sandbox: unknown bank code ${bankCode}`);
    if (!/^\d{10}$/.test(accountNumber) || accountNumber.endsWith(SANDBOX_INVALID_SUFFIX)) throw new AccountNotFound("Sandbox: could not resolve account name");
    return { accountName: sandboxAccountName(bankCode, accountNumber) };
  };

  /** Delivers the event Paystack would send for the transfer as it stands then, signed as the sandbox's charges are. */
  async function deliver(reference: string) {
    const t = await repo.transferByReference(db, reference);
    if (!t || !opts.webhookUrl) return;
    const state = stateAt(t, now());
    if (state.status === "pending" || state.status === "not_found") return;
    const body = JSON.stringify({
      event: `transfer.${state.status}`,
      data: { reference, transfer_code: t.transferCode, amount: t.amountKobo, currency: "NGN", status: state.status, reason: state.reason },
    });
    try {
      const res = await fetch(opts.webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json", [SANDBOX_SIGNATURE_HEADER]: signBody(body, await sandboxSecret(db)) },
        body,
        signal: AbortSignal.timeout(5_000),
      });
      if (!res.ok) opts.log?.("warn", "sandbox transfer webhook refused", { reference, status: res.status });
    } catch (e) {
      // Lost like any webhook can be: the payouts sweep verifies transfers that have waited too long.
      opts.log?.("warn", "sandbox transfer webhook not delivered", { reference, error: errorText(e) });
    }
  }

  return {
    name: "sandbox",
    listBanks: () => Promise.resolve([...NIGERIAN_BANKS]),
    resolveAccount: (bankCode, accountNumber) => Promise.resolve().then(() => resolve(bankCode, accountNumber)),
    // Like Paystack, the same account gives the same recipient code again.
    async createRecipient({ bankCode, accountNumber }) {
      const { accountName } = resolve(bankCode, accountNumber);
      const recipientCode = `RCP_sandbox_${digest(bankCode, accountNumber).toString("hex").slice(0, 16)}`;
      await repo.saveRecipient(db, { recipientCode, bankCode, accountNumber });
      return { recipientCode, accountName };
    },

    async transfer({ reference, amountKobo, recipientCode }) {
      const recipient = await repo.recipientByCode(db, recipientCode);
      if (!recipient) throw new TransferRefused(`Sandbox: no recipient ${recipientCode}`);
      const at = now();
      // The reference is the idempotency key: the same one again answers the transfer it already made.
      const t = await repo.insertTransfer(db, {
        reference,
        transferCode: `TRF_sandbox_${randomBytes(6).toString("hex")}`,
        recipientCode,
        amountKobo,
        outcome: outcomeFor(recipient.accountNumber),
        createdAt: at,
        settlesAt: new Date(at.getTime() + SANDBOX_SETTLE_MS),
      });
      if (opts.webhookUrl) {
        setTimeout(() => void deliver(reference), SANDBOX_SETTLE_MS + 50).unref();
        if (t.outcome === "reversed") setTimeout(() => void deliver(reference), 2 * SANDBOX_SETTLE_MS + 50).unref();
      }
      return stateAt(t, at);
    },

    async verifyTransfer(reference) {
      const t = await repo.transferByReference(db, reference);
      return t ? stateAt(t, now()) : { status: "not_found", transferCode: null, reason: null };
    },
  };
}
