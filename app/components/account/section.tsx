// One section of /account: a titled card with its own form, which shows only its own result (each form has an `intent`).
import { useEffect, useRef } from "react";
import type * as React from "react";
import { Form, useActionData, useLocation, useNavigation, useSearchParams } from "react-router";
import type { FormFailure } from "~/lib/forms.server";
import { FormMessage } from "~/components/form-field";
import { Button } from "~/components/ui/button";

export type Intent = "resend" | "profile" | "avatar" | "remove-avatar" | "password" | "email" | "delete";
/** What the /account action answers when it does not redirect. */
export type SectionResult = { ok: true; intent: Intent; message: string } | FormFailure;

/** Forms whose success is a redirect (the header may change, or the session cookie) say so with ?saved=<intent>. */
const SAVED: Partial<Record<Intent, string>> = {
  profile: "Your profile is saved.",
  avatar: "Your new photo is saved.",
  "remove-avatar": "Your photo is removed.",
  password: "Your password is changed. You are still signed in here; every other device has been signed out.",
};

/** This form's errors, what was typed, and its success message. */
export function useSection(intent: Intent) {
  const result = useActionData() as SectionResult | undefined;
  const [params] = useSearchParams();
  const mine = result && (result.ok ? result.intent === intent : result.values.intent === intent) ? result : undefined;
  const failed = mine && !mine.ok ? mine : undefined;
  const errors = failed?.errors ?? {};
  // A domain error names its field and the form; said once, beside the field, is enough.
  const formError = Object.entries(errors).some(([k, v]) => k !== "form" && v === errors.form) ? undefined : errors.form;
  return {
    errors,
    formError,
    values: failed?.values ?? {},
    success: mine?.ok ? mine.message : params.get("saved") === intent ? SAVED[intent] : undefined,
  };
}

export function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-44 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

type SectionFormProps = Omit<React.ComponentProps<typeof Form>, "method" | "action"> & {
  intent: Intent;
  /** The section to come back to: without JavaScript the browser scrolls to it when the answer arrives. */
  anchor: string;
  formError?: string | undefined;
  success?: string | undefined;
  /** The submit button, after the fields; disabled while this form is being sent. */
  submit: { label: string } & Pick<React.ComponentProps<typeof Button>, "variant">;
};

/**
 * A plain form post to /account (never to the current URL, which may carry ?saved=… from an earlier form).
 * Rebuilt after every answer, as a page load does without JavaScript: fields show what was saved, or what was typed
 * before a refusal (never a password). After a refusal, focus moves to the first field in error, read out with its message.
 */
export function SectionForm({ intent, anchor, formError, success, submit: { label, ...button }, children, ...props }: SectionFormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const { key } = useLocation();
  const result = useActionData() as SectionResult | undefined;
  const mine = result && !result.ok && result.values.intent === intent;
  useEffect(() => {
    if (mine) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [mine, key]);
  return (
    <Form key={key} ref={ref} method="post" action={`/account#${anchor}`} preventScrollReset className="space-y-4" {...props}>
      <input type="hidden" name="intent" value={intent} />
      <FormMessage error={formError} success={success} />
      {children}
      <Button type="submit" disabled={busy} {...button}>
        {label}
      </Button>
    </Form>
  );
}
