// The rules of payout accounts: the bank list (cached), looking an account up before it is saved (its name as the bank
// holds it), and saving it as the provider's transfer recipient once the person has given their password again. A
// change of account holds payouts for PAYOUT_CHANGE_HOLD_HOURS and e-mails the owner, in the transaction that saves it.
import { isNubanShape, passesNubanCheck, PAYOUT_CHANGE_HOLD_HOURS } from "../../../core/payouts";
import type { Db, Tx } from "../../db/client";
import { InvalidError, UnavailableError, UnprocessableError } from "../../errors";
import type { JobSender } from "../../jobs/queue";
import { errorText, type Log } from "../../logger";
import type { CurrentSession } from "../accounts/accounts.service";
import type { RequestMeta } from "../accounts/auth-requests";
import { languageOf } from "../accounts/phone.repo";
import type { RateLimiter } from "../accounts/rate-limit";
import type { Mail } from "../mail/mail.service";
import { ProviderError } from "../payments/provider";
import { payoutChangedMail } from "./payouts.mails";
import * as repo from "./payouts.repo";
import { toPayoutAccount, type PayoutAccountView } from "./payouts.schema";
import { AccountNotFound, type Bank, type TransferProvider } from "./transfer-provider";
import { m } from "../../../core/paraglide/messages";

/** The bank list changes a few times a year: one fetch a day per process is plenty. */
export const BANKS_TTL_MS = 24 * 60 * 60 * 1000;

export interface PayoutsDeps {
  /** Paystack Transfers, or the sandbox (services.ts picks it, as for payments). */
  provider: TransferProvider;
  limiter: RateLimiter;
  /** The accounts service's check of the signed-in person's password (an InvalidError naming currentPassword). */
  checkPassword: (session: CurrentSession, currentPassword: string, meta: RequestMeta) => Promise<void>;
  /** The job queue: the change e-mail is written as a job in the saving transaction. Unset (tests): sent after commit. */
  jobs?: JobSender | undefined;
  /** Sends an e-mail now: used only without a job queue. */
  sendMail: (mail: Mail) => Promise<void>;
  siteUrl: string;
  log?: Log | undefined;
  now?: (() => Date) | undefined;
}

export interface AccountCheck {
  bankCode: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
}

export function createPayoutsService(db: Db, deps: PayoutsDeps) {
  const log: Log = deps.log ?? (() => {});
  const now = deps.now ?? (() => new Date());
  const { provider } = deps;
  let cached: { at: number; banks: Bank[] } | undefined;
  let loading: Promise<Bank[]> | undefined;

  /** The provider's failure as the person is told it (nothing saved), with the reason in the logs. */
  function unavailable(e: unknown, message: string, what: string): never {
    if (e instanceof ProviderError) {
      log("error", `payouts: ${what} failed at the provider`, { provider: provider.name, error: errorText(e) });
      throw new UnavailableError(message);
    }
    throw e;
  }

  async function banks(): Promise<Bank[]> {
    if (cached && now().getTime() - cached.at < BANKS_TTL_MS) return cached.banks;
    // One fetch at a time: a page load during the fetch waits for it instead of asking the provider again.
    loading ??= provider
      .listBanks()
      .then((list) => {
        cached = { at: now().getTime(), banks: list };
        return list;
      })
      .catch((e: unknown) => unavailable(e, m.err_banks_unavailable(), "bank list"))
      .finally(() => (loading = undefined));
    return loading;
  }

  /** The bank and number checked here (a bank on the list; the check digit where the bank has one), before any provider call. */
  async function bankFor(bankCode: string, accountNumber: string): Promise<Bank> {
    const bank = (await banks()).find((b) => b.code === bankCode);
    if (!bank) throw new InvalidError(m.err_bank_choose(), { bankCode: m.err_bank_choose() });
    if (!isNubanShape(accountNumber) || !passesNubanCheck(bankCode, accountNumber)) throw new InvalidError(m.err_nuban_check(), { accountNumber: m.err_nuban_check() });
    return bank;
  }

  /** The account's name as its bank holds it: counted against the person's look-up limit. */
  async function lookUp(userId: string, bank: Bank, accountNumber: string): Promise<AccountCheck> {
    await deps.limiter.attempt([["payoutLookupAccount", userId]]);
    try {
      const { accountName } = await provider.resolveAccount(bank.code, accountNumber);
      return { bankCode: bank.code, bankName: bank.name, accountNumber, accountName };
    } catch (e) {
      if (e instanceof AccountNotFound) {
        const message = m.err_bank_no_account({ bank: bank.name });
        throw new UnprocessableError(message, { accountNumber: message });
      }
      return unavailable(e, m.err_payout_provider_unavailable(), "account look-up");
    }
  }

  const changedAccount = (previous: repo.PayoutAccountRow | undefined, next: { bankCode: string; accountNumber: string }) =>
    !!previous && (previous.bankCode !== next.bankCode || previous.accountNumber !== next.accountNumber);

  return {
    /** Which provider makes recipients: `sandbox` or `paystack`. */
    provider: provider.name,
    banks,

    async get(userId: string): Promise<PayoutAccountView | null> {
      const row = await repo.findByUser(db, userId);
      return row ? toPayoutAccount(row) : null;
    },

    /** Step 1: the account's name, to show before saving. Nothing is saved. */
    async check(userId: string, input: { bankCode: string; accountNumber: string }): Promise<AccountCheck> {
      const bank = await bankFor(input.bankCode, input.accountNumber);
      return lookUp(userId, bank, input.accountNumber);
    },

    /**
     * Step 2: the password again, then the account looked up afresh (never a name the form sent back) and made a
     * transfer recipient; only then is it saved. A provider that fails on the way leaves the saved account as it was.
     */
    async save(session: CurrentSession, input: { bankCode: string; accountNumber: string; currentPassword: string }, meta: RequestMeta) {
      const userId = session.user.id;
      const bank = await bankFor(input.bankCode, input.accountNumber);
      await deps.checkPassword(session, input.currentPassword, meta);
      const checked = await lookUp(userId, bank, input.accountNumber);
      let recipientCode: string;
      try {
        ({ recipientCode } = await provider.createRecipient({ name: checked.accountName, bankCode: bank.code, accountNumber: checked.accountNumber }));
      } catch (e) {
        return unavailable(e, m.err_payout_provider_unavailable(), "transfer recipient");
      }
      const at = now();
      let changeMail: Mail | undefined;
      const { previous, saved } = await repo.save(
        db,
        { userId, provider: provider.name, bankCode: bank.code, bankName: bank.name, accountNumber: checked.accountNumber, accountName: checked.accountName, recipientCode },
        at,
        (prev) => (changedAccount(prev, checked) ? new Date(at.getTime() + PAYOUT_CHANGE_HOLD_HOURS * 3_600_000) : null),
        async (tx: Tx, prev, row) => {
          if (!prev || !changedAccount(prev, row)) return;
          changeMail = payoutChangedMail({ ...session.user, language: await languageOf(tx, session.user.id) }, { previous: prev, saved: row }, deps.siteUrl);
          if (deps.jobs) await deps.jobs.send("mail", changeMail, tx);
        },
      );
      if (changeMail && !deps.jobs)
        await deps.sendMail(changeMail).catch((e: unknown) => log("error", "payouts: change email not sent", { error: errorText(e) }));
      log("info", previous ? "payout account changed" : "payout account added", { userId, bank: bank.code, changed: changedAccount(previous, saved) });
      return { account: toPayoutAccount(saved), added: !previous, changed: changedAccount(previous, saved) };
    },
  };
}
export type PayoutsService = ReturnType<typeof createPayoutsService>;
