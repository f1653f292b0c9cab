// /account's two-factor sign-in forms: set up (password → QR code and recovery codes), confirm with the app's first
// code, new recovery codes, turn off. The secret and codes are shown in this one answer (no-store), never stored by the page.
import { data } from "react-router";
import { redirect } from "~/lib/links";
import type { CurrentSession } from "../../../server/features/accounts/accounts.service";
import type { RequestMeta } from "../../../server/features/accounts/auth-requests";
import type { TwoFactorService } from "../../../server/features/accounts/two-factor";
import { renderSVG } from "uqr";
import { InvalidError } from "../../../server/errors";
import { invalid, type FormFailure, type Values } from "~/lib/forms.server";
import { redirectWith } from "~/lib/session.server";
import { m } from "@core/paraglide/messages";

/** The setup shown between the two steps; carried back by the confirm form so a wrong code keeps the QR code on screen. */
export interface TwoFactorSetupShown {
  ok: true;
  intent: "2fa-start" | "2fa-codes";
  message: string;
  uri?: string;
  qrSvg?: string;
  secret?: string;
  recoveryCodes: string[];
}

const noStore = { headers: { "Cache-Control": "no-store" } };
const passwordNeeded = (values: Values) => invalid(values, { currentPassword: m.account_password_needed() });

export async function startTwoFactorAction(twoFactor: TwoFactorService, session: CurrentSession, meta: RequestMeta, values: Values) {
  if (!values.currentPassword) return passwordNeeded(values);
  const s = await twoFactor.start(session, values.currentPassword, meta);
  return data<TwoFactorSetupShown>(
    { ok: true, intent: "2fa-start", message: m.account_2fa_scan_message(), uri: s.uri, qrSvg: s.qrSvg, secret: s.secret, recoveryCodes: s.recoveryCodes },
    noStore,
  );
}

export async function confirmTwoFactorAction(twoFactor: TwoFactorService, session: CurrentSession, meta: RequestMeta, values: Values) {
  try {
    const { headers } = await twoFactor.confirm(session, values.code ?? "", meta);
    return redirectWith("/account?saved=2fa-confirm#two-factor", headers);
  } catch (e) {
    const uri = values.uri ?? "";
    if (!(e instanceof InvalidError) || !uri.startsWith("otpauth://")) throw e;
    // The same setup again, with the error: the person scans or types nothing twice.
    const setup = { uri, qrSvg: renderSVG(uri, { border: 2 }), secret: new URL(uri).searchParams.get("secret") ?? "", recoveryCodes: (values.recoveryCodes ?? "").split(" ").filter(Boolean) };
    return data<FormFailure & { setup: typeof setup }>({ ok: false, errors: { code: e.message }, values: { intent: "2fa-confirm" }, setup }, { status: 400, ...noStore });
  }
}

export async function newRecoveryCodesAction(twoFactor: TwoFactorService, session: CurrentSession, meta: RequestMeta, values: Values) {
  if (!values.currentPassword) return passwordNeeded(values);
  const recoveryCodes = await twoFactor.newRecoveryCodes(session, values.currentPassword, meta);
  return data<TwoFactorSetupShown>({ ok: true, intent: "2fa-codes", message: m.account_2fa_new_codes_message(), recoveryCodes }, noStore);
}

export async function disableTwoFactorAction(twoFactor: TwoFactorService, session: CurrentSession, meta: RequestMeta, values: Values) {
  if (!values.currentPassword) return passwordNeeded(values);
  const { headers } = await twoFactor.disable(session, values.currentPassword, meta);
  return headers.has("set-cookie") ? redirectWith("/account?saved=2fa-disable#two-factor", headers) : redirect("/account?saved=2fa-disable#two-factor");
}

/** The two-factor section's words in the page's language, for /account's loader (all but its title, which others share). */
export function twoFactorWords() {
  return {
    codesLabel: m.account_2fa_codes_label(),
    codesText: m.account_2fa_codes_text(),
    codesTitle: m.account_2fa_codes_title(),
    key: m.account_2fa_key(),
    newCodes: m.account_2fa_new_codes(),
    offText: m.account_2fa_off_text(),
    onText: m.account_2fa_on_text(),
    operator: m.account_2fa_operator(),
    operatorNeeds: m.account_2fa_operator_needs(),
    qr: m.account_2fa_qr(),
    setUp: m.account_2fa_set_up(),
    step1: m.account_2fa_step1(),
    step2: m.account_2fa_step2(),
    turnOff: m.account_2fa_turn_off(),
    turnOn: m.account_2fa_turn_on(),
  };
}
export type TwoFactorWords = ReturnType<typeof twoFactorWords>;
