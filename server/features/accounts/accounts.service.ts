// The rules of accounts: joining, signing in and out, sessions, e-mail verification, password resets, profiles and
// businesses' details (their verification request and its queue: features/admin/admin-business-queue.service.ts).
// Sessions, tokens and password checks are better-auth's (auth.ts); limits, messages and everything Haya-specific are here.
import { APIError } from "better-auth";
import type { Db } from "../../db/client";
import type { AvatarStore } from "../media/avatars";
import { ConflictError, ForbiddenError, InvalidError, NotFoundError, UnauthorizedError } from "../../errors";
import * as repo from "./accounts.repo";
import { authHeaders, code, newSessionHeaders, type RequestMeta } from "./auth-requests";
import type { Auth } from "./auth";
import { localeOf, SESSION_MAX_SECONDS } from "./auth";
import { mailUrl } from "../mail/mail.templates";
import { accountMails, type MailSender } from "./accounts.mails";
import { isCommonPassword } from "./password";
import { signInDelayMs, type RateLimiter } from "./rate-limit";
import { m } from "../../../core/paraglide/messages";

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  /** 'user', or an operator's role (support, admin): read with the session, so a revoked role ends at once. */
  role?: Role;
  /** A verified authenticator app is asked for at sign-in. */
  twoFactorEnabled?: boolean;
  /** Their data saver (/account): smaller photos and no prefetching wherever they are signed in. */
  dataSaver?: boolean;
}

export type Role = "user" | "support" | "admin";
const ROLES: readonly Role[] = ["user", "support", "admin"];
const roleOf = (v: unknown): Role => (ROLES.includes(v as Role) ? (v as Role) : "user");
export interface CurrentSession {
  user: SessionUser;
  token: string;
}

