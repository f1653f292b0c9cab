// Phone numbers proved by a 6-digit SMS code, and signing in with one. A code is kept only as an HMAC (keyed by the
// app_secrets "phone-codes" key: six digits alone would be guessed from a plain hash), expires after 10 minutes, dies
// after 5 wrong tries, works once, and a newer code for the same number ends the older. Codes are rate limited per
// number, per address and per account, and one number gets at most one code a minute. Signing in goes through
// better-auth's phone-number plugin (its session and cookie), handed a one-use ticket once Haya has checked the code.
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { isLocale, type Locale } from "../../../core/locales";
import { m } from "../../../core/paraglide/messages";
import type { Db, Tx } from "../../db/client";
import { ForbiddenError, InvalidError, RateLimitedError, UnauthorizedError } from "../../errors";
import type { Auth } from "./auth";
import type { SignInTickets } from "./sign-in-tickets";
import { authHeaders, code as authCode, newSessionHeaders, type RequestMeta } from "./auth-requests";
import * as repo from "./phone.repo";
import type { RateLimiter } from "./rate-limit";

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_TRIES = 5;
/** One code a minute to a number: a second tap on 'Send code' does not send a second SMS. */
export const RESEND_AFTER_MS = 60_000;

export interface PhoneDeps {
  auth: () => Promise<Auth>;
  limiter: RateLimiter;
  tickets: SignInTickets;
  /** The HMAC key of codes (app_secrets "phone-codes"). */
  secret: () => Promise<string>;
  /** Sends a text now or as a job (the queue's "sms"). */
  sendSms: (sms: { to: string; body: string }) => Promise<void>;
  now?: (() => Date) | undefined;
}

const localeOf = (language: string): Locale => (isLocale(language) ? language : "en");

