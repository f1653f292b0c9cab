// Zod shapes of deposit claims as the API answers them, and of the renter's answer's fields (the forms send the same).
import { z } from "zod";
import { CLAIM_REASONS } from "../../../core/claims";

export const claimSchema = z
  .object({
    id: z.number().int(),
    amountKobo: z.number().int().describe("What the owner claims from the caution deposit"),
    description: z.string(),
    reason: z.enum(CLAIM_REASONS).describe("damage (damage or loss, with photos), or late_return (at most the late fee the booking ran up)"),
    status: z.enum(["open", "disputed", "settled"]).describe("open: waiting for the renter; disputed: waiting for Haya's decision; settled"),
    answerBy: z.iso.datetime().describe("The renter answers by then; no answer counts as accepted"),
    answer: z.enum(["accepted", "disputed", "lapsed"]).nullable(),
    answerText: z.string().nullable(),
    settledAmountKobo: z.number().int().nullable().describe("What the owner got in the end; the rest of the deposit went back to the renter"),
    decisionNote: z.string().nullable(),
    createdAt: z.iso.datetime(),
    settledAt: z.iso.datetime().nullable(),
    photos: z.array(z.object({ id: z.number().int(), stage: z.enum(["claim", "claim_answer"]), width: z.number().int(), height: z.number().int(), createdAt: z.iso.datetime(), url: z.string() })),
  })
  .meta({ id: "DepositClaim" });

export const claimStateSchema = z.object({
  claim: claimSchema.nullable(),
  claimableUntil: z.iso.datetime().nullable().describe("For the owner: until when a claim can still be made (null: none can now)"),
  maxClaimKobo: z.number().int().nullable().describe("For the owner: the most that can be claimed (the deposit)"),
  lateFeeKobo: z.number().int().nullable().describe("For the owner, when the item came back late: the late fee it ran up, the most a late_return claim can be (and never more than the deposit)"),
});

