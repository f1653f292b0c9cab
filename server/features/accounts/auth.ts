// better-auth set up for Haya: e-mail + password accounts, database sessions, argon2id, mails through Haya's mail module.
// Only server code calls it (auth.api.*): its HTTP handler is not mounted, so every way in goes through Haya's own
// forms and API, with their validation, CSRF check and rate limits.
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Db } from "../../db/client";
import { accounts, sessions, users, verifications } from "../../db/schema";
import { PASSWORD_MAX, PASSWORD_MIN } from "./accounts.schema";
import { accountMails, type MailSender } from "./accounts.mails";
import { deleteResetTokens } from "./accounts.repo";
import { hashPassword, verifyPassword } from "./password";

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
}

export function createAuth(db: Db, opts: AuthOptions) {
  const mails = accountMails(opts.mail);
  const origin = opts.baseUrl.replace(/\/+$/, "");
  return betterAuth({
    appName: "Haya",
    secret: opts.secret,
    baseURL: opts.baseUrl,
    // Haya checks Origin itself on every state-changing request (server/http/csrf.ts) before it gets here.
    trustedOrigins: (request) => (request ? [new URL(request.url).origin] : []),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
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
      sendResetPassword: ({ user, token }) => mails.resetPassword(user, `${origin}/reset-password?token=${encodeURIComponent(token)}`),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: DAY,
      sendVerificationEmail: ({ user, token }) => mails.verifyEmail(user, `${origin}/verify-email?token=${encodeURIComponent(token)}`),
    },
    user: {
      changeEmail: { enabled: true, updateEmailWithoutVerification: false },
      deleteUser: { enabled: false },
    },
    session: { expiresIn: SESSION_IDLE_SECONDS, updateAge: DAY, freshAge: DAY },
    // Haya's own limiter (rate-limit.ts) counts per IP and per account in the database, across processes.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: opts.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
    },
    telemetry: { enabled: false },
    logger: { disabled: true },
  });
}
export type Auth = ReturnType<typeof createAuth>;