export function createPhoneService(db: Db, deps: PhoneDeps) {
  const now = deps.now ?? (() => new Date());
  let key: string | undefined;
  const hash = async (phone: string, purpose: repo.CodePurpose, code: string) =>
    createHmac("sha256", (key ??= await deps.secret())).update(`${purpose}:${phone}:${code}`).digest("base64url");

  /** Writes a new code for the number and texts it; RateLimitedError while the last one is under a minute old. */
  async function issue(phone: string, purpose: repo.CodePurpose, userId: string | null, words: (code: string) => string): Promise<Date> {
    const at = now();
    const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");
    const codeHash = await hash(phone, purpose, code);
    const expiresAt = new Date(at.getTime() + CODE_TTL_MS);
    await db.transaction(async (t) => {
      const tx = t as unknown as Tx;
      await repo.lockNumber(tx, phone, purpose);
      const last = await repo.latestCode(tx, phone, purpose);
      const wait = last ? last.createdAt.getTime() + RESEND_AFTER_MS - at.getTime() : 0;
      if (wait > 0) {
        const s = Math.ceil(wait / 1000);
        throw new RateLimitedError(s, m.err_code_resend_wait({ seconds: s }));
      }
      await repo.insertCode(tx, { phone, purpose, userId, codeHash, expiresAt, at });
    });
    await deps.sendSms({ to: phone, body: words(code) });
    if (Math.random() < 0.01) await repo.deleteOldCodes(db, new Date(at.getTime() - 86_400_000)).catch(() => undefined);
    return expiresAt;
  }

  /**
   * Checks `code` against the number's newest code for `purpose`, in one transaction under the code's row lock: a wrong
   * code counts a try (the fifth ends it), a right one is used up. Answers the account the code was sent for.
   */
  async function check(phone: string, purpose: repo.CodePurpose, code: string): Promise<string | null> {
    const at = now();
    const given = await hash(phone, purpose, code);
    const outcome = await db.transaction(async (t) => {
      const tx = t as unknown as Tx;
      const row = await repo.latestCodeForUpdate(tx, phone, purpose);
      if (!row || row.usedAt || row.expiresAt <= at) return { ok: false, error: m.err_code_dead() } as const;
      if (row.attempts >= CODE_TRIES) return { ok: false, error: m.err_phone_too_many_tries() } as const;
      const a = Buffer.from(row.codeHash);
      const b = Buffer.from(given);
      if (a.length !== b.length || !timingSafeEqual(a, b)) {
        const tries = await repo.countWrongTry(tx, row.id);
        return { ok: false, error: tries >= CODE_TRIES ? m.err_phone_too_many_tries() : m.err_phone_wrong_code() } as const;
      }
      await repo.useCode(tx, row.id, at);
      return { ok: true, userId: row.userId } as const;
    });
    if (!outcome.ok) throw new InvalidError(outcome.error, { code: outcome.error });
    return outcome.userId;
  }

  return {
    /** The person's verified number, or null. */
    numberOf: (userId: string) => repo.phoneOf(db, userId),

    /** Texts a code to prove `phone` (normalised, +234…) for the signed-in person. */
    async requestVerifyCode(userId: string, phone: string, meta: Pick<RequestMeta, "ip">): Promise<{ sentTo: string; expiresAt: Date }> {
      await deps.limiter.attempt([
        ["phoneCodeAccount", userId],
        ["phoneCodeNumber", phone],
        ["phoneCodeIp", meta.ip],
      ]);
      const locale = localeOf(await repo.languageOf(db, userId));
      const expiresAt = await issue(phone, "verify", userId, (code) => m.sms_code_verify({ code }, { locale }));
      return { sentTo: phone, expiresAt };
    },

    /** The code proves the number: it becomes the person's (moving off any other account). */
    async verify(userId: string, phone: string, code: string, meta: Pick<RequestMeta, "ip">): Promise<{ phoneNumber: string }> {
      await deps.limiter.attempt([["phoneCheckIp", meta.ip]]);
      const forUser = await check(phone, "verify", code);
      // A code sent for another person's request proves nothing for this one (it reads as any wrong code).
      if (forUser !== userId) throw new InvalidError(m.err_code_dead(), { code: m.err_code_dead() });
      await db.transaction((t) => repo.setVerifiedPhone(t as unknown as Tx, userId, phone, now()));
      return { phoneNumber: phone };
    },

    /** No more SMS, no more phone sign-in for this person. */
    async remove(userId: string): Promise<void> {
      await repo.clearPhone(db, userId, now());
    },

    /**
     * Texts a sign-in code when the number is verified on an account; the answer is the same either way, so that nobody
     * learns whose number is on Haya.
     */
    async requestSignInCode(phone: string, meta: Pick<RequestMeta, "ip">): Promise<{ message: string }> {
      await deps.limiter.attempt([
        ["phoneCodeNumber", phone],
        ["phoneCodeIp", meta.ip],
      ]);
      const user = await repo.userOfPhone(db, phone);
      if (user && !user.bannedAt)
        await issue(phone, "sign_in", user.id, (code) => m.sms_code_sign_in({ code }, { locale: localeOf(user.language) }));
      return { message: m.phone_login_sent() };
    },

    /** A right code signs in to the account the number is on: better-auth's session, its cookie in `headers`. */
    async signIn(phone: string, code: string, meta: RequestMeta): Promise<{ headers: Headers; userId: string }> {
      await deps.limiter.attempt([["phoneCheckIp", meta.ip]]);
      const forUser = await check(phone, "sign_in", code);
      const user = await repo.userOfPhone(db, phone);
      // The number moved to another account (or was removed) after the code was sent: that code signs in nobody.
      if (!user || user.id !== forUser) throw new InvalidError(m.err_code_dead(), { code: m.err_code_dead() });
      if (user.twoFactorEnabled) throw new ForbiddenError(m.err_two_factor_account());
      const auth = await deps.auth();
      // Whoever was signed in on this browser is signed out first: one person, one new session.
      if (meta.headers.get("cookie")) await auth.api.signOut({ headers: authHeaders(meta) }).catch(() => undefined);
      try {
        const { headers } = await auth.api.verifyPhoneNumber({
          body: { phoneNumber: phone, code: deps.tickets.issue(phone) },
          headers: newSessionHeaders(meta),
          returnHeaders: true,
        });
        return { headers, userId: user.id };
      } catch (e) {
        if (authCode(e) === "FAILED_TO_CREATE_SESSION") throw new ForbiddenError(m.err_banned());
        if (authCode(e) === "INVALID_OTP") throw new UnauthorizedError(m.err_code_dead());
        throw e;
      }
    },
  };
}
export type PhoneService = ReturnType<typeof createPhoneService>;
