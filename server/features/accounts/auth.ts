// better-auth set up for Haya: e-mail + password accounts, database sessions, argon2id, mails through Haya's mail module.
// Only server code calls it (auth.api.*): its HTTP handler is not mounted, so every way in goes through Haya's own
// forms and API, with their validation, CSRF check and rate limits.
import { AsyncLocalStorage } from "node:async_hooks";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { phoneNumber } from "better-auth/plugins/phone-number";
import { twoFactor } from "better-auth/plugins/two-factor";
import type { Locale } from "../../../core/locales";
import type { Db } from "../../db/client";
import { isDatabaseUnavailable } from "../../db/faults";
import { accounts, sessions, twoFactors, users, verifications } from "../../db/schema";
import { PASSWORD_MAX, PASSWORD_MIN } from "./accounts.schema";
import { accountMails, type MailSender } from "./accounts.mails";
import { deleteResetTokens, isBanned, mailPersonOf, setLanguage } from "./accounts.repo";
import { isNewDevice } from "./sessions";
import { twoFactorOn } from "./sessions.repo";
import { mailLocale, mailUrl } from "../mail/mail.templates";
import { hashPassword, verifyPassword } from "./password";
import type { SignInTickets } from "./sign-in-tickets";
import type { Log } from "../../logger";

const HOUR = 3600;
const DAY = 24 * HOUR;

/** A session ends after a week without use (sliding) or 30 days after sign-in, whichever comes first. */
export const SESSION_IDLE_SECONDS = 7 * DAY;
export const SESSION_MAX_SECONDS = 30 * DAY;
export const COOKIE_PREFIX = "haya";

export interface AuthOptions {
  secret: string;
  secureCookies: boolean;
  /** The site's configured origin (PUBLIC_URL, else http://localhost:PORT): every link in an e-mail starts with it. */
  baseUrl: string;
  mail: MailSender;
  /** Where a failure that must not stop a sign-in is told (the new-device e-mail). */
  log?: Log | undefined;
  /** One-use tickets Haya issues once an SMS code checks out (phone.ts): the only "code" the phone plugin accepts. */
  phoneTickets: SignInTickets;
  /**
   * The language of the page being answered (/pcm pages: Pidgin), undefined outside a page (the API, jobs): a person who
   * joins or signs in on a page gets that language for their texts and e-mails.
   */
  pageLocale?: () => Locale | undefined;
}

/**
 * better-auth answers any error of its own database reads with a bare 500 APIError, dropping the cause, but logs the
 * cause first. Each auth.api call runs with a box the logger drops a database fault into; the call then throws that
 * fault instead, so that a pool with no free connection or a timed-out statement is a 503 (try again), not a 500.
 */
const calls = new AsyncLocalStorage<{ fault?: unknown }>();

function keepDatabaseFaults<A extends object>(api: A): A {
  return new Proxy(api, {
    get(target, name, receiver) {
      const member: unknown = Reflect.get(target, name, receiver);
      if (typeof member !== "function") return member;
      return (...args: unknown[]) => {
        const box: { fault?: unknown } = {};
        return calls.run(box, async () => {
          try {
            return await (member as (...a: unknown[]) => unknown).apply(target, args);
          } catch (e) {
            throw box.fault ?? e;
          }
        });
      };
    },
  });
}

/** A user's e-mail language: better-auth reads users.language with the user (an additional field its types leave out). */
export const localeOf = (user: object) => mailLocale((user as { language?: unknown }).language);

/** The sign-ins that a second step follows when the person has one on: their session is replaced once the code checks out. */
const FIRST_STEPS = ["/sign-in/email", "/sign-in/username", "/sign-in/phone-number"];

/**
 * E-mails the person when `session` signed in with a device their account has not used before (sessions.ts). A
 * password alone on an account with a second step makes a session the two-factor plugin deletes at once: that one is
 * neither told nor kept as a device; the session the code then makes is.
 */
async function tellNewDevice(db: Db, mails: ReturnType<typeof accountMails>, origin: string, session: { userId: string; userAgent?: string | null; ipAddress?: string | null; createdAt: Date }, path: string | undefined) {
  if (path && FIRST_STEPS.includes(path) && (await twoFactorOn(db, session.userId))) return;
  if (!(await isNewDevice(db, session.userId, session.userAgent))) return;
  const user = await mailPersonOf(db, session.userId);
  if (user) await mails.newSignIn(user, { userAgent: session.userAgent ?? null, at: session.createdAt, address: session.ipAddress ?? null }, mailUrl(origin, "/account#sessions", localeOf(user)));
}

