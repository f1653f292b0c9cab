// Attempt limits for sign-in, sign-up, password resets and password checks, per IP address and per account.
import type { Db } from "../../db/client";
import { RateLimitedError } from "../../errors";
import { clearAttempts, countAttempts, deleteEndedWindows } from "./rate-limit.repo";

const MINUTE = 60_000;

/**
 * Per window. Nigerian mobile carriers put many phones behind one address (carrier-grade NAT), so the per-IP limits
 * only stop floods. Password guessing is stopped per account and address (8 tries, then that address is refused for
 * that account); across addresses an account's sign-ins only slow down (signInDelayMs), so that someone guessing from
 * one address can never lock the real owner out: they still sign in from their own.
 */
export const LIMITS = {
  signInIp: { limit: 60, windowMs: 15 * MINUTE },
  signInAccountIp: { limit: 8, windowMs: 15 * MINUTE },
  /** A flood stop only: below it, the account's attempts from all addresses are slowed (signInDelayMs), never refused. */
  signInAccount: { limit: 500, windowMs: 15 * MINUTE },
  /** Authenticator and recovery codes, per address (better-auth also ends a sign-in's challenge after 5 wrong codes). */
  twoFactorIp: { limit: 30, windowMs: 15 * MINUTE },
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
  /** Bookings made (each locks a listing and may e-mail its owner); the open-holds cap (bookings.service.ts) bounds what stays held. */
  bookingAccount: { limit: 30, windowMs: 15 * MINUTE },
  bookingIp: { limit: 120, windowMs: 15 * MINUTE },
  /** Live quotes: one a change of dates, units or time on the item page; many phones share one carrier address. */
  quoteAccount: { limit: 300, windowMs: 15 * MINUTE },
  quoteIp: { limit: 1200, windowMs: 15 * MINUTE },
  /** External calendars added to listings: each is fetched at once, so adding and removing in a loop must not make Haya fetch a site over and over. */
  calendarImportAccount: { limit: 30, windowMs: 60 * MINUTE },
  /**
   * Bank account look-ups (payout accounts): each asks the payment provider, and answers the name on any account, so a
   * loop of them would read strangers' names. An owner checking a mistyped number a few times stays well below.
   */
  payoutLookupAccount: { limit: 20, windowMs: 60 * MINUTE },
  /** Withdraw: each one is a transfer at the provider; a person has no reason for more than a few an hour. */
  payoutWithdraw: { limit: 10, windowMs: 60 * MINUTE },
  /** Messages sent (each may e-mail and notify the other person): a quick conversation stays well below. */
  messageAccount: { limit: 30, windowMs: MINUTE },
  /** Reports of people, listings and messages: each waits for an operator. */
  reportAccount: { limit: 20, windowMs: 60 * MINUTE },
  /** SMS codes sent to one number (to prove it, or to sign in): each costs money and reaches someone's phone. */
  phoneCodeNumber: { limit: 5, windowMs: 60 * MINUTE },
  /** SMS codes asked for from one address: a flood stop (many phones share a carrier address). */
  phoneCodeIp: { limit: 30, windowMs: 60 * MINUTE },
  /** Numbers one account may ask to prove in an hour. */
  phoneCodeAccount: { limit: 10, windowMs: 60 * MINUTE },
  /** Codes typed from one address (each code also dies after 5 wrong tries). */
  phoneCheckIp: { limit: 60, windowMs: 15 * MINUTE },
  /** Copies of one's data asked for (each reads every record and photo of the person into a ZIP): a few a day. */
  dataExportAccount: { limit: 5, windowMs: 24 * 60 * MINUTE },
  /** Identity checks sent from one address (each is a paid call to the provider): many phones share a carrier address. */
  identityIp: { limit: 20, windowMs: 60 * MINUTE },
  /** Calls with one personal API token: a fleet's sync script, not a flood (each call is a database write here too). */
  apiToken: { limit: 600, windowMs: 5 * MINUTE },
} as const;
export type LimitName = keyof typeof LIMITS;

/** The per-account and per-address keys of an action limited both ways (`booking` → bookingAccount, bookingIp). */
export function limitKeys(action: "booking" | "quote", account: string | undefined, ip: string | undefined): [LimitName, string][] {
  const keys: [LimitName, string][] = [];
  if (account) keys.push([`${action}Account`, account]);
  if (ip) keys.push([`${action}Ip`, ip]);
  return keys;
}

/**
 * How long a sign-in waits before its password is checked, from the attempts counted in the window (this one included)
 * for the account from every address, and for the account from this address: nothing for the first 5 (3 from one
 * address), then 0.1 s doubling to at most 3 s. Guessing gets slow; the owner, even mid-attack, waits a moment at most;
 * the many people behind one carrier address, each signing in to their own account, are not slowed at all.
 */
export function signInDelayMs(accountAttempts: number, accountIpAttempts: number): number {
  const slow = (n: number, free: number) => (n <= free ? 0 : Math.min(100 * 2 ** (n - free - 1), 3000));
  return Math.max(slow(accountAttempts, 5), slow(accountIpAttempts, 3));
}

export interface RateLimiter {
  /**
   * Counts one attempt against each key; throws RateLimitedError when any of them is over its limit. Answers each
   * key's count in its window, this attempt included.
   */
  attempt(keys: [LimitName, string][]): Promise<Partial<Record<LimitName, number>>>;
  /** Forgets the attempts under one key (a successful sign-in clears that account's failures). */
  clear(name: LimitName, id: string): Promise<void>;
}

export function createRateLimiter(db: Db, now: () => Date = () => new Date()): RateLimiter {
  let sweeps = 0;
  return {
    async attempt(keys) {
      const counts: Partial<Record<LimitName, number>> = {};
      if (keys.length === 0) return counts;
      const at = now();
      let retryAfterMs = 0;
      const rows = await countAttempts(db, keys.map(([name, id]) => ({ key: `${name}:${id}`, windowMs: LIMITS[name].windowMs })), at);
      for (const [name, id] of keys) {
        const row = rows.get(`${name}:${id}`)!;
        counts[name] = row.count;
        if (row.count > LIMITS[name].limit) retryAfterMs = Math.max(retryAfterMs, row.resetAt.getTime() - at.getTime());
      }
      if (++sweeps % 500 === 0) await deleteEndedWindows(db, at);
      if (retryAfterMs > 0) throw new RateLimitedError(Math.ceil(retryAfterMs / 1000));
      return counts;
    },
    clear: (name, id) => clearAttempts(db, `${name}:${id}`),
  };
}
