// Zod shapes of what an owner sees of their money (GET /api/v1/me/earnings, GET/POST /api/v1/me/payouts): the same
// figures the Earnings tab shows, all in kobo.
import { z } from "zod";
import { PAYOUT_STATUSES } from "../../../core/payouts";

const kobo = z.number().int();

export const earningLineSchema = z
  .object({
    bookingId: z.number().int(),
    title: z.string(),
    startDate: z.iso.date(),
    endDate: z.iso.date(),
    bookingStatus: z.string(),
    rentalKobo: kobo.describe("The rental paid, after any discount, with any extension paid"),
    refundKobo: kobo.describe("Of the rental, what a cancellation gave back to the renter"),
    commissionKobo: kobo.describe("Haya's commission on the rental kept"),
    claimKobo: kobo.describe("What a settled claim on the caution deposit paid the owner"),
    deliveryKobo: kobo.describe("The delivery fee the owner keeps (all of it, no commission), unless a cancellation gave it back"),
    lateFeeKobo: kobo.describe("What the renter paid through Haya of a late fee beyond the deposit (no commission on it)"),
    netKobo: kobo.describe("What the owner earned from it: rental − refund − commission + delivery + claim + late fee"),
    state: z.enum(["pending", "available", "on_its_way", "paid", "none"]).describe("Where its money is now"),
    availableAt: z.iso.datetime().nullable().describe("When its money is (or was) the owner's to withdraw; null while not yet known"),
  })
  .meta({ id: "EarningLine" });

export const payoutSchema = z
  .object({
    id: z.number().int(),
    reference: z.string().describe("Haya's reference, also the transfer's reference at the provider"),
    amountKobo: kobo.describe("What left the balance: the transfer plus its fee"),
    feeKobo: kobo,
    sentKobo: kobo.describe("What reaches the bank account"),
    status: z.enum(PAYOUT_STATUSES),
    statusLabel: z.string(),
    trigger: z.enum(["withdraw", "run"]),
    bankName: z.string(),
    accountNumberLast4: z.string(),
    failureReason: z.string().nullable(),
    createdAt: z.iso.datetime(),
    completedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "Payout" });
export type PayoutView = z.infer<typeof payoutSchema>;

export const earningsSchema = z
  .object({
    pendingKobo: kobo.describe("Bookings not completed yet, or within the damage-claim window after the return"),
    availableKobo: kobo.describe("Yours to withdraw now"),
    onItsWayKobo: kobo.describe("In payouts sent and not yet arrived"),
    paidOutKobo: kobo.describe("Arrived in your bank account"),
    minimumPayoutKobo: kobo,
    feeKobo: kobo.describe("The transfer fee a payout of the available balance would cost"),
    canWithdraw: z.boolean(),
    withdrawBlockedBy: z.string().nullable().describe("Why Withdraw cannot be used now, as the owner is told"),
    lines: z.array(earningLineSchema),
    months: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), netKobo: kobo })).describe("Net earned by month of the rental's end, the last 12 months"),
  })
  .meta({ id: "Earnings" });
export type EarningsView = z.infer<typeof earningsSchema>;
