// What an owner sees of their money: each booking's rental, commission and net and where its money is now (pending,
// available, on its way, paid), the totals, the last 12 months, the payout history, and a CSV statement of it all.
// Read from the ledger and the payouts, the same rows that move the money.
import { todayInLagos } from "../../../core/dates";
import { MIN_PAYOUT_KOBO, payoutStatusLabel, transferFeeKobo, type PayoutStatus } from "../../../core/payouts";
import type { Db } from "../../db/client";
import type { EarningsView, PayoutView } from "./earnings.schema";
import * as repo from "./transfers.repo";
import { availableFrom, belowMinimum, heldMessage } from "./transfers.service";
import { m } from "../../../core/paraglide/messages";

/** A payout as its owner and the API see it. */
export const toPayout = (p: repo.PayoutRow): PayoutView => ({
  id: p.id,
  reference: p.reference,
  amountKobo: p.amountKobo,
  feeKobo: p.feeKobo,
  sentKobo: p.amountKobo - p.feeKobo,
  status: p.status as PayoutStatus,
  statusLabel: payoutStatusLabel(p.status as PayoutStatus),
  trigger: p.trigger as "withdraw" | "run",
  bankName: p.bankName,
  accountNumberLast4: p.accountLast4,
  failureReason: p.failureReason,
  createdAt: p.createdAt.toISOString(),
  completedAt: p.completedAt?.toISOString() ?? null,
});

/** A CSV field: quoted when it holds a comma, quote or line break; a leading =, +, - or @ is defused for spreadsheets. */
function csvField(v: string | number): string {
  let s = String(v);
  if (typeof v === "string" && /^[=+\-@]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
const naira = (kobo: number) => (kobo / 100).toFixed(2);

export function createEarningsService(db: Db, deps: { now?: (() => Date) | undefined } = {}) {
  const now = deps.now ?? (() => new Date());

  async function earnings(ownerId: string): Promise<EarningsView> {
    const at = now();
    const [rows, account] = await Promise.all([repo.ownerBookings(db, ownerId), repo.payoutAccountOf(db, ownerId)]);
    let pending = 0;
    let available = 0;
    let onItsWay = 0;
    let paid = 0;
    const lines = rows.map((b) => {
      const from = availableFrom(b);
      const free = from !== null && from.getTime() <= at.getTime();
      if (b.balanceKobo > 0) {
        if (free) available += b.balanceKobo;
        else pending += b.balanceKobo;
      }
      onItsWay += b.inTransitKobo;
      paid += b.paidKobo;
      const state = b.balanceKobo > 0 ? (free ? "available" : "pending") : b.inTransitKobo > 0 ? "on_its_way" : b.paidKobo > 0 ? "paid" : "none";
      return {
        bookingId: b.bookingId,
        title: b.title,
        startDate: b.startDate,
        endDate: b.endDate,
        bookingStatus: b.status,
        rentalKobo: b.rentalKobo,
        refundKobo: b.refundKobo,
        commissionKobo: b.commissionKobo,
        claimKobo: b.claimKobo,
        deliveryKobo: b.deliveryKobo,
        lateFeeKobo: b.lateFeeKobo,
        netKobo: b.netKobo,
        state,
        availableAt: from?.toISOString() ?? null,
      } as const;
    });
    const blockedBy = !account
      ? m.err_no_payout_account()
      : account.payoutsHeldUntil && account.payoutsHeldUntil > at
        ? heldMessage(account.payoutsHeldUntil)
        : available < MIN_PAYOUT_KOBO
          ? belowMinimum(available)
          : null;
    // The last 12 months, by the month each rental ended, oldest first; months with nothing read 0.
    const thisMonth = todayInLagos(at).slice(0, 7);
    const months: { month: string; netKobo: number }[] = [];
    for (let i = 11; i >= 0; i--) {
      const [y, m] = thisMonth.split("-").map(Number) as [number, number];
      const d = new Date(Date.UTC(y, m - 1 - i, 1));
      months.push({ month: d.toISOString().slice(0, 7), netKobo: 0 });
    }
    for (const l of lines) {
      const slot = months.find((x) => x.month === l.endDate.slice(0, 7));
      if (slot) slot.netKobo += l.netKobo;
    }
    return {
      pendingKobo: pending,
      availableKobo: available,
      onItsWayKobo: onItsWay,
      paidOutKobo: paid,
      minimumPayoutKobo: MIN_PAYOUT_KOBO,
      feeKobo: available > 0 ? transferFeeKobo(available) : 0,
      canWithdraw: blockedBy === null,
      withdrawBlockedBy: blockedBy,
      lines,
      months,
    };
  }

  async function payouts(ownerId: string): Promise<PayoutView[]> {
    return (await repo.payoutsOf(db, ownerId)).map(toPayout);
  }

  return {
    earnings,
    payouts,

    /** The owner's statement as CSV: every booking line, then every payout, amounts in naira. */
    async statementCsv(ownerId: string): Promise<string> {
      const [e, ps] = await Promise.all([earnings(ownerId), payouts(ownerId)]);
      // Each booking's row adds up as its Earnings card does: rental − refunded − commission + delivery + deposit claim + late fee = net.
      const rows: (string | number)[][] = [["Type", "Date", "Reference", "Item", "Booking status", "Rental (NGN)", "Refunded (NGN)", "Commission (NGN)", "Delivery (NGN)", "Deposit claim (NGN)", "Late fee (NGN)", "Net (NGN)", "Status"]];
      for (const l of e.lines)
        rows.push(["Booking", l.endDate, `Booking ${l.bookingId}`, l.title, l.bookingStatus, naira(l.rentalKobo), naira(l.refundKobo), naira(l.commissionKobo), naira(l.deliveryKobo), naira(l.claimKobo), naira(l.lateFeeKobo), naira(l.netKobo), l.state.replace(/_/g, " ")]);
      for (const p of ps)
        rows.push(["Payout", p.createdAt.slice(0, 10), p.reference, `To ${p.bankName} ••${p.accountNumberLast4} (fee ${naira(p.feeKobo)})`, "", "", "", "", "", "", "", naira(-p.amountKobo), p.statusLabel]);
      return rows.map((r) => r.map(csvField).join(",")).join("\r\n") + "\r\n";
    },

    /** A file name for the statement: haya-earnings-2026-11-26.csv. */
    statementName: () => `haya-earnings-${todayInLagos(now())}.csv`,
  };
}
export type EarningsService = ReturnType<typeof createEarningsService>;
