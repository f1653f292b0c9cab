// The demo owner's payouts, replayed through the real transfers service on the sandbox with the seed's clock, so that
// Earnings shows every kind of money: a payout that arrived, one the bank declined (to an account the owner then
// replaced), and money available to withdraw now. The story, in days before the seed's today (Lagos):
//   −17  the owner saves a Guaranty Trust account
//   −15  the daily run pays what is available then (payoutPaidLater, completedAutomatically): it arrives
//   −11  the owner moves payouts to a Kuda account (ending 9999: the sandbox's bank declines transfers to it)
//    −9  the daily run pays payoutFailedLater: declined, the money is available again
//    −8  the owner moves payouts back to Guaranty Trust
//   now  payoutFailedLater and paidOutLater are available to withdraw
import { addDaysIso, lagosMidnight, todayInLagos } from "../../core/dates";
import { nubanCheckDigit, PAYOUT_CHANGE_HOLD_HOURS } from "../../core/payouts";
import { sandboxTransfers } from "../features/payouts/sandbox-transfers";
import { createTransfersService, QUIET_MS } from "../features/payouts/transfers.service";
import type { Db } from "../db/client";
import { demoNotifications } from "./demo-notifications";
import * as t from "../db/schema";

const HOUR = 3_600_000;
const GTB = { code: "058", name: "Guaranty Trust Bank", number: `012345678${nubanCheckDigit("058", "012345678")}` };
const KUDA = { code: "50211", name: "Kuda Bank", number: "2012349999" };

export async function replayDemoPayouts(db: Db, opts: { now: Date; ownerId: string; ownerName: string }): Promise<void> {
  const today = todayInLagos(opts.now);
  const at = (day: number, hours: number) => new Date(lagosMidnight(addDaysIso(today, day)) + hours * HOUR);
  let clock = new Date(0);
  const now = () => clock;
  const provider = sandboxTransfers(db, { webhookUrl: "", now });
  // No e-mails from the demo's history, as for its bookings.
  const transfers = createTransfersService(db, {
    provider,
    sendMail: () => Promise.resolve(),
    personOf: () => Promise.resolve(undefined),
    siteUrl: "",
    now,
    onOutcome: demoNotifications(db, now).onPayout,
  });

  /** Saves the owner's payout account as of `when` (a change holds payouts for PAYOUT_CHANGE_HOLD_HOURS, as the service does). */
  async function saveAccount(when: Date, bank: { code: string; name: string; number: string }, change: boolean) {
    clock = when;
    const accountName = opts.ownerName.toUpperCase();
    const { recipientCode } = await provider.createRecipient({ name: accountName, bankCode: bank.code, accountNumber: bank.number });
    const row = {
      userId: opts.ownerId,
      provider: "sandbox",
      bankCode: bank.code,
      bankName: bank.name,
      accountNumber: bank.number,
      accountName,
      recipientCode,
      payoutsHeldUntil: change ? new Date(when.getTime() + PAYOUT_CHANGE_HOLD_HOURS * HOUR) : null,
      updatedAt: when,
    };
    await db
      .insert(t.payoutAccounts)
      .values({ ...row, createdAt: when })
      .onConflictDoUpdate({ target: t.payoutAccounts.userId, set: row });
  }

  /** The daily run at 09:00 on `day`, then the sweep's check with the sandbox once the transfer has settled. */
  async function payoutRun(day: number) {
    clock = at(day, 9);
    const made = await transfers.run(clock);
    if (made.length === 0) throw new Error(`Demo payouts: the run of day ${day} paid nothing`);
    clock = new Date(clock.getTime() + QUIET_MS);
    await transfers.sweep(clock);
  }

  await saveAccount(at(-17, 10), GTB, false);
  await payoutRun(-15);
  await saveAccount(at(-11, 18), KUDA, true);
  await payoutRun(-9);
  await saveAccount(at(-8, 12), GTB, true);
  if (at(-8, 12).getTime() > opts.now.getTime()) throw new RangeError("Demo payouts: a step after the seed's now");
}
