// Payout account rules both sides share: what a Nigerian account number (NUBAN) looks like, its check digit, and how a
// saved number is shown. Plain functions and constants, so that /account's script carries no validation library.
import { m } from "./paraglide/messages";

export const NUBAN_LENGTH = 10;
/** How long payouts wait after a payout account is changed (decision 018): time for the owner to see the e-mail. */
export const PAYOUT_CHANGE_HOLD_HOURS = 24;

/** Spaces and dashes people type in account numbers ("0123 456 789") are dropped; anything else is kept to be refused. */
export const normaliseAccountNumber = (raw: string) => raw.replace(/[\s-]/g, "");

export const isNubanShape = (n: string) => /^\d{10}$/.test(n);

/**
 * Banks whose Paystack code is their 3-digit CBN code and whose account numbers all follow the CBN's NUBAN check digit
 * (the deposit money banks that issued NUBANs in 2010). For every other bank (microfinance banks, mobile money, the
 * newer banks with 5- and 6-digit codes, ALAT's 035A) the check digit is computed from a code Paystack does not list,
 * so Haya leaves the number to the provider's name lookup rather than refuse a real account.
 */
export const NUBAN_CHECKED_BANKS: ReadonlySet<string> = new Set([
  "011", "023", "030", "032", "033", "035", "044", "050", "057", "058", "063", "068", "070", "076", "082", "214", "215", "221", "232",
]);

const WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3];

/** The CBN NUBAN check digit of a 3-digit bank code and the first 9 digits of an account number. */
export function nubanCheckDigit(bankCode: string, serial: string): number {
  const digits = `${bankCode}${serial}`;
  if (!/^\d{12}$/.test(digits)) throw new Error("nubanCheckDigit: a 3-digit bank code and 9 digits");
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * WEIGHTS[i]!;
  return (10 - (sum % 10)) % 10;
}

/** Whether `accountNumber` passes its bank's check digit; true for banks Haya does not check (see NUBAN_CHECKED_BANKS). */
export function passesNubanCheck(bankCode: string, accountNumber: string): boolean {
  if (!NUBAN_CHECKED_BANKS.has(bankCode)) return true;
  return isNubanShape(accountNumber) && nubanCheckDigit(bankCode, accountNumber.slice(0, 9)) === Number(accountNumber[9]);
}

/** An account number as shown anywhere but its owner's own form: the last four digits only. */
export const maskAccountNumber = (n: string) => `••••••${n.slice(-4)}`;

/** The least an owner can withdraw or be paid in a payout run (issue 15): ₦1,000. */
export const MIN_PAYOUT_KOBO = 100_000;

/**
 * Paystack's fee for one NGN transfer (its published pricing): ₦10 up to ₦5,000, ₦25 up to ₦50,000, ₦50 above. The
 * owner bears it: the transfer is the payout less the fee, and the two together leave Haya's balance.
 */
export function transferFeeKobo(amountKobo: number): number {
  if (amountKobo <= 500_000) return 1_000;
  if (amountKobo <= 5_000_000) return 2_500;
  return 5_000;
}

export const PAYOUT_STATUSES = ["pending", "sending", "sent", "success", "failed", "reversed"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

const PAYOUT_STATUS_LABELS: Record<PayoutStatus, () => string> = {
  pending: () => m.rentals_payout_being_sent(),
  sending: () => m.rentals_payout_being_sent(),
  sent: () => m.rentals_money_on_its_way(),
  success: () => m.rentals_money_paid(),
  failed: () => m.rentals_sync_failed(),
  reversed: () => m.rentals_payout_reversed(),
};

/** How a payout's status reads to its owner, in the request's language. */
export const payoutStatusLabel = (status: PayoutStatus): string => PAYOUT_STATUS_LABELS[status]();
