// One section of /account: a titled card with its own form, which shows only its own result (each form has an `intent`).
import type * as React from "react";
import { IntentForm, useFormResult } from "~/components/intent-form";
import type { FormFailure } from "~/lib/forms.server";
import { m } from "@core/paraglide/messages";

export type Intent =
  | "resend"
  | "profile"
  | "avatar"
  | "remove-avatar"
  | "password"
  | "email"
  | "token-create"
  | "token-revoke"
  | "payout-check"
  | "payout-save"
  | "payout-add"
  | "payout-change"
  | "2fa-start"
  | "2fa-confirm"
  | "2fa-codes"
  | "2fa-disable"
  | "phone-send"
  | "phone-verify"
  | "phone-remove"
  | "notifications"
  | "data-saver"
  | "session-sign-out"
  | "sessions-sign-out-others"
  | "data-export"
  | "delete";
/** What the /account action answers when it does not redirect (a new API token's answer also carries its secret). */
export type SectionResult = { ok: true; intent: Intent; message: string; secret?: string; phone?: string } | FormFailure;

/** Forms whose success is a redirect (the header may change, or the session cookie) say so with ?saved=<intent>. */
const SAVED: Partial<Record<Intent, () => string>> = {
  profile: m.account_saved_profile,
  avatar: m.account_saved_avatar,
  "remove-avatar": m.account_saved_avatar_removed,
  password: m.account_saved_password,
  "token-revoke": m.account_saved_token_revoked,
  "payout-add": m.account_saved_payout_added,
  "2fa-confirm": m.account_saved_2fa_on,
  "2fa-disable": m.account_saved_2fa_off,
  "payout-change": m.account_saved_payout_changed,
  notifications: m.account_saved_notifications,
  "data-saver": m.account_saved_data_saver,
};

/** This form's errors, what was typed, and its success message. */
export function useSection(intent: Intent) {
  return useFormResult(intent, {}, SAVED[intent]?.());
}

type SectionFormProps = Omit<React.ComponentProps<typeof IntentForm>, "action" | "anchor"> & { intent: Intent; anchor: string };

/** A plain form post to /account (never to the current URL, which may carry ?saved=… from an earlier form). */
export function SectionForm(props: SectionFormProps) {
  return <IntentForm action="/account" className="space-y-4" {...props} />;
}