export interface AccountsDeps {
  auth: () => Promise<Auth>;
  limiter: RateLimiter;
  mail: MailSender;
  /** Open bookings block deleting an account; the bookings feature answers this (none exist before it). */
  countOpenBookings?: (userId: string) => Promise<number>;
  /** Where profile photos are kept (media storage). */
  avatars: AvatarStore;
  /** Deletes the files of the person's data exports once their account is deleted (features/exports). */
  removeExportFiles?: (keys: string[]) => Promise<void>;
  /** The site's configured origin, for links in e-mails (never the request's Host). */
  siteUrl: string;
  /** How a slowed sign-in waits (signInDelayMs); tests pass one that records instead. */
  sleep?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => (ms > 0 ? new Promise<void>((r) => setTimeout(r, ms)) : Promise.resolve());

/** PostgreSQL's unique_violation, however the driver wraps it. */
function isUniqueViolation(e: unknown): boolean {
  for (let c: unknown = e; c instanceof Error || (typeof c === "object" && c !== null); c = (c as { cause?: unknown }).cause) {
    if ((c as { code?: unknown }).code === "23505") return true;
    if (!("cause" in (c as object))) break;
  }
  return false;
}

function checkNewPassword(password: string, field: string) {
  if (isCommonPassword(password)) throw new InvalidError(m.err_common_password(), { [field]: m.err_common_password() });
}

export function createAccountsService(db: Db, deps: AccountsDeps) {
  const mails = accountMails(deps.mail);

  /** Counts a check of the current password against the account's limit, then runs `check`, which verifies it. */
  async function withCurrentPassword<T>(userId: string, check: (auth: Auth) => Promise<T>): Promise<T> {
    await deps.limiter.attempt([["passwordCheckAccount", userId]]);
    try {
      return await check(await deps.auth());
    } catch (e) {
      if (code(e) === "INVALID_PASSWORD") throw new InvalidError(m.err_wrong_current_password(), { currentPassword: m.err_wrong_current_password() });
      throw e;
    }
  }
  const requirePassword = (userId: string, password: string, meta: RequestMeta) =>
    withCurrentPassword(userId, (auth) => auth.api.verifyPassword({ body: { password }, headers: authHeaders(meta) }));

  return {
    /**
     * The signed-in person, or null, and the Set-Cookie headers to pass on (a refreshed or cleared cookie).
     * Ends sessions past the absolute limit, however active they have been.
     */
    async getSession(meta: Pick<RequestMeta, "ip" | "headers">): Promise<{ session: CurrentSession | null; headers: Headers }> {
      const auth = await deps.auth();
      const { headers, response } = await auth.api.getSession({ headers: authHeaders(meta), returnHeaders: true });
      if (!response) return { session: null, headers };
      if (Date.now() - new Date(response.session.createdAt).getTime() > SESSION_MAX_SECONDS * 1000) {
        const out = await auth.api.signOut({ headers: authHeaders(meta), returnHeaders: true });
        return { session: null, headers: out.headers };
      }
      const u = response.user;
      const extra = u as { role?: unknown; twoFactorEnabled?: unknown; bannedAt?: unknown; dataSaver?: unknown };
      // A ban deletes every session; this covers a request that read its session as the ban committed.
      if (extra.bannedAt) return { session: null, headers };
      const user: SessionUser = {
        id: u.id,
        name: u.name,
        email: u.email,
        emailVerified: u.emailVerified,
        image: u.image ?? null,
        role: roleOf(extra.role),
        twoFactorEnabled: extra.twoFactorEnabled === true,
        dataSaver: extra.dataSaver === true,
      };
      return { session: { user, token: response.session.token }, headers };
    },

    /**
     * Creates the account and signs it in. An address that already has an account gets an e-mail instead and the
     * caller a `taken` result to show the same "check your inbox" message as a new account, never "already exists".
     */
    async signUp(input: { name: string; email: string; password: string }, meta: RequestMeta) {
      // A refused common password costs no attempt: choosing another one is not abuse.
      checkNewPassword(input.password, "password");
      await deps.limiter.attempt([
        ["signUpIp", meta.ip],
        ["signUpAccount", input.email],
      ]);
      const auth = await deps.auth();
      try {
        const { headers } = await auth.api.signUpEmail({ body: input, headers: newSessionHeaders(meta), returnHeaders: true });
        return { taken: false as const, headers };
      } catch (e) {
        if (code(e) !== "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL" && code(e) !== "USER_ALREADY_EXISTS") throw e;
        const existing = await auth.$context.then((c) => c.internalAdapter.findUserByEmail(input.email));
        if (existing) await mails.signUpWithTakenEmail(existing.user, mailUrl(deps.siteUrl, "/login", localeOf(existing.user)));
        return { taken: true as const, headers: new Headers() };
      }
    },

    async signIn(input: { email: string; password: string }, meta: RequestMeta) {
      const account = input.email.trim().toLowerCase();
      const counts = await deps.limiter.attempt([
        ["signInIp", meta.ip],
        ["signInAccountIp", `${account} ${meta.ip}`],
        ["signInAccount", account],
      ]);
      await (deps.sleep ?? sleep)(signInDelayMs(counts.signInAccount ?? 0, counts.signInAccountIp ?? 0));
      const auth = await deps.auth();
      // Whoever was signed in on this browser is signed out first: one person, one new session.
      if (meta.headers.get("cookie")) await auth.api.signOut({ headers: authHeaders(meta) }).catch(() => undefined);
      try {
        const { headers, response } = await auth.api.signInEmail({ body: input, headers: newSessionHeaders(meta), returnHeaders: true });
        await Promise.all([deps.limiter.clear("signInAccount", account), deps.limiter.clear("signInAccountIp", `${account} ${meta.ip}`)]);
        // The password was right but the account asks for an authenticator code too: no session yet, only better-auth's
        // short-lived two-factor cookie (in `headers`) for the code's page (/login/two-factor).
        return { headers, twoFactor: "twoFactorRedirect" in response && response.twoFactorRedirect === true };
      } catch (e) {
        if (code(e) === "INVALID_EMAIL_OR_PASSWORD") throw new UnauthorizedError(m.err_wrong_credentials());
        // Only a right password gets this far: a banned person is told why, nobody else learns of the ban.
        if (code(e) === "FAILED_TO_CREATE_SESSION") throw new ForbiddenError(m.err_banned());
        throw e;
      }
    },

    async signOut(meta: Pick<RequestMeta, "ip" | "headers">) {
      const auth = await deps.auth();
      const { headers } = await auth.api.signOut({ headers: authHeaders(meta), returnHeaders: true }).catch(() => ({ headers: new Headers() }));
      return { headers };
    },

    /** Always the same answer, whether or not the address has an account. */
    async requestPasswordReset(input: { email: string }, meta: RequestMeta) {
      await deps.limiter.attempt([
        ["resetIp", meta.ip],
        ["resetAccount", input.email],
      ]);
      const auth = await deps.auth();
      await auth.api.requestPasswordReset({ body: { email: input.email } });
      return { message: m.account_forgot_sent() };
    },

    /** Single use: the token is consumed; every session of the account ends. */
    async resetPassword(input: { token: string; password: string }) {
      checkNewPassword(input.password, "password");
      const auth = await deps.auth();
      try {
        await auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } });
      } catch (e) {
        if (code(e) === "INVALID_TOKEN" || code(e) === "USER_NOT_FOUND")
          throw new InvalidError(m.err_reset_link_expired(), { token: "expired" });
        throw e;
      }
    },

    /**
     * Verifies an address, or moves the account to a new one (change of e-mail). Give the request's `meta` so that a
     * change keeps the browser's session; opened elsewhere, a change link signs that browser in (it proves the new
     * address, which the signed-in owner asked for). Returns Set-Cookie headers to pass on.
     */
    async verifyEmail(token: string, meta?: Pick<RequestMeta, "ip" | "headers">): Promise<{ headers: Headers }> {
      const auth = await deps.auth();
      try {
        const { headers, response } = await auth.api.verifyEmail({ query: { token }, headers: meta ? authHeaders(meta) : new Headers(), returnHeaders: true });
        // A change of address: better-auth answers with the updated user (its declared type leaves it out), and the
        // reset links mailed to the old address end here. A plain verification answers `user: null`.
        const moved = (response as { user?: { id: string } | null } | void)?.user;
        if (moved) await repo.deleteResetTokens(db, moved.id);
        return { headers };
      } catch (e) {
        if (e instanceof APIError) throw new InvalidError(m.err_verify_link_invalid());
        // Someone else took the new address between the request and the click (users_email_key).
        if (isUniqueViolation(e)) throw new InvalidError(m.err_email_taken_now());
        throw e;
      }
    },

    async resendVerification(user: SessionUser) {
      if (user.emailVerified) throw new ConflictError(m.err_email_already_verified());
      await deps.limiter.attempt([["resetAccount", user.email]]);
      const auth = await deps.auth();
      await auth.api.sendVerificationEmail({ body: { email: user.email } });
    },

    /** Where the person said they are (state and city), if they did: the item page's 'Delivers to you'. */
    savedPlace: (userId: string) => repo.savedPlaceOf(db, userId),

    async getProfile(userId: string) {
      const p = await repo.findProfile(db, userId);
      if (!p) throw new NotFoundError(m.err_no_such_account());
      return p;
    },

    /** The person's data saver, on or off (smaller photos and no prefetching wherever they are signed in). */
    async setDataSaver(userId: string, on: boolean) {
      await repo.setDataSaver(db, userId, on);
    },

    /** The language the person chose on the site: their texts and e-mails are written in it from now on. */
    async setLanguage(userId: string, language: "en" | "pcm") {
      await repo.setLanguage(db, userId, language);
    },

    async updateProfile(userId: string, patch: { name: string; phone?: string | null | undefined }) {
      await repo.updateProfile(db, userId, { name: patch.name, ...(patch.phone !== undefined && { phone: patch.phone }) });
      return this.getProfile(userId);
    },

    /** A new profile photo (any JPEG, PNG or WebP up to 5 MB; InvalidError otherwise), or none; the old file is deleted. */
    async setAvatar(userId: string, photo: Uint8Array | null) {
      let key: string | null = null;
      if (photo) {
        await deps.limiter.attempt([["avatarAccount", userId]]);
        key = await deps.avatars.save(userId, photo);
      }
      await deps.avatars.remove(await repo.swapImage(db, userId, key));
      return key;
    },

    /** Needs the current password; every other session of the account ends (this one stays signed in). */
    async changePassword(session: CurrentSession, input: { currentPassword: string; newPassword: string }, meta: RequestMeta) {
      checkNewPassword(input.newPassword, "newPassword");
      // better-auth checks the current password itself: one argon2 verify, not two.
      const { headers } = await withCurrentPassword(session.user.id, (auth) =>
        auth.api.changePassword({
          body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
          headers: authHeaders(meta),
          returnHeaders: true,
        }),
      );
      await repo.deleteResetTokens(db, session.user.id);
      return { headers };
    },

    /** The address changes once the link sent to the new one is opened. An address in use is not revealed. */
    async changeEmail(session: CurrentSession, input: { newEmail: string; currentPassword: string }, meta: RequestMeta) {
      if (input.newEmail === session.user.email) throw new InvalidError(m.err_same_email(), { newEmail: m.err_same_email() });
      await requirePassword(session.user.id, input.currentPassword, meta);
      const auth = await deps.auth();
      await auth.api.changeEmail({ body: { newEmail: input.newEmail }, headers: authHeaders(meta) });
    },

    /**
     * Checks the signed-in person's current password for another feature's sensitive change (where payouts go): counted
     * against the same limit as the profile page's checks; a wrong one is an InvalidError naming `currentPassword`.
     */
    async checkPassword(session: CurrentSession, currentPassword: string, meta: RequestMeta) {
      await requirePassword(session.user.id, currentPassword, meta);
    },

    async deleteAccount(session: CurrentSession, input: { currentPassword: string }, meta: RequestMeta) {
      await requirePassword(session.user.id, input.currentPassword, meta);
      const open = (await deps.countOpenBookings?.(session.user.id)) ?? 0;
      if (open > 0)
        throw new ConflictError(m.err_open_bookings_delete({ count: open }));
      const { image, exportFiles } = await repo.anonymiseUser(db, session.user.id);
      await deps.avatars.remove(image);
      await deps.removeExportFiles?.(exportFiles);
    },

    async saveBusiness(userId: string, input: { businessName: string; cacNumber: string; phone: string }) {
      await repo.saveBusiness(db, userId, { businessName: input.businessName, cacNumber: input.cacNumber, businessPhone: input.phone });
      return this.getProfile(userId);
    },

  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
