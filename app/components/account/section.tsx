// One section of /account: a titled card with its own form, which shows only its own result (each form has an `intent`).
import type * as React from "react";
import { IntentForm, useFormResult } from "~/components/intent-form";
import type { FormFailure } from "~/lib/forms.server";

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
  | "delete";
/** What the /account action answers when it does not redirect (a new API token's answer also carries its secret). */
export type SectionResult = { ok: true; intent: Intent; message: string; secret?: string; phone?: string } | FormFailure;

/** Forms whose success is a redirect (the header may change, or the session cookie) say so with ?saved=<intent>. */
const SAVED: Partial<Record<Intent, string>> = {
  profile: "Your profile is saved.",
  avatar: "Your new photo is saved.",
  "remove-avatar": "Your photo is removed.",
  password: "Your password is changed. You are still signed in here; every other device has been signed out.",
  "token-revoke": "The token is revoked. Scripts using it can no longer reach your account.",
  "payout-add": "Your payout account is saved. Your earnings will be paid into it.",
  "2fa-confirm": "Two-factor sign-in is on.",
  "2fa-disable": "Two-factor sign-in is off.",
  "payout-change": "Your payout account is changed. We have emailed you about it, and payouts are on hold for 24 hours.",
  notifications: "Your notification choices are saved.",
  "data-saver": "Your data saver choice is saved.",
};

/** This form's errors, what was typed, and its success message. */
export function useSection(intent: Intent) {
  return useFormResult(intent, {}, SAVED[intent]);
}

type SectionFormProps = Omit<React.ComponentProps<typeof IntentForm>, "action" | "anchor"> & { intent: Intent; anchor: string };

/** A plain form post to /account (never to the current URL, which may carry ?saved=… from an earlier form). */
export function SectionForm(props: SectionFormProps) {
  return <IntentForm action="/account" className="space-y-4" {...props} />;
}