export function createAuth(db: Db, opts: AuthOptions) {
  const mails = accountMails(opts.mail);
  const origin = opts.baseUrl.replace(/\/+$/, "");
  const auth = betterAuth({
    appName: "Haya",
    secret: opts.secret,
    baseURL: opts.baseUrl,
    // Haya checks Origin itself on every state-changing request (server/http/middleware/csrf.ts) before it gets here.
    trustedOrigins: (request) => (request ? [new URL(request.url).origin] : []),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: HOUR,
      revokeSessionsOnPasswordReset: true,
      // The link used is consumed; links sent before it end too (the password they were for is gone).
      onPasswordReset: ({ user }) => deleteResetTokens(db, user.id),
      sendResetPassword: ({ user, token }) => mails.resetPassword(user, mailUrl(origin, `/reset-password?token=${encodeURIComponent(token)}`, localeOf(user))),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: DAY,
      sendVerificationEmail: ({ user, token }) => mails.verifyEmail(user, mailUrl(origin, `/verify-email?token=${encodeURIComponent(token)}`, localeOf(user))),
    },
    user: {
      // Read with every session (operators' pages check it); never set through sign-up or a profile update.
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "user", input: false },
        bannedAt: { type: "date", required: false, input: false },
        // Read with the session (no query of its own): every page honours it (app/lib/data-saver.tsx).
        dataSaver: { type: "boolean", required: false, defaultValue: false, input: false },
        // Read with the user (its e-mails are written in it): set on joining from the page's language, never by input.
        language: { type: "string", required: false, defaultValue: "en", input: false },
      },
      changeEmail: { enabled: true, updateEmailWithoutVerification: false },
      deleteUser: { enabled: false },
    },
    session: { expiresIn: SESSION_IDLE_SECONDS, updateAge: DAY, freshAge: DAY },
    // A person an operator has banned gets no new session by any way in (password, two-factor step, e-mail link).
    // Joining or signing in on a page (password, phone, two-factor step) makes that page's language the person's.
    databaseHooks: {
      user: { create: { before: async (u) => ({ data: { ...u, language: opts.pageLocale?.() ?? "en" } }) } },
      session: {
        create: {
          before: async (s) => ((await isBanned(db, s.userId)) ? false : undefined),
          after: async (s, ctx) => {
            const locale = opts.pageLocale?.();
            // The sign-in stands without it: the language stays the last one saved.
            if (locale) await setLanguage(db, s.userId, locale).catch(() => undefined);
            // A device the account has not signed in with before: the person is told (the sign-in stands if it fails).
            await tellNewDevice(db, mails, origin, s, ctx?.path).catch((e: unknown) => opts.log?.("error", "new-device email failed", { userId: s.userId, error: String(e) }));
          },
        },
      },
    },
    // Haya's own limiter (rate-limit.ts) counts per IP and per account in the database, across processes.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: opts.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
    },
    telemetry: { enabled: false },
    // Authenticator-app codes (TOTP) and recovery codes; required of operators (the admin side), open to everyone in /account.
    // Phone sign-in: Haya sends, keeps (hashed) and checks the SMS codes itself (phone.ts); the plugin only makes the
    // session for the account whose verified number it is, on a ticket Haya issued a moment before. It never sends a code.
    plugins: [
      twoFactor({ issuer: "Haya", twoFactorCookieMaxAge: 10 * 60, backupCodeOptions: { amount: 10, length: 10 } }),
      phoneNumber({
        verifyOTP: ({ phoneNumber: phone, code }) => opts.phoneTickets.take(phone, code),
        sendOTP: () => {
          throw new Error("Haya texts its own codes (phone.ts); the plugin's send is never called");
        },
      }),
    ],
    logger: {
      level: "error",
      log: (_level, _message, ...args) => {
        const box = calls.getStore();
        const fault = args.find((a) => isDatabaseUnavailable(a));
        if (box && fault) box.fault = fault;
      },
    },
  });
  return { ...auth, api: keepDatabaseFaults(auth.api) };
}
export type Auth = ReturnType<typeof createAuth>;
