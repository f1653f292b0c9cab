// Two-factor sign-in with an authenticator app (TOTP) and recovery codes, through better-auth's two-factor plugin
// (auth.ts). Anyone may turn it on in /account; operators (support, admin) must have it before the admin side opens.
// Setting it up takes the password, then a first code from the app (that proves the app holds the secret); signing in
// then asks for a code after the password (/login/two-factor), or one of ten single-use recovery codes.
import { renderSVG } from "uqr";
import { InvalidError, UnauthorizedError } from "../../errors";
import type { CurrentSession } from "./accounts.service";
import { authHeaders, code, type RequestMeta } from "./auth-requests";
import type { Auth } from "./auth";
import type { RateLimiter } from "./rate-limit";
import { m } from "../../../core/paraglide/messages";

const CODE_FORMAT = /^\d{6}$/;

export interface TwoFactorSetup {
  /** otpauth:// URI for the app, as a QR code (SVG) and as the secret to type in by hand. */
  uri: string;
  qrSvg: string;
  secret: string;
  /** Shown once: each signs in once when the phone is lost. */
  recoveryCodes: string[];
}

function secretOf(uri: string): string {
  return new URL(uri).searchParams.get("secret") ?? "";
}

export function createTwoFactorService(deps: { auth: () => Promise<Auth>; limiter: RateLimiter }) {
  async function withPassword<T>(session: CurrentSession, run: () => Promise<T>): Promise<T> {
    await deps.limiter.attempt([["passwordCheckAccount", session.user.id]]);
    try {
      return await run();
    } catch (e) {
      if (code(e) === "INVALID_PASSWORD") throw new InvalidError(m.err_wrong_current_password(), { currentPassword: m.err_wrong_current_password() });
      if (code(e) === "TOTP_ALREADY_ENABLED") throw new InvalidError(m.err_2fa_already_on());
      throw e;
    }
  }

  function checkCode(value: string): string {
    const v = value.replace(/\s+/g, "");
    if (!CODE_FORMAT.test(v)) throw new InvalidError(m.err_2fa_wrong_code(), { code: m.err_2fa_wrong_code() });
    return v;
  }

  return {
    /** Step 1 of setting up: a new secret and recovery codes (not in force until `confirm`). */
    async start(session: CurrentSession, password: string, meta: RequestMeta): Promise<TwoFactorSetup> {
      const auth = await deps.auth();
      const r = await withPassword(session, () => auth.api.enableTwoFactor({ body: { password, issuer: "Haya" }, headers: authHeaders(meta) }));
      const uri = "totpURI" in r && r.totpURI ? r.totpURI : "";
      const recoveryCodes = "backupCodes" in r && r.backupCodes ? r.backupCodes : [];
      return { uri, qrSvg: renderSVG(uri, { border: 2 }), secret: secretOf(uri), recoveryCodes };
    },

    /** Step 2: the app's first code turns two-factor sign-in on; the session is renewed (its Set-Cookie in `headers`). */
    async confirm(session: CurrentSession, value: string, meta: RequestMeta): Promise<{ headers: Headers }> {
      const auth = await deps.auth();
      await deps.limiter.attempt([["twoFactorIp", meta.ip]]);
      try {
        const { headers } = await auth.api.verifyTOTP({ body: { code: checkCode(value) }, headers: authHeaders(meta), returnHeaders: true });
        return { headers };
      } catch (e) {
        if (code(e) === "INVALID_CODE" || code(e) === "TOTP_NOT_ENABLED") throw new InvalidError(m.err_2fa_wrong_code(), { code: m.err_2fa_wrong_code() });
        throw e;
      }
    },

    /** Turns it off (password again); operators cannot: the admin side needs it. */
    async disable(session: CurrentSession, password: string, meta: RequestMeta): Promise<{ headers: Headers }> {
      if (session.user.role === "admin" || session.user.role === "support")
        throw new InvalidError(m.err_2fa_operators_keep());
      const auth = await deps.auth();
      const { headers } = await withPassword(session, () => auth.api.disableTwoFactor({ body: { password }, headers: authHeaders(meta), returnHeaders: true }));
      return { headers };
    },

    /** New recovery codes (password again); the old ones stop working. */
    async newRecoveryCodes(session: CurrentSession, password: string, meta: RequestMeta): Promise<string[]> {
      const auth = await deps.auth();
      const r = await withPassword(session, () => auth.api.generateBackupCodes({ body: { password }, headers: authHeaders(meta) }));
      return r.backupCodes;
    },

    /**
     * The sign-in's second step: `meta.headers` carries better-auth's two-factor cookie from the password step. An app
     * code, or with `recovery` one of the recovery codes (used up). Resolves to the new session's Set-Cookie headers.
     */
    async signIn(value: string, meta: RequestMeta, opts: { recovery?: boolean } = {}): Promise<{ headers: Headers }> {
      const auth = await deps.auth();
      await deps.limiter.attempt([["twoFactorIp", meta.ip]]);
      const wrong = opts.recovery ? m.err_2fa_wrong_recovery() : m.err_2fa_wrong_code();
      const v = opts.recovery ? value.trim() : checkCode(value);
      if (opts.recovery && v.length < 6) throw new InvalidError(wrong, { code: wrong });
      try {
        const call = opts.recovery
          ? auth.api.verifyBackupCode({ body: { code: v }, headers: authHeaders(meta), returnHeaders: true })
          : auth.api.verifyTOTP({ body: { code: v }, headers: authHeaders(meta), returnHeaders: true });
        const { headers } = await call;
        return { headers };
      } catch (e) {
        const c = code(e);
        if (c === "INVALID_CODE" || c === "INVALID_BACKUP_CODE") throw new InvalidError(wrong, { code: wrong });
        if (c === "INVALID_TWO_FACTOR_COOKIE" || c === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE" || c === "ACCOUNT_TEMPORARILY_LOCKED" || c === "TOTP_NOT_ENABLED")
          throw new UnauthorizedError(m.err_2fa_challenge_ended());
        throw e;
      }
    },
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
