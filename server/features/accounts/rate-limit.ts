// Attempt limits for sign-in, sign-up, password resets and password checks, per IP address and per account.
import type { Db } from "../../db/client";
import { RateLimitedError } from "../../errors";
import { clearAttempts, countAttempt, deleteEndedWindows } from "./rate-limit.repo";

const MINUTE = 60_000;

/**
 * Per window. Nigerian mobile carriers put many phones behind one address (carrier-grade NAT), so the per-IP limits
 * only stop floods; the per-account limits are what stop password guessing.
 */
export const LIMITS = {
  signInIp: { limit: 60, windowMs: 15 * MINUTE },
  signInAccount: { limit: 8, windowMs: 15 * MINUTE },
  signUpIp: { limit: 30, windowMs: 60 * MINUTE },
  /** Each sign-up with a taken address mails its owner: this caps those mails whatever addresses the attempts come from. */
  signUpAccount: { limit: 3, windowMs: 15 * MINUTE },
  resetIp: { limit: 20, windowMs: 15 * MINUTE },
  resetAccount: { limit: 3, windowMs: 15 * MINUTE },
  /** Checks of the current password on the profile page (change password or e-mail, delete account). */
  passwordCheckAccount: { limit: 8, windowMs: 15 * MINUTE },
  /** Profile photo uploads: each one is decoded and resized, so a loop of them would only burn CPU. */
  avatarAccount: { limit: 20, windowMs: 15 * MINUTE },
  /** Listing photo uploads (12 a listing; a busy owner may fill several listings in a sitting). */
  listingPhotoAccount: { limit: 60, windowMs: 15 * MINUTE },
  /** New listings (drafts): plenty for a rental company entering its fleet, not an endless stream of empty rows. */
  listingDraftAccount: { limit: 30, windowMs: 60 * MINUTE },
} as const;
export type LimitName = keyof typeof LIMITS;

export interface RateLimiter {
  /** Counts one attempt against each key; throws RateLimitedError when any of them is over its limit. */
  attempt(keys: [LimitName, string][]): Promise<void>;
  /** Forgets the attempts under one key (a successful sign-in clears that account's failures). */
  clear(name: LimitName, id: string): Promise<void>;
}

export function createRateLimiter(db: Db, now: () => Date = () => new Date()): RateLimiter {
  let sweeps = 0;
  return {
    async attempt(keys) {
      const at = now();
      let retryAfterMs = 0;
      for (const [name, id] of keys) {
        const { limit, windowMs } = LIMITS[name];
        const row = await countAttempt(db, `${name}:${id}`, windowMs, at);
        if (row.count > limit) retryAfterMs = Math.max(retryAfterMs, row.resetAt.getTime() - at.getTime());
      }
      if (++sweeps % 500 === 0) await deleteEndedWindows(db, at);
      if (retryAfterMs > 0) throw new RateLimitedError(Math.ceil(retryAfterMs / 1000));
    },
    clear: (name, id) => clearAttempts(db, `${name}:${id}`),
  };
}
