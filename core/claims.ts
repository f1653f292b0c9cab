// Deposit claim rules both sides share (issue 15): how long each side has, and what a claim and its answer must hold.
import { DAMAGE_CLAIM_HOURS } from "./fees";

/** The owner claims within DAMAGE_CLAIM_HOURS of the return; the renter answers within CLAIM_ANSWER_HOURS of the claim. */
export const CLAIM_WINDOW_HOURS = DAMAGE_CLAIM_HOURS;
export const CLAIM_ANSWER_HOURS = 48;
export const CLAIM_TEXT_MIN = 20;
export const CLAIM_TEXT_MAX = 2000;
/**
 * Why an owner claims: damage or loss (photos needed), or a late return (issue 36: at most the late fee the booking ran
 * up, core/late-returns.ts; no photo needed).
 */
export const CLAIM_REASONS = ["damage", "late_return"] as const;
export type ClaimReason = (typeof CLAIM_REASONS)[number];
/** Photos with a claim (at least one) or an answer (none needed). */
export const CLAIM_PHOTOS_MAX = 6;

